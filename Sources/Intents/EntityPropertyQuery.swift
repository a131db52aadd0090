/// A query that finds entities by comparing their properties ("soups cheaper than $5"), as
/// Shortcuts' Find actions do.
///
/// ```swift
/// struct SoupPropertyQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\SoupEntity.$name) { ContainsComparator { SoupFilter.nameContains($0) } }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\SoupEntity.$name) }
///     func entities(matching comparators: [SoupFilter], mode: ComparatorMode,
///                   sortedBy: [EntityQuerySort<SoupEntity>], limit: Int?) async throws -> [SoupEntity] { … }
/// }
/// ```
///
/// Hark consults it when a person names an entity of a type whose query finds no entity by
/// string: the words said are compared with every text property that offers a "contains" (or
/// else "equal to") comparator, any of them matching, sorted by the first sorting option.
public protocol EntityPropertyQuery: EntityQuery {
    associatedtype ComparatorMappingType
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    func entities(
        matching comparators: [ComparatorMappingType], mode: ComparatorMode, sortedBy: [EntityQuerySort<Entity>],
        limit: Int?
    ) async throws -> Result
}

extension EntityPropertyQuery {
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    public typealias Property = EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>

    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions {} }

    public var _propertySearch: (@Sendable (String) async throws -> [EntitySnapshot])? {
        { text in try await entities(matchingSpokenText: text)?.map(EntitySnapshot.init) ?? [] }
    }

    /// The entities whose text properties match what a person said: each text property's
    /// "contains" comparator (else its "equal to" one) with `text`, any of them matching.
    /// Nil when no property compares text.
    public func entities(matchingSpokenText text: String) async throws -> [Entity]? {
        let comparators = Self.properties.declarations.compactMap { declaration in
            let kinds = declaration.comparators.map(\.kind)
            let kind: EntityQueryComparatorKind? =
                kinds.contains(.contains) ? .contains : kinds.contains(.equalTo) ? .equalTo : nil
            return kind.flatMap { kind in declaration.comparators.first { $0.kind == kind }?.map(text) }
        }
        guard !comparators.isEmpty else { return nil }
        let sort = Self.sortingOptions.keyPaths.first.map { EntityQuerySort(by: $0, order: .ascending) }
        return try await entities(matching: comparators, mode: .or, sortedBy: sort.map { [$0] } ?? [], limit: nil)
            ._resultValues
    }
}

/// Whether entities must match all comparators or any of them.
public enum ComparatorMode: Sendable {
    case and, or
}

/// The kinds of comparison a property can offer.
public enum EntityQueryComparatorKind: String, Sendable, CaseIterable {
    case equalTo, notEqualTo, contains, hasPrefix, hasSuffix
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
}

/// The properties a property query accepts, each with its comparators.
public struct EntityQueryProperties<Entity: AppEntity, Mapping>: @unchecked Sendable {
    public let declarations: [EntityQueryPropertyDeclaration<Entity, Mapping>]

    public init(
        @EntityQueryPropertiesBuilder<Entity, Mapping> properties: () -> [EntityQueryPropertyDeclaration<
            Entity, Mapping
        >]
    ) {
        declarations = properties()
    }

    /// The property names, read off `sample` (a key path to a property wrapper's projection
    /// carries no name on Linux, so the wrapper is found on an instance by identity).
    public func names(using sample: Entity) -> [String] {
        declarations.map { $0.name(in: sample) ?? "?" }
    }

    /// The mapped comparator for `keyPath` compared by `kind` with `value`, if offered.
    public func comparator(for keyPath: PartialKeyPath<Entity>, kind: EntityQueryComparatorKind, value: Any) -> Mapping?
    {
        declarations.first { $0.keyPath == keyPath }?.comparators.first { $0.kind == kind }?.map(value)
    }
}

/// One queryable property and its comparators: `Property(\.$name) { EqualToComparator { … } }`.
public struct EntityQueryPropertyDeclaration<Entity: AppEntity, Mapping> {
    public let keyPath: PartialKeyPath<Entity>
    public let comparators: [EntityQueryComparator<Mapping>]

    public init<Value>(
        _ keyPath: KeyPath<Entity, EntityProperty<Value>>,
        @EntityQueryComparatorBuilder<Value, Mapping> comparators: () -> [EntityQueryComparator<Mapping>]
    ) {
        self.keyPath = keyPath
        self.comparators = comparators()
    }

    /// The property's name (without its underscore), found on `sample`.
    public func name(in sample: Entity) -> String? {
        EntityKeyPathName.of(keyPath, in: sample)
    }
}

/// A comparator with its value type erased: its kind and the app's mapping of a value.
public struct EntityQueryComparator<Mapping> {
    public let kind: EntityQueryComparatorKind
    let map: (Any) -> Mapping?
}

/// Declares one comparator kind for a property of type `Value`, mapped by `transform`.
public struct TypedEntityQueryComparator<Value, Mapping> {
    let kind: EntityQueryComparatorKind
    let transform: (Value) -> Mapping

    var erased: EntityQueryComparator<Mapping> {
        let transform = self.transform
        return EntityQueryComparator(kind: kind) { ($0 as? Value).map(transform) }
    }
}

extension TypedEntityQueryComparator {
    init(_ kind: EntityQueryComparatorKind, _ transform: @escaping (Value) -> Mapping) {
        self.kind = kind
        self.transform = transform
    }
}

// The comparators, spelled as App Intents spells them.
public func EqualToComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping) -> TypedEntityQueryComparator<
    Value, Mapping
> { .init(.equalTo, transform) }
public func NotEqualToComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.notEqualTo, transform) }
public func ContainsComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping) -> TypedEntityQueryComparator<
    Value, Mapping
> { .init(.contains, transform) }
public func HasPrefixComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.hasPrefix, transform) }
public func HasSuffixComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.hasSuffix, transform) }
public func GreaterThanComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.greaterThan, transform) }
public func GreaterThanOrEqualToComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.greaterThanOrEqualTo, transform) }
public func LessThanComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping) -> TypedEntityQueryComparator<
    Value, Mapping
> { .init(.lessThan, transform) }
public func LessThanOrEqualToComparator<Value, Mapping>(_ transform: @escaping (Value) -> Mapping)
    -> TypedEntityQueryComparator<Value, Mapping>
{ .init(.lessThanOrEqualTo, transform) }

/// Collects the comparators of one property.
@resultBuilder
public enum EntityQueryComparatorBuilder<Value, Mapping> {
    public static func buildExpression(_ comparator: TypedEntityQueryComparator<Value, Mapping>)
        -> [EntityQueryComparator<Mapping>]
    {
        [comparator.erased]
    }
    public static func buildBlock(_ parts: [EntityQueryComparator<Mapping>]...) -> [EntityQueryComparator<Mapping>] {
        parts.flatMap { $0 }
    }
}

/// Collects the properties of a property query.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, Mapping> {
    public static func buildExpression(_ property: EntityQueryPropertyDeclaration<Entity, Mapping>)
        -> [EntityQueryPropertyDeclaration<Entity, Mapping>]
    {
        [property]
    }
    public static func buildBlock(_ parts: [EntityQueryPropertyDeclaration<Entity, Mapping>]...)
        -> [EntityQueryPropertyDeclaration<Entity, Mapping>]
    {
        parts.flatMap { $0 }
    }
}

/// The properties results can be sorted by.
public struct EntityQuerySortingOptions<Entity: AppEntity>: @unchecked Sendable {
    public let keyPaths: [PartialKeyPath<Entity>]
    public init(@EntityQuerySortingBuilder<Entity> _ options: () -> [EntityQuerySortableByProperty<Entity>]) {
        keyPaths = options().map(\.keyPath)
    }

    /// The sortable property names, read off `sample`.
    public func names(using sample: Entity) -> [String] {
        keyPaths.map { EntityKeyPathName.of($0, in: sample) ?? "?" }
    }
}

/// One property results can be sorted by: `SortableBy(\.$name)`.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    let keyPath: PartialKeyPath<Entity>
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }
}

/// Collects sortable properties.
@resultBuilder
public enum EntityQuerySortingBuilder<Entity: AppEntity> {
    public static func buildExpression(_ option: EntityQuerySortableByProperty<Entity>)
        -> [EntityQuerySortableByProperty<Entity>]
    { [option] }
    public static func buildBlock(_ parts: [EntityQuerySortableByProperty<Entity>]...)
        -> [EntityQuerySortableByProperty<Entity>]
    { parts.flatMap { $0 } }
}

/// How a property query's results are ordered: by which property (a key path to its
/// `@Property`, such as `\.$name`), in which order.
///
/// ```swift
/// for sort in sortedBy {
///     switch sort.by {
///     case \.$name: trails.sort { sort.order == .ascending ? $0.name < $1.name : $0.name > $1.name }
///     default: break
///     }
/// }
/// ```
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    // Key paths are immutable; @unchecked only because they are not marked Sendable.
    public enum Ordering: Sendable, Hashable { case ascending, descending }
    public let by: PartialKeyPath<Entity>
    public let order: Ordering

    public init(by: PartialKeyPath<Entity>, order: Ordering = .ascending) {
        self.by = by
        self.order = order
    }
}

/// The name of an entity property from a `\.$name` key path, found on an instance: the
/// child of the entity whose wrapper object is the one the key path leads to.
enum EntityKeyPathName {
    static func of<Entity>(_ keyPath: PartialKeyPath<Entity>, in sample: Entity) -> String? {
        let target = sample[keyPath: keyPath] as AnyObject
        for child in Mirror(reflecting: sample).children where (child.value as AnyObject) === target {
            guard let label = child.label else { continue }
            return label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        return nil
    }
}
