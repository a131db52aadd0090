/// A `@Parameter` seen without its value type, as the runtime reaches it by reflection.
public protocol AnyIntentParameter: AnyObject, Sendable {
    /// The parameter's description; `name` is the property name without its underscore.
    func info(name: String) -> ParameterInfo
    /// The current value, or nil when it has none (an optional that is nil counts as none).
    var erasedValue: (any Sendable)? { get }
    /// Sets the value; `nil` clears it. Throws when the value has the wrong type.
    func setErasedValue(_ value: (any Sendable)?, name: String) throws
    /// Remembers the property name, so `$param` calls can say which parameter they are.
    func adoptName(_ name: String)
}

extension IntentParameter: AnyIntentParameter {
    public func info(name: String) -> ParameterInfo {
        adoptName(name)
        return ParameterInfo(
            name: name,
            title: definition.title ?? LocalizedStringResource(GeneratedTitle.from(propertyName: name)),
            description: definition.description,
            isOptional: valueKind.isOptional,
            defaultValue: defaultValue.flatMap(unwrapped),
            requestValueDialog: definition.requestValueDialog,
            requestDisambiguationDialog: definition.requestDisambiguationDialog,
            valueType: definition.entityType.map { .entity($0) } ?? valueKind.parameterValueType,
            inclusiveRange: definition.inclusiveRange,
            controlStyle: definition.controlStyle?.rawValue,
            defaultUnit: definition.defaultUnit,
            supportsNegativeNumbers: definition.supportsNegativeNumbers,
            supportedContentTypes: definition.supportedContentTypes,
            options: definition.options)
    }

    public func adoptName(_ name: String) {
        if self.name == nil { self.name = name }
    }

    public var erasedValue: (any Sendable)? {
        currentValue.flatMap(unwrapped)
    }

    public func setErasedValue(_ value: (any Sendable)?, name: String) throws {
        guard let value else {
            currentValue = nil
            return
        }
        guard let typed = value as? Value else {
            throw IntentRuntimeError.wrongValueType(
                parameter: name, expected: valueKind.valueTypeName,
                got: String(describing: type(of: value)))
        }
        currentValue = typed
    }

    /// A value with any optional layer removed; nil for an optional that holds nil.
    private func unwrapped(_ value: Value) -> (any Sendable)? {
        if valueKind.isOptional, let optional = value as? any _OptionalValue {
            return optional.isNone ? nil : optional.wrapped
        }
        return value
    }
}
