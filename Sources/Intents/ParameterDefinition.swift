import UniformTypeIdentifiers
/// Everything a `@Parameter` declares besides its value: what metadata shows and what the
/// conversation uses to ask for it.
struct ParameterDefinition: Sendable {
    /// The declared title; nil when the property's name stands in.
    var title: LocalizedStringResource?
    var description: LocalizedStringResource?
    var requestValueDialog: IntentDialog?
    var requestDisambiguationDialog: IntentDialog?
    var inputConnectionBehavior: InputConnectionBehavior = .default
    var controlStyle: ParameterControlStyle?
    var inclusiveRange: ClosedRange<Double>?
    var defaultUnit: String?
    var supportsNegativeNumbers: Bool?
    var options: (@Sendable () async throws -> [DynamicOption])?
    var inputOptions: String.IntentInputOptions?
    var supportedContentTypes: [UTType]?
    var collectionSize: [IntentWidgetFamily: IntentCollectionSize]?
    var fixedCollectionSize: IntentCollectionSize?
    /// The entities this parameter is chosen from, when it names a query of its own.
    var entityType: EntityTypeInfo?
}

extension ParameterDefinition {
    /// A number parameter's definition: its control and the range it accepts.
    static func number(
        title: LocalizedStringResource?, description: LocalizedStringResource?, controlStyle: ParameterControlStyle,
        inclusiveRange: ClosedRange<Double>?, requestValueDialog: IntentDialog?,
        requestDisambiguationDialog: IntentDialog?, inputConnectionBehavior: InputConnectionBehavior
    ) -> ParameterDefinition {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
        definition.controlStyle = controlStyle
        definition.inclusiveRange = inclusiveRange
        return definition
    }
}
