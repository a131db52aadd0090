/// An intent that draws an interactive snippet (iOS 26): Hark performs it when a result names
/// it with `snippetIntent:` and speaks its dialog, if it has one; its view is not drawn.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks the system to draw the snippet again. A terminal has nothing to redraw.
    public static func reload() {}
}

/// The snippet intent of a result that shows none.
public struct EmptySnippetIntent: SnippetIntent {
    public static var title: LocalizedStringResource { "" }
    public static var isDiscoverable: Bool { false }
    public init() {}
    public func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
}
