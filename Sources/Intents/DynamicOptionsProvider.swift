/// Supplies the choices for a parameter at run time ("Soups", "Salads", "Sides"), as a plain
/// array or as an ``IntentItemCollection`` with sections and titles.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype Result: ResultsCollection
    associatedtype DefaultValue: Sendable = Result.Element
    func results() async throws -> Result
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }

    public typealias ItemCollection<Value: Sendable> = IntentItemCollection<Value>
    public typealias ItemSection<Value: Sendable> = IntentItemSection<Value>
    public typealias Item<Value: Sendable> = IntentItem<Value>
}

/// What a query or options provider returns: an array, or an ``IntentItemCollection``.
public protocol ResultsCollection: Sendable {
    associatedtype Element: Sendable
    /// The items, each with the title it is shown with (nil: the value shows itself), in order.
    var _resultItems: [(value: Element, display: DisplayRepresentation?)] { get }
    /// The values, sections flattened, in order.
    var _resultValues: [Element] { get }
}

extension ResultsCollection {
    // A closure, not the key path `\.value`: a key path written in generic code is built
    // anew from its pattern at every call, which costs more than the query it follows.
    public var _resultValues: [Element] { _resultItems.map { $0.value } }
}

extension Array: ResultsCollection where Element: _IntentValue {
    public var _resultItems: [(value: Element, display: DisplayRepresentation?)] { map { ($0, nil) } }
    public var _resultValues: [Element] { self }
}

/// One choice a query or options provider offers, with how it is shown.
public struct DynamicOption: Sendable {
    public let value: any Sendable
    public let display: DisplayRepresentation

    init(value: any Sendable, display: DisplayRepresentation?) {
        self.value = value
        self.display = display ?? DisplayRepresentation.of(value)
    }

    static func all<Collection: ResultsCollection>(_ collection: Collection) -> [DynamicOption] {
        collection._resultItems.map { DynamicOption(value: $0.value, display: $0.display) }
    }
}
