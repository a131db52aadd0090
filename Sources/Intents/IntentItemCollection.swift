/// Options in titled sections, as Shortcuts shows suggestions: "Italian Authors", "Russian
/// Authors". Hark offers the items in order, each under its own title when it has one.
///
/// ```swift
/// func results() async throws -> ItemCollection {
///     ItemCollection {
///         ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }
///     }
/// }
/// ```
public struct IntentItemCollection<Result: Sendable>: ResultsCollection {
    public typealias Element = Result
    public var sections: [IntentItemSection<Result>]
    public var promptLabel: LocalizedStringResource?
    public var usesIndexedCollation: Bool

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Result>]
    ) {
        self.sections = sections
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]
    ) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        items: [IntentItem<Result>]
    ) {
        self.init(
            promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items)])
    }

    public init(
        promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
        @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Every item, sections flattened.
    public var items: [IntentItem<Result>] { sections.flatMap(\.items) }

    public var _resultItems: [(value: Result, display: DisplayRepresentation?)] {
        items.map { ($0.value, $0.displayRepresentation) }
    }
}

/// One titled section of an ``IntentItemCollection``.
public struct IntentItemSection<Result: Sendable>: Sendable {
    public var title: LocalizedStringResource?
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?
    public var items: [IntentItem<Result>]

    public init(items: [IntentItem<Result>]) {
        self.items = items
    }

    public init(_ title: LocalizedStringResource, items: [Result]) {
        self.title = title
        self.items = items.map { IntentItem($0) }
    }

    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.title = title
        self.items = items
    }

    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, items: items)
    }

    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.title = title
        self.items = itemsBuilder()
    }

    public init(
        _ title: LocalizedStringResource, subtitle: LocalizedStringResource?, image: DisplayRepresentation.Image?,
        @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.items = itemsBuilder()
    }

    /// Collects the sections of an ``IntentItemCollection``.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] {
            [section]
        }
        public static func buildExpression(_ sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] {
            sections
        }
        public static func buildBlock(_ parts: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
        public static func buildOptional(_ part: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] {
            part ?? []
        }
        public static func buildEither(first: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { first }
        public static func buildEither(second: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { second }
        public static func buildArray(_ parts: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] {
            parts.flatMap { $0 }
        }
    }
}

/// One option with how it is shown: its own title, or the value's display representation.
public struct IntentItem<Value: Sendable>: Sendable {
    public var value: Value
    public var title: LocalizedStringResource?
    public var subtitle: LocalizedStringResource?
    public var image: DisplayRepresentation.Image?

    public init(
        _ value: Value, title: LocalizedStringResource? = nil, subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// How the item is shown; nil when the value shows itself.
    var displayRepresentation: DisplayRepresentation? {
        title.map { DisplayRepresentation(title: $0, subtitle: subtitle, image: image) }
    }

    /// Collects the items of a section.
    @resultBuilder
    public enum Builder {
        public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }
        public static func buildExpression(_ value: Value) -> [IntentItem<Value>] { [IntentItem(value)] }
        public static func buildExpression(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
        public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] { parts.flatMap { $0 } }
        public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] { part ?? [] }
        public static func buildEither(first: [IntentItem<Value>]) -> [IntentItem<Value>] { first }
        public static func buildEither(second: [IntentItem<Value>]) -> [IntentItem<Value>] { second }
        public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] { parts.flatMap { $0 } }
    }
}

extension IntentItem: ExpressibleByUnicodeScalarLiteral, ExpressibleByExtendedGraphemeClusterLiteral,
    ExpressibleByStringLiteral
where Value == String {
    public init(stringLiteral value: String) { self.init(value) }
}

extension IntentItem: Equatable where Value: Equatable {}
extension IntentItem: Hashable where Value: Hashable {}
