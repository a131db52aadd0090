import Dialog
import Foundation

/// Piped turns: one answer per input line, no prompt, no colour.
///
/// Exit status: 0 when every turn was answered; 1 when a turn ended in an error, or the
/// input ended while a question waited for its answer (the request is not carried out, and
/// standard error says so); 2 as soon as an answer cannot be written to standard output —
/// closed, full or broken — so no further line is read and nothing more is changed.
struct PipeSession {
    let assistant: Assistant
    let output: Output
    /// Says each answer too (`--speak`, `--speak-to`).
    var voice: AnswerVoice?

    func run() async -> Int32 {
        var status: Int32 = 0
        var reader = LineReader()
        while let line = reader.next() {
            let response: Response
            switch line {
            case .text(let bytes):
                let text = InputSanitizer.clean(bytes)
                if text.isEmpty { continue }
                response = await assistant.respond(to: text)
            case .tooLong(let start):
                response = assistant.tooLong(InputSanitizer.clean(start))
            }
            if response.kind == .error { status = 1 }
            guard output.write(response) else {
                let code = errno
                // A reader that went away on purpose (`hark | head -1`) needs no explanation.
                if code != EPIPE {
                    Output.writeError(
                        assistant.localizer.string(
                            "hark: the answers cannot be written to standard output, so Hark stopped."))
                }
                _ = await assistant.conversation.close()
                return 2
            }
            voice?.say(response)
        }
        // A question still waiting when the input ends: its flow is cancelled and awaited, so
        // nothing of it runs after hark exits, and the person is told it was not carried out.
        if await assistant.conversation.close() != nil {
            Output.writeError(
                assistant.localizer.string(
                    "hark: the input ended before the last question was answered, so that request was not carried out.")
            )
            status = 1
        }
        return status
    }
}

/// Reads standard input one line at a time, keeping at most ``InputSanitizer/maximumBytes``
/// of a line: the rest of a longer one is read and dropped, so a 50 MB line costs no more
/// memory than a sentence. Input is read in 64 KB blocks with `read(2)`.
struct LineReader {
    enum Line {
        case text([UInt8])
        /// A line over the limit, with its first bytes (for the answer's `input`).
        case tooLong(start: [UInt8])
    }

    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var atEnd = false

    /// The next line without its newline; nil at the end of the input.
    mutating func next() -> Line? {
        var bytes: [UInt8] = []
        var overflowed = false
        var sawAnything = false
        while true {
            if start == end {
                guard fill() else { break }
            }
            sawAnything = true
            let newline = buffer.withUnsafeBytes { bytes -> Int? in
                memchr(bytes.baseAddress! + start, 0x0A, end - start).map { UnsafeRawPointer($0) - bytes.baseAddress! }
            }
            let piece = buffer[start..<(newline ?? end)]
            let room = InputSanitizer.maximumBytes - bytes.count
            if piece.count > room {
                bytes += piece.prefix(room)
                overflowed = true
            } else {
                bytes += piece
            }
            if let newline {
                start = newline + 1
                return overflowed ? .tooLong(start: Array(bytes.prefix(80))) : .text(bytes)
            }
            start = end
        }
        guard sawAnything else { return nil }
        return overflowed ? .tooLong(start: Array(bytes.prefix(80))) : .text(bytes)
    }

    /// Reads the next block; false at the end of the input (or on a read error).
    private mutating func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            start = 0
            end = count
            return true
        }
    }
}
