extension StringProtocol {
    /// The text without the spaces and tabs around it — what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives, in plain Swift: Foundation's version goes
    /// through `NSString`, which costs tens of microseconds a call, and catalogs trim their
    /// word lists and language codes many times each time hark starts.
    ///
    /// ```swift
    /// " urgent\t".trimmingHorizontalWhitespace()   // "urgent"
    /// ```
    public func trimmingHorizontalWhitespace() -> String {
        let isBlank: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
