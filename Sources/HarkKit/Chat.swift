import Dialog
import Localization
import Foundation
import Terminal
import Voice

/// The interactive chat: a readline prompt with history kept across runs; Ctrl-C abandons
/// the conversation in progress, Ctrl-D leaves.
struct Chat {
    let assistant: Assistant
    /// Says each answer too: on with `--speak`, toggled by the speak command.
    var voice: AnswerVoice?
    static let prompt = "> "

    func run() async {
        var voice = self.voice
        // Made the first time the listen command is typed.
        var ears: Ears?
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
                if Self.isCommand("chat.command.speak", line, localizer: localizer) {
                    voice = toggled(voice)
                    continue
                }
                if Self.isCommand("chat.command.listen", line, localizer: localizer) {
                    if let response = await listen(&ears) {
                        _ = Output(json: false).write(response)
                        voice?.say(response)
                    }
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

    /// Whether `line` is the chat command of catalog key `key`: `chat.command.speak` turns speech
    /// on or off (“speak”, “parle”, …), `chat.command.listen` hears one request (“listen”, …).
    static func isCommand(_ key: String, _ line: String, localizer: Localizer) -> Bool {
        let command = localizer.string(key)
        return line.trimmingCharacters(in: .whitespaces).compare(command, options: [.caseInsensitive]) == .orderedSame
    }

    /// Speech turned off when on, on when off (to the `--speak-to` file when there is one, to
    /// the audio device otherwise); says which it did.
    private func toggled(_ voice: AnswerVoice?) -> AnswerVoice? {
        let localizer = assistant.localizer
        if let voice {
            voice.isOn.toggle()
            if voice.isOn {
                _ = Output.writeLine(localizer.string("Answers will be spoken aloud."))
            } else {
                _ = Output.writeLine(localizer.string("Answers will no longer be spoken."))
            }
            return voice
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

    /// Push-to-talk: one request heard from the microphone and answered (nil when nothing can
    /// be heard: the reason is said, and the chat goes on with typed requests).
    private func listen(_ ears: inout Ears?) async -> Response? {
        let localizer = assistant.localizer
        guard Recognizer.canHear(localizer.language.code) else {
            _ = Output.writeLine(
                localizer.string(
                    "hark: listening is not available in this language: there is no speech recognition model for it."))
            return nil
        }
        let microphone: Microphone
        do {
            microphone = try Microphone()
        } catch {
            _ = Output.writeLine(
                localizer.string("No microphone is available, so Hark cannot listen. Type your request instead."))
            return nil
        }
        if ears == nil { ears = try? Ears(assistant: assistant) }
        guard let ears else {
            _ = Output.writeLine(
                localizer.string("hark: listening is not available: the speech recognizer could not start."))
            return nil
        }
        _ = Output.writeLine(localizer.string("Listening… say your request."))
        var heard: Recognizer.Heard?
        if let audio = try? microphone.recordRequest() {
            do {
                heard = try await ears.hear(audio)
            } catch {
                _ = Output.writeLine(
                    localizer.string("hark: listening is not available: the speech recognizer could not start."))
                return nil
            }
        }
        if let text = heard?.text, !text.isEmpty {
            _ = Output.writeLine(localizer.string("Heard: “%@”", .string(text)))
        }
        return await ears.respond(to: heard)
    }
}
