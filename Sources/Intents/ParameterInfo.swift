import UniformTypeIdentifiers

/// A parameter as the runtime, the conversation and metadata see it: its name, how to ask
/// for it, and what kind of value it takes.
public struct ParameterInfo: Sendable {
    public let name: String
    public let title: LocalizedStringResource
    public let description: LocalizedStringResource?
    /// True when the declared type is optional (`var note: String?`).
    public let isOptional: Bool
    public let defaultValue: (any Sendable)?
    public let requestValueDialog: IntentDialog?
    public let requestDisambiguationDialog: IntentDialog?
    public let valueType: ParameterValueType
    public let inclusiveRange: ClosedRange<Double>?
    public let controlStyle: String?
    public let defaultUnit: String?
    public let supportsNegativeNumbers: Bool?
    /// The kinds of file an ``IntentFile`` parameter accepts; nil for any.
    public let supportedContentTypes: [UTType]?
    let options: (@Sendable () async throws -> [DynamicOption])?

    /// True when the person must supply a value before `perform()` may run.
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// Dynamic options for the parameter, if it has an options provider.
    public func dynamicOptions() async throws -> [DynamicOption]? {
        try await options?()
    }
}
