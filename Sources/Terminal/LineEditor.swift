internal import CReadline
import Foundation

/// The chat's prompt: GNU readline line editing, history kept across runs, tab
/// completion, and Ctrl-C that abandons a line without ending the program.
///
/// Create one editor per process, for an interactive session (see ``isInteractive``).
/// It owns SIGINT from `init` to `deinit`: a Ctrl-C that arrives while a line is read
/// abandons that line and makes ``readLine(prompt:)`` return ``Input/interrupted``; one that
/// arrives at any other time — while an answer is computed, say — is remembered until
/// ``takeInterrupt()`` or the next ``readLine(prompt:)`` reports it.
///
/// Non-empty lines go into the history, skipping a line equal to the one before, and are
/// appended to the history file at once (mode 0600, see `HistoryFile`). A history file
/// that cannot be used — unreadable, unwritable, or not a regular file of the user's, such
/// as a symbolic link — costs the saved history, never the chat: the file is left alone
/// from then on and `reportHistoryProblem` is called once, for the front end to say so.
///
/// When standard input is not a terminal, ``readLine(prompt:)`` reads plain lines with
/// no prompt and no history, because readline would echo both back.
///
/// ```swift
/// let editor = LineEditor(historyURL: XDGPaths.historyURL) { problem in print(problem.path) }
/// loop: while true {
///     switch editor.readLine(prompt: "> ") {
///     case .line(let text): print(answer(text))
///     case .interrupted: conversation.cancel()
///     case .endOfFile: break loop
///     }
/// }
/// ```
///
/// How Ctrl-C works: readline is driven through its callback interface
/// (`rl_callback_handler_install` / `rl_callback_read_char`) from a `poll` loop. SIGINT
/// belongs to Hark for the editor's whole life: readline installs its own handler each
/// time it sets its signals up, and the editor takes SIGINT straight back after each call
/// into readline (readline keeps the other signals: Ctrl-Z, SIGTERM, resizes, which the
/// loop lets it handle with `rl_check_signals`). Hark's C handler only raises a flag and
/// writes to a self-pipe that the loop also polls (see `InterruptSignal`). When the loop
/// sees the flag, it cleans readline up the way readline's manual asks of applications
/// that handle signals themselves — `rl_callback_sigcleanup`, `rl_free_line_state`,
/// `rl_cleanup_after_signal` — echoes `^C`, removes the handler and starts a fresh line.
/// No `longjmp`, no Swift code in a signal handler, no race between checking the flag
/// and waiting, and the same flag serves a Ctrl-C that comes while no line is read.
public final class LineEditor {
    /// Suggests completions on Tab: given the line up to the cursor and the word being
    /// completed (words end at blanks), returns the words that may replace it.
    public var completer: (@Sendable (_ line: String, _ word: String) -> [String])?

    /// Whether standard input and standard output are both terminals.
    public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// The editor of this process, for readline's C callbacks.
    ///
    /// readline keeps its state in C globals and calls back through plain C function
    /// pointers that carry no context, so the line handler and the completion hook find
    /// the editor here. It is the only mutable global of the module: set in `init`,
    /// cleared in `deinit`, read only by callbacks that readline makes from inside
    /// ``readLine(prompt:)`` on the calling thread (readline is not thread-safe anyway).
    nonisolated(unsafe) private static weak var current: LineEditor?

    private var historyFile: HistoryFile?
    private let reportHistoryProblem: (HistoryProblem) -> Void
    private let interrupts = InterruptSignal()
    private var lastEntry: String?
    private var plainReader = PlainLineReader()
    /// What the line handler delivered: `nil` while reading, `.some(nil)` at end of file.
    private var delivered: String??

    /// Sets readline up and loads the newest `historyLimit` lines of the history file.
    ///
    /// - Parameters:
    ///   - historyURL: The history file, created on first use (mode 0600, folders 0700);
    ///     `nil` keeps history for this run only. Usually ``XDGPaths/historyURL``.
    ///   - historyLimit: How many lines to keep, in memory and in the file.
    ///   - reportHistoryProblem: Called at most once, when the history file cannot be used.
    public init(
        historyURL: URL?, historyLimit: Int = 1000, reportHistoryProblem: @escaping (HistoryProblem) -> Void
    ) {
        precondition(Self.current == nil, "Hark runs one LineEditor per process")
        let limit = max(historyLimit, 1)
        historyFile = historyURL.map { HistoryFile(url: $0, limit: limit) }
        self.reportHistoryProblem = reportHistoryProblem
        Self.current = self

        hark_rl_set_identity()
        hark_rl_configure_signals()
        hark_rl_set_attempted_completion { text, _, end in
            hark_rl_set_attempted_completion_over(1)
            guard let text, let completer = LineEditor.current?.completer else { return nil }
            let word = String(cString: text)
            let line = LineEditor.lineBeforeCursor(byteOffset: Int(end))
            return CompletionMatches.make(replacing: word, with: completer(line, word))
        }

        using_history()
        stifle_history(Int32(clamping: limit))
        do {
            for entry in try historyFile?.load() ?? [] {
                add_history(entry)
                lastEntry = entry
            }
        } catch {
            warn(about: error)
        }
    }

    deinit {
        hark_rl_set_attempted_completion(nil)
        clear_history()
        Self.current = nil
    }

    /// Shows `prompt` and reads one line, with editing, history and completion.
    ///
    /// Returns ``Input/interrupted`` at once, without a prompt, if Ctrl-C came while no
    /// line was being read and nobody took it with ``takeInterrupt()``.
    public func readLine(prompt: String) -> Input {
        if interrupts.take() { return .interrupted }
        guard Self.isInteractive else { return plainReader.next(interrupts: interrupts) }

        delivered = nil
        rl_callback_handler_install(prompt) { line in
            // readline calls this once the line is accepted (nil on Ctrl-D on an empty line).
            rl_callback_handler_remove()
            let text = line.map { String(cString: $0) }
            free(line)
            LineEditor.current?.delivered = .some(text)
        }
        interrupts.reclaim()
        while delivered == nil {
            handleReadlineSignals()
            // The timeout only bounds how late a signal caught by readline on another
            // thread (which does not interrupt this poll) is handled; Ctrl-C wakes it at once.
            switch interrupts.wait(forInputOn: STDIN_FILENO, timeout: 500) {
            case .readable:
                rl_callback_read_char()
                interrupts.reclaim()
            case .interrupted:
                abandonLine()
                _ = interrupts.take()
                return .interrupted
            case .elsewhere:
                continue
            }
        }
        guard let line = delivered ?? nil else {
            // Leave the cursor on a fresh line. readline 8.1+ already does that at end of
            // file when bracketed paste was on (it writes "\r\n" as it turns it off).
            if !Self.isBracketedPasteOn { writeToTerminal("\n") }
            return .endOfFile
        }
        remember(line)
        return .line(line)
    }

    /// Reports, once, a Ctrl-C that arrived since the last report.
    ///
    /// Ask after computing an answer: `true` means the person wanted it abandoned.
    public func takeInterrupt() -> Bool {
        interrupts.take()
    }

    /// Lets readline act on a signal its handlers caught while Hark was waiting: Ctrl-Z
    /// (restore the terminal, stop, and redraw the line after `fg`), SIGTERM or SIGHUP
    /// (restore the terminal, then die of the signal), a window resize.
    private func handleReadlineSignals() {
        let signal = rl_pending_signal()
        guard signal != 0 else { return }
        rl_check_signals()
        interrupts.reclaim()  // readline sets its handlers up again after a stop
        if signal == SIGTSTP || signal == SIGTTIN || signal == SIGTTOU {
            rl_forced_update_display()
        }
    }

    /// Gives up the line being edited and leaves the cursor at the start of a fresh line.
    private func abandonLine() {
        rl_callback_sigcleanup()  // first: ends an incremental search and restores the prompt
        rl_free_line_state()
        rl_end_of_line(1, 0)  // "^C" goes after the text, not over it
        rl_redisplay()
        rl_echo_signal_char(SIGINT)
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        using_history()  // the next Up starts from the newest entry again
        writeToTerminal("\n")
    }

    private func remember(_ line: String) {
        let entry = String(line.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        guard !entry.allSatisfy(\.isWhitespace), entry != lastEntry else { return }
        add_history(entry)
        lastEntry = entry
        do {
            try historyFile?.append(entry)
        } catch {
            warn(about: error)
        }
    }

    /// Stops using the history file and says why, once.
    private func warn(about error: HistoryFile.Failure) {
        guard historyFile != nil else { return }
        historyFile = nil
        reportHistoryProblem(error.problem)
    }

    private func writeToTerminal(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    private static var isBracketedPasteOn: Bool {
        guard let value = rl_variable_value("enable-bracketed-paste") else { return false }
        return String(cString: value) == "on"
    }

    private static func lineBeforeCursor(byteOffset: Int) -> String {
        guard let buffer = hark_rl_line_buffer() else { return "" }
        let count = min(max(byteOffset, 0), strlen(buffer))
        return buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}
