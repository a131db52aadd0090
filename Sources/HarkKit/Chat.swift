import Dialog
import Localization
import Foundation
import Terminal

/// The interactive chat: a readline prompt with history kept across runs; Ctrl-C abandons
/// the conversation in progress, Ctrl-D leaves.
struct Chat {
    let assistant: Assistant
    /// Says each answer too: on with `--speak`, toggled by the speak command.
    var voice: AnswerVoice?
    static let prompt = "> "

    func run() async {
        var voice = self.voice
        let localizer = assistant.localizer
        let historyURL = XDGPaths.historyURL
        if historyURL == nil { Output.writeError(FileMessages.noStateHome(localizer: localizer)) }
        let editor = LineEditor(historyURL: historyURL) { problem in
            Output.writeError(FileMessages.history(problem, localizer: localizer))
        }
        editor.completer = { [conversation = assistant.conversation] line, word in
            conversation.completions(for: line, word: word)
        }
        while true {
            switch editor.readLine(prompt: Self.prompt) {
            case .endOfFile:
                _ = Output.writeLine("")
                // Ctrl-D while a question waits leaves, and says the request was dropped.
                if await assistant.conversation.close() != nil {
                    Output.writeError(
                        localizer.string(
                            "hark: the input ended before the last question was answered, so that request was not carried out."
                        ))
                }
                return
            case .interrupted:
                if let response = await assistant.conversation.interrupt() {
                    _ = Output(json: false).write(response)
                }
            case .line(let raw):
                let line = InputSanitizer.clean(raw)
                if line.isEmpty { continue }
                if Self.isSpeakCommand(line, localizer: localizer) {
                    voice = toggled(voice)
                    continue
                }
                let response = await assistant.respond(to: line)
                if editor.takeInterrupt(), let cancelled = await assistant.conversation.interrupt() {
                    // The terminal echoed ^C where the cursor was; start the answer on a line of its own.
                    _ = Output.writeLine("\n" + cancelled.dialog)
                    continue
                }
                _ = Output(json: false).write(response)
                voice?.say(response)
            }
        }
    }

    /// Whether `line` is the chat's command that turns speech on or off (“speak”, “parle”, …).
    static func isSpeakCommand(_ line: String, localizer: Localizer) -> Bool {
        let command = localizer.string("chat.command.speak")
        return line.trimmingCharacters(in: .whitespaces).compare(command, options: [.caseInsensitive]) == .orderedSame
    }

    /// Speech turned off when on, on (to the audio device) when off; says which it did.
    private func toggled(_ voice: AnswerVoice?) -> AnswerVoice? {
        let localizer = assistant.localizer
        if voice != nil {
            _ = Output.writeLine(localizer.string("Answers will no longer be spoken."))
            return nil
        }
        do {
            let voice = try AnswerVoice(language: localizer.language, file: nil)
            _ = Output.writeLine(localizer.string("Answers will be spoken aloud."))
            return voice
        } catch {
            _ = Output.writeLine(
                localizer.string("hark: answers cannot be spoken: espeak-ng could not start (is there an audio device?)."))
            return nil
        }
    }
}
