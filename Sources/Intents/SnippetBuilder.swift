/// Collects the content of a snippet closure — `.result(dialog: "Done.") { OrderView(order) }` —
/// in place of SwiftUI's `@ViewBuilder`.
///
/// Linux has no SwiftUI, so a snippet's views are a developer's own stand-in types (any type
/// will do). Hark builds them, as the system would, but a terminal draws no views: the result's
/// dialog is what the person hears.
///
/// ```swift
/// return .result(dialog: "Set \(light.name) to \(level)%.") {
///     if let state { LightCard(state: state) }
/// }
/// ```
@resultBuilder
public enum SnippetBuilder {
    public static func buildExpression<Content>(_ content: Content) -> SnippetContent {
        SnippetContent(typeNames: [String(describing: Content.self)])
    }

    public static func buildExpression(_ content: SnippetContent) -> SnippetContent { content }

    public static func buildBlock(_ parts: SnippetContent...) -> SnippetContent {
        SnippetContent(typeNames: parts.flatMap(\.typeNames))
    }

    public static func buildOptional(_ part: SnippetContent?) -> SnippetContent { part ?? SnippetContent() }

    public static func buildEither(first part: SnippetContent) -> SnippetContent { part }

    public static func buildEither(second part: SnippetContent) -> SnippetContent { part }

    public static func buildArray(_ parts: [SnippetContent]) -> SnippetContent {
        SnippetContent(typeNames: parts.flatMap(\.typeNames))
    }

    public static func buildLimitedAvailability(_ part: SnippetContent) -> SnippetContent { part }
}

/// What a snippet closure built: the names of the view types in it, for tests and metadata.
public struct SnippetContent: Sendable, Hashable {
    public var typeNames: [String]

    public init(typeNames: [String] = []) {
        self.typeNames = typeNames
    }
}
