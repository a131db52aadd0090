extension LineEditor {
    /// What one call to ``LineEditor/readLine(prompt:)`` produced.
    public enum Input: Equatable, Sendable {
        /// A line the person accepted with Return, without its newline.
        case line(String)
        /// Ctrl-C: the line being typed, if any, was abandoned.
        case interrupted
        /// Ctrl-D on an empty line, or the end of the input.
        case endOfFile
    }
}
