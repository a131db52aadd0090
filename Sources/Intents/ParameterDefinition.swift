/// Everything a `@Parameter` declares besides its value: what metadata shows and what the
/// conversation uses to ask for it.
struct ParameterDefinition: Sendable {
    var title: LocalizedStringResource
    var description: LocalizedStringResource?
    var requestValueDialog: IntentDialog?
    var requestDisambiguationDialog: IntentDialog?
    var inputConnectionBehavior: InputConnectionBehavior = .default
    var controlStyle: ParameterControlStyle?
    var inclusiveRange: ClosedRange<Double>?
    var defaultUnit: String?
    var supportsNegativeNumbers: Bool?
    var options: (@Sendable () async throws -> [any Sendable])?
}
