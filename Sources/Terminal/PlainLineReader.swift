import Foundation

/// Lines from a standard input that is not a terminal: no prompt, no echo, no history.
///
/// Bytes are read as they come; a line ends at `\n`, and a last line without one still
/// counts. Invalid UTF-8 is repaired with U+FFFD. Waiting honours Ctrl-C like the editor.
struct PlainLineReader {
    private var buffer: [UInt8] = []
    private var start = 0
    private var reachedEnd = false

    /// The next line, ``LineEditor/Input/interrupted`` on Ctrl-C, or the end of the input.
    mutating func next(interrupts: InterruptSignal) -> LineEditor.Input {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                return .line(line)
            }
            if reachedEnd {
                guard start < buffer.count else { return .endOfFile }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return .line(line)
            }
            buffer.removeSubrange(..<start)
            start = 0
            switch interrupts.wait(forInputOn: STDIN_FILENO) {
            case .interrupted:
                _ = interrupts.take()
                return .interrupted
            case .readable:
                readChunk()
            case .elsewhere:
                continue
            }
        }
    }

    private mutating func readChunk() {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            reachedEnd = true
        }
    }
}
