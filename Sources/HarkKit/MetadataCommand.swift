import Dialog
import Foundation
import Intents

/// `hark metadata`: every registered app, intent, parameter, entity, enum, App Shortcut and
/// parameter summary, as one JSON document (described in `docs/metadata.md`).
enum MetadataCommand {
    static func run(_ context: CommandContext) async -> Int32 {
        guard context.operands.isEmpty else {
            Output.writeError(context.localizer.string("hark: unexpected argument “%@”.", .string(context.operands[0])))
            return 2
        }
        guard let apps = await context.assistant(databasePath: ":memory:")?.apps else { return 2 }
        let document = JSONValue.object([
            ("formatVersion", .int(1)),
            ("apps", .array(apps.map(app))),
        ])
        return Output.writeLine(document.prettyPrinted()) ? 0 : 1
    }

    static func app(_ app: AppDefinition) -> JSONValue {
        var entities: [String: EntityTypeInfo] = [:]
        var enums: [String: EnumTypeInfo] = [:]
        for parameter in app.intents.flatMap(\.parameters) {
            switch parameter.valueType {
            case .entity(let info): entities[info.typeName] = info
            case .enumeration(let info): enums[info.typeName] = info
            default: break
            }
        }
        return .object([
            ("name", .string(app.name)),
            ("synonyms", .array(app.synonyms.map(JSONValue.string))),
            ("shortcutTileColor", .string(app.shortcutTileColor.rawValue)),
            ("intents", .array(app.intents.map(intent))),
            ("entities", .array(entities.keys.sorted().compactMap { entities[$0] }.map(entity))),
            ("enums", .array(enums.keys.sorted().compactMap { enums[$0] }.map(enumeration))),
            ("shortcuts", .array(app.shortcuts.map(shortcut))),
            ("negativePhrases", .array(app.negativePhrases.map(JSONValue.string))),
        ])
    }

    static func intent(_ intent: IntentDefinition) -> JSONValue {
        .object([
            ("id", .string(intent.id)),
            ("type", .string(intent.typeName)),
            ("title", text(intent.title)),
            ("description", text(intent.description.descriptionText)),
            ("openAppWhenRun", .bool(intent.openAppWhenRun)),
            ("isDiscoverable", .bool(intent.isDiscoverable)),
            ("parameters", .array(intent.parameters.map(parameter))),
            ("parameterSummaries", .array(intent.summaries.map(summary))),
        ])
    }

    static func parameter(_ parameter: ParameterInfo) -> JSONValue {
        .object([
            ("name", .string(parameter.name)),
            ("title", text(parameter.title)),
            ("description", parameter.description.map(text) ?? .null),
            ("kind", .string(parameter.valueType.kindName)),
            ("type", .string(parameter.valueType.typeName)),
            ("isOptional", .bool(parameter.isOptional)),
            ("isRequired", .bool(parameter.isRequired)),
            ("default", parameter.defaultValue.map(defaultValue) ?? .null),
            ("requestValueDialog", parameter.requestValueDialog.map { text($0.full) } ?? .null),
            ("requestDisambiguationDialog", parameter.requestDisambiguationDialog.map { text($0.full) } ?? .null),
            (
                "inclusiveRange",
                parameter.inclusiveRange.map { .array([number($0.lowerBound), number($0.upperBound)]) } ?? .null
            ),
            ("controlStyle", parameter.controlStyle.map(JSONValue.string) ?? .null),
            ("defaultUnit", parameter.defaultUnit.map(JSONValue.string) ?? .null),
        ])
    }

    static func summary(_ summary: SummaryTemplate) -> JSONValue {
        .object([
            ("template", .string(summary.template)),
            ("parameters", .array(summary.parameters.map(JSONValue.string))),
            ("condition", summary.condition.map(JSONValue.string) ?? .null),
        ])
    }

    static func entity(_ info: EntityTypeInfo) -> JSONValue {
        var queries = ["identifiers", "suggested"]
        if info.entitiesMatching != nil { queries.append("string") }
        if info.allEntities != nil { queries.append("enumerable") }
        return .object([
            ("type", .string(info.typeName)),
            ("name", text(info.typeDisplayRepresentation.name)),
            ("queries", .array(queries.map(JSONValue.string))),
        ])
    }

    static func enumeration(_ info: EnumTypeInfo) -> JSONValue {
        .object([
            ("type", .string(info.typeName)),
            ("name", text(info.typeDisplayRepresentation.name)),
            (
                "cases",
                .array(
                    info.cases.map { item in
                        .object([
                            ("value", .string(item.rawValue)),
                            ("title", text(item.display.title)),
                            ("synonyms", .array(item.display.synonyms.map(text))),
                        ])
                    })
            ),
        ])
    }

    static func shortcut(_ shortcut: ShortcutDefinition) -> JSONValue {
        .object([
            ("intent", .string(shortcut.intentID)),
            ("shortTitle", shortcut.shortTitle.map(text) ?? .null),
            ("systemImageName", shortcut.systemImageName.map(JSONValue.string) ?? .null),
            ("phrases", .array(shortcut.phrases.map(JSONValue.string))),
        ])
    }

    /// A localizable text as its source-language wording (the catalog key with its arguments).
    static func text(_ resource: LocalizedStringResource) -> JSONValue {
        .string(resource.sourceText)
    }

    static func number(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 1e15 ? .int(Int(value)) : .double(value)
    }

    static func defaultValue(_ value: any Sendable) -> JSONValue {
        switch value {
        case let enumeration as any AppEnum: .string(String(describing: enumeration.rawValue))
        case let text as String: .string(text)
        case let flag as Bool: .bool(flag)
        case let integer as Int: .int(integer)
        case let real as Double: .double(real)
        default: .string(String(describing: value))
        }
    }
}
