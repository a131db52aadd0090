import Dialog
import Foundation
import Terminal

/// The interactive chat: a readline prompt with history kept across runs; Ctrl-C abandons
/// the conversation in progress, Ctrl-D leaves.
struct Chat {
    let assistant: Assistant
    static let prompt = "> "

    func run() async {
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
                let response = await assistant.respond(to: line)
                if editor.takeInterrupt(), let cancelled = await assistant.conversation.interrupt() {
                    // The terminal echoed ^C where the cursor was; start the answer on a line of its own.
                    _ = Output.writeLine("\n" + cancelled.dialog)
                    continue
                }
                _ = Output(json: false).write(response)
            }
        }
    }
}
