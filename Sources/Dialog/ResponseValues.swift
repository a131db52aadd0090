import Foundation
import Intents

/// Parameter values and returned entities as JSON, the way `--json` reports them; an entity's
/// title as the person sees it, in their language.
struct ResponseValues {
    let localizer: Localizer

    func parameters(of invocation: IntentInvocation) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for parameter in invocation.definition.parameters {
            if let value = invocation.value(for: parameter.name) {
                values[parameter.name] = json(value)
            }
        }
        return values
    }

    /// The values a matched sentence holds, before any intent runs: free text as said, a
    /// vocabulary value as `{"id", "title"}` for an entity or its id for an enum, numbers,
    /// dates in ISO 8601 and durations in seconds.
    func parameters(of match: IntentMatcher.Match) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for parameter in match.intent.parameters {
            guard let slot = match.slots[parameter.name] else { continue }
            switch slot {
            case .text(let words): values[parameter.name] = .string(words)
            case .vocabulary(let id, let title):
                if case .enumeration = parameter.valueType {
                    values[parameter.name] = .string(id)
                } else {
                    values[parameter.name] = .object([("id", .string(id)), ("title", .string(title))])
                }
            case .number(let number): values[parameter.name] = .int(number)
            case .decimal(let number): values[parameter.name] = .double(number)
            case .date(let date, _): values[parameter.name] = .string(date.formatted(.iso8601))
            case .duration(let seconds): values[parameter.name] = .double(Double(seconds))
            }
        }
        return values
    }

    /// An entity as `{"id", "title"}`, an enum as its raw value, dates in ISO 8601,
    /// durations in seconds, numbers and strings as themselves.
    func json(_ value: any Sendable) -> JSONValue {
        switch value {
        case let entity as any AppEntity:
            return .object([
                ("id", .string(entity.id.entityIdentifierString)),
                ("title", .string(localizer.string(entity.displayRepresentation.title))),
            ])
        case let enumeration as any AppEnum:
            return .string(String(describing: enumeration.rawValue))
        default:
            return primitive(value)
        }
    }

    /// A returned entity, flat: each stored property as a JSON value.
    func flat(_ value: any Sendable) -> JSONValue {
        guard value is any AppEntity else { return json(value) }
        let members = Mirror(reflecting: value).children.compactMap { child -> (String, JSONValue)? in
            guard let label = child.label else { return nil }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            return (name, primitive(child.value))
        }
        return .object(members)
    }

    private func primitive(_ value: Any) -> JSONValue {
        // An optional property (a task's due date): null when absent, else its value.
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return primitive(wrapped)
        }
        switch value {
        case let text as String: return .string(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let uuid as UUID: return .string(uuid.uuidString)
        case let date as Date: return .string(date.formatted(.iso8601))
        case let duration as Duration:
            let (seconds, attoseconds) = duration.components
            return .double(Double(seconds) + Double(attoseconds) / 1e18)
        case let enumeration as any AppEnum: return .string(String(describing: enumeration.rawValue))
        case let entity as any AppEntity: return json(entity)
        default: return .string(String(describing: value))
        }
    }
}
