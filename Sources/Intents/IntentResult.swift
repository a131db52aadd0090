/// What `perform()` returns: a dialog to speak, a value to hand on, an intent to open next.
///
/// Build one with the `.result(…)` family:
/// ```swift
/// return .result(value: updated, dialog: "Completed \(updated.title).")
/// ```
public protocol IntentResult: Sendable {
    /// The parts of the result, read by the runtime.
    var resultContent: IntentResultContent { get }
}

/// A result that speaks.
public protocol ProvidesDialog: IntentResult {}

/// A result that hands a value to the next action.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
}

/// A result that opens another intent when this one finishes.
public protocol OpensIntent: IntentResult {}

/// A result that shows a view with its dialog. A terminal draws no views: Hark speaks the
/// dialog and notes that a snippet was shown (see ``IntentResultContent/showsSnippet``).
public protocol ShowsSnippetView: IntentResult {}

/// A result whose snippet comes from a ``SnippetIntent`` (iOS 26). Hark performs the snippet
/// intent and speaks its dialog after this one's.
public protocol ShowsSnippetIntent: IntentResult {}

/// The parts of an intent's result, type-erased for the runtime.
public struct IntentResultContent: Sendable {
    public var dialog: IntentDialog?
    public var value: (any Sendable)?
    public var opensIntent: (any AppIntent)?
    /// The intent an Action button runs next; kept for metadata and tests, never run by Hark.
    public var actionButtonIntent: (any AppIntent)?
    /// The intent that draws this result's interactive snippet.
    public var snippetIntent: (any AppIntent)?
    /// True when the result came with a view (`view:` or `content:`), which a terminal cannot show.
    public var showsSnippet = false
    /// The dialogs of the intents this result ran next (its snippet intent, the intent it opens).
    public var followUpDialogs: [IntentDialog] = []

    /// Everything to say, in order: this result's dialog, then those of the intents that followed.
    public var dialogs: [IntentDialog] { (dialog.map { [$0] } ?? []) + followUpDialogs }

    public init(
        dialog: IntentDialog? = nil, value: (any Sendable)? = nil, opensIntent: (any AppIntent)? = nil,
        actionButtonIntent: (any AppIntent)? = nil, snippetIntent: (any AppIntent)? = nil, showsSnippet: Bool = false
    ) {
        self.dialog = dialog
        self.value = value
        self.opensIntent = opensIntent
        self.actionButtonIntent = actionButtonIntent
        self.snippetIntent = snippetIntent
        self.showsSnippet = showsSnippet
    }
}

/// The one concrete result type; its generic parameter is the returned value's type.
public struct IntentResultContainer<Value: Sendable>: IntentResult, ProvidesDialog, ReturnsValue, OpensIntent,
    ShowsSnippetView, ShowsSnippetIntent
{
    public let resultContent: IntentResultContent

    init(_ content: IntentResultContent) {
        resultContent = content
    }

    public init(resultContent: IntentResultContent) {
        self.resultContent = resultContent
    }

    /// The returned value, as Apple's `IntentResult.value` gives it.
    public var value: Value? { resultContent.value as? Value }
}

// MARK: - Results without a value

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { .init(IntentResultContent()) }

    public static func result(dialog: IntentDialog) -> Self { .init(IntentResultContent(dialog: dialog)) }

    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog? = nil) -> Self {
        .init(IntentResultContent(dialog: dialog, opensIntent: opensIntent))
    }

    public static func result<Intent: AppIntent>(actionButtonIntent: Intent, dialog: IntentDialog? = nil) -> Self {
        .init(IntentResultContent(dialog: dialog, actionButtonIntent: actionButtonIntent))
    }

    @_disfavoredOverload
    public static func result<Content>(view: Content) -> Self {
        .init(IntentResultContent(showsSnippet: true))
    }

    @_disfavoredOverload
    public static func result<Content>(dialog: IntentDialog, view: Content) -> Self {
        .init(IntentResultContent(dialog: dialog, showsSnippet: true))
    }

    public static func result<Content>(@SnippetBuilder content: () -> Content) -> Self {
        _ = content()
        return .init(IntentResultContent(showsSnippet: true))
    }

    public static func result<Content>(dialog: IntentDialog, @SnippetBuilder content: () -> Content) -> Self {
        _ = content()
        return .init(IntentResultContent(dialog: dialog, showsSnippet: true))
    }

    @_disfavoredOverload
    public static func result<Intent: AppIntent, Content>(opensIntent: Intent, dialog: IntentDialog, view: Content)
        -> Self
    {
        .init(IntentResultContent(dialog: dialog, opensIntent: opensIntent, showsSnippet: true))
    }

    public static func result<Intent: AppIntent, Content>(
        opensIntent: Intent, dialog: IntentDialog, @SnippetBuilder content: () -> Content
    ) -> Self {
        _ = content()
        return .init(IntentResultContent(dialog: dialog, opensIntent: opensIntent, showsSnippet: true))
    }

    @_disfavoredOverload
    public static func result<Intent: AppIntent, Content>(
        actionButtonIntent: Intent, dialog: IntentDialog, view: Content
    ) -> Self {
        .init(IntentResultContent(dialog: dialog, actionButtonIntent: actionButtonIntent, showsSnippet: true))
    }

    public static func result<Snippet: SnippetIntent>(dialog: IntentDialog? = nil, snippetIntent: Snippet) -> Self {
        .init(IntentResultContent(dialog: dialog, snippetIntent: snippetIntent))
    }

    public static func result<Intent: AppIntent, Snippet: SnippetIntent>(
        opensIntent: Intent, dialog: IntentDialog? = nil, snippetIntent: Snippet
    ) -> Self {
        .init(IntentResultContent(dialog: dialog, opensIntent: opensIntent, snippetIntent: snippetIntent))
    }
}

// MARK: - Results with a value

extension IntentResult {
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(value: value))
    }

    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value))
    }

    public static func result<V: Sendable, Intent: AppIntent>(
        value: V, opensIntent: Intent, dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, opensIntent: opensIntent))
    }

    public static func result<V: Sendable, Intent: AppIntent>(
        value: V, actionButtonIntent: Intent, dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, actionButtonIntent: actionButtonIntent))
    }

    public static func result<V: Sendable, Intent: AppIntent>(
        value: V, actionButtonIntent: Intent, activityIdentifier: String, dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, actionButtonIntent: actionButtonIntent))
    }

    @_disfavoredOverload
    public static func result<V: Sendable, Content>(value: V, view: Content) -> Self
    where Self == IntentResultContainer<V> {
        .init(IntentResultContent(value: value, showsSnippet: true))
    }

    @_disfavoredOverload
    public static func result<V: Sendable, Content>(value: V, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, showsSnippet: true))
    }

    public static func result<V: Sendable, Content>(value: V, @SnippetBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<V> {
        _ = content()
        return .init(IntentResultContent(value: value, showsSnippet: true))
    }

    public static func result<V: Sendable, Content>(
        value: V, dialog: IntentDialog, @SnippetBuilder content: () -> Content
    ) -> Self where Self == IntentResultContainer<V> {
        _ = content()
        return .init(IntentResultContent(dialog: dialog, value: value, showsSnippet: true))
    }

    @_disfavoredOverload
    public static func result<V: Sendable, Intent: AppIntent, Content>(
        value: V, opensIntent: Intent, dialog: IntentDialog, view: Content
    ) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, opensIntent: opensIntent, showsSnippet: true))
    }

    public static func result<V: Sendable, Intent: AppIntent, Content>(
        value: V, opensIntent: Intent, dialog: IntentDialog, @SnippetBuilder content: () -> Content
    ) -> Self where Self == IntentResultContainer<V> {
        _ = content()
        return .init(IntentResultContent(dialog: dialog, value: value, opensIntent: opensIntent, showsSnippet: true))
    }

    public static func result<V: Sendable, Snippet: SnippetIntent>(
        value: V, dialog: IntentDialog? = nil, snippetIntent: Snippet
    ) -> Self where Self == IntentResultContainer<V> {
        .init(IntentResultContent(dialog: dialog, value: value, snippetIntent: snippetIntent))
    }
}
