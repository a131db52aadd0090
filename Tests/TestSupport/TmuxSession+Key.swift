extension TmuxSession {
    /// A key for ``TmuxSession/send(keys:)``: text typed as is, or a key tmux names.
    ///
    /// A string literal is text: `session.send(keys: "add buy milk", .enter)`.
    public enum Key: ExpressibleByStringLiteral, Sendable {
        /// Typed character by character (`send-keys -l`), never read as a key name.
        case text(String)
        /// A key by its tmux name, such as `Enter`, `Up`, `Tab` or `C-c`.
        case named(String)

        public init(stringLiteral value: String) {
            self = .text(value)
        }

        public static let enter = Key.named("Enter")
        public static let up = Key.named("Up")
        public static let down = Key.named("Down")
        public static let tab = Key.named("Tab")
        /// Ctrl-C.
        public static let interrupt = Key.named("C-c")
        /// Ctrl-D.
        public static let endOfFile = Key.named("C-d")
        /// Ctrl-U: erases the line before the cursor.
        public static let eraseLine = Key.named("C-u")
    }
}
