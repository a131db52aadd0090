import Foundation

/// The kind of value a parameter takes, with what the conversation needs to parse an
/// answer: an entity's queries, an enum's cases.
public enum ParameterValueType: Sendable {
    case string
    case integer
    case double
    case boolean
    case date
    case duration
    case url
    case measurement
    /// An ``IntentFile``: in a terminal, a file the person names by its path.
    case file
    case entity(EntityTypeInfo)
    case enumeration(EnumTypeInfo)
    case other(String)

    /// A short name for metadata: `string`, `integer`, `entity`, …
    public var kindName: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .double: "double"
        case .boolean: "boolean"
        case .date: "date"
        case .duration: "duration"
        case .url: "url"
        case .measurement: "measurement"
        case .file: "file"
        case .entity: "entity"
        case .enumeration: "enum"
        case .other: "other"
        }
    }

    /// The Swift type name (`TaskEntity`, `TaskPriority`, `String`).
    public var typeName: String {
        switch self {
        case .string: "String"
        case .integer: "Int"
        case .double: "Double"
        case .boolean: "Bool"
        case .date: "Date"
        case .duration: "Duration"
        case .url: "URL"
        case .measurement: "Measurement"
        case .file: "IntentFile"
        case .entity(let info): info.typeName
        case .enumeration(let info): info.typeName
        case .other(let name): name
        }
    }

    static func describing(_ type: Any.Type) -> ParameterValueType {
        // Concrete types first, by identity: a protocol cast costs a scan of every
        // conformance in the binary the first time it meets a type, and start-up meets many.
        let concrete: [(Any.Type, ParameterValueType)] = [
            (String.self, .string), (Int.self, .integer), (Double.self, .double), (Bool.self, .boolean),
            (Date.self, .date), (Duration.self, .duration), (URL.self, .url), (IntentFile.self, .file),
        ]
        if let found = concrete.first(where: { $0.0 == type }) { return found.1 }
        if let optional = type as? any _OptionalValue.Type { return describing(optional.wrappedType) }
        if let entity = type as? any AppEntity.Type { return .entity(EntityTypeInfo(entity)) }
        if let enumeration = type as? any AppEnum.Type { return .enumeration(EnumTypeInfo(enumeration)) }
        let name = _typeName(type, qualified: false)
        return name.hasPrefix("Measurement<") ? .measurement : .other(name)
    }
}

/// An entity known only at run time: its id, how it is shown, and the entity itself.
public struct EntitySnapshot: Sendable {
    public let id: String
    public let display: DisplayRepresentation
    public let value: any Sendable

    init<Entity: AppEntity>(_ entity: Entity) {
        id = entity.id.entityIdentifierString
        display = entity.displayRepresentation
        value = entity
    }
}

/// An entity type's name and queries, callable without knowing the type.
public struct EntityTypeInfo: Sendable {
    public let typeName: String
    public let typeDisplayRepresentation: TypeDisplayRepresentation
    /// Entities with these ids; unknown ids are left out.
    public let entitiesForIdentifiers: @Sendable ([String]) async throws -> [EntitySnapshot]
    /// The query's suggestions.
    public let suggestedEntities: @Sendable () async throws -> [EntitySnapshot]
    /// Entities matching what a person said, when the query is an `EntityStringQuery`.
    public let entitiesMatching: (@Sendable (String) async throws -> [EntitySnapshot])?
    /// Every entity, when the query is an `EnumerableEntityQuery`.
    public let allEntities: (@Sendable () async throws -> [EntitySnapshot])?

    init<Entity: AppEntity>(_ type: Entity.Type) {
        self.init(Entity.defaultQuery)
    }

    /// The entity type of `query`, found with `query` (a parameter's own, or its type's default).
    init<Query: EntityQuery>(_ query: Query) {
        typealias Entity = Query.Entity
        typeName = _typeName(Entity.self, qualified: false)
        typeDisplayRepresentation = Entity.typeDisplayRepresentation
        entitiesForIdentifiers = { ids in
            let typed = ids.compactMap { Entity.ID.entityIdentifier(for: $0) }
            return try await query.entities(for: typed).map(EntitySnapshot.init)
        }
        suggestedEntities = { try await query.suggestedEntities()._resultValues.map(EntitySnapshot.init) }
        entitiesMatching = query._stringSearch ?? query._propertySearch
        allEntities = query._allEntities
    }
}

/// One case of an enum known only at run time.
public struct EnumCaseSnapshot: Sendable {
    public let rawValue: String
    public let display: DisplayRepresentation
    public let value: any Sendable
}

/// An enum type's name and cases, usable without knowing the type.
public struct EnumTypeInfo: Sendable {
    public let typeName: String
    public let typeDisplayRepresentation: TypeDisplayRepresentation
    public let cases: [EnumCaseSnapshot]

    init<Enumeration: AppEnum>(_ type: Enumeration.Type) {
        typeName = _typeName(type, qualified: false)
        typeDisplayRepresentation = Enumeration.typeDisplayRepresentation
        let displays = Enumeration.caseDisplayRepresentations
        cases = Enumeration.allCases.map { value in
            let rawValue = Self.text(of: value.rawValue)
            return EnumCaseSnapshot(
                rawValue: rawValue, display: displays[value] ?? DisplayRepresentation(title: LocalizedStringResource(rawValue)),
                value: value)
        }
    }

    /// A raw value as text; a `String` (what App Enums use) as it is, without the
    /// conformance look-ups of `String(describing:)`.
    static func text(of rawValue: some Any) -> String {
        if let text = rawValue as? String { return text }
        if let number = rawValue as? Int { return String(number) }
        return String(describing: rawValue)
    }
}

extension DisplayRepresentation {
    /// How any parameter value is shown: entities and enum cases by their representations,
    /// anything else by its description.
    public static func of(_ value: any Sendable) -> DisplayRepresentation {
        if let entity = value as? any AppEntity { return entity.displayRepresentation }
        if let enumeration = value as? any AppEnum { return caseRepresentation(enumeration) }
        return DisplayRepresentation(title: LocalizedStringResource(String(describing: value)))
    }

    private static func caseRepresentation<Enumeration: AppEnum>(_ value: Enumeration) -> DisplayRepresentation {
        Enumeration.caseDisplayRepresentations[value]
            ?? DisplayRepresentation(title: LocalizedStringResource(String(describing: value.rawValue)))
    }
}
