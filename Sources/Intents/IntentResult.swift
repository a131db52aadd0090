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

/// The parts of an intent's result, type-erased for the runtime.
public struct IntentResultContent: Sendable {
    public var dialog: IntentDialog?
    public var value: (any Sendable)?
    public var opensIntent: (any AppIntent)?
}

/// The one concrete result type; its generic parameter is the returned value's type.
public struct IntentResultContainer<Value: Sendable>: IntentResult, ProvidesDialog, ReturnsValue, OpensIntent {
    public let resultContent: IntentResultContent
}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self {
        IntentResultContainer(resultContent: IntentResultContent())
    }

    public static func result(dialog: IntentDialog) -> Self {
        IntentResultContainer(resultContent: IntentResultContent(dialog: dialog))
    }

    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog? = nil) -> Self {
        IntentResultContainer(resultContent: IntentResultContent(dialog: dialog, opensIntent: opensIntent))
    }
}

extension IntentResult {
    public static func result<V: Sendable>(value: V) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(resultContent: IntentResultContent(value: value))
    }

    public static func result<V: Sendable>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V> {
        IntentResultContainer(resultContent: IntentResultContent(dialog: dialog, value: value))
    }

    public static func result<V: Sendable, Intent: AppIntent>(
        value: V, opensIntent: Intent, dialog: IntentDialog? = nil
    ) -> Self where Self == IntentResultContainer<V> {
        IntentResultContainer(
            resultContent: IntentResultContent(dialog: dialog, value: value, opensIntent: opensIntent))
    }
}
