import Foundation

// The typed initializer families of `@Parameter`: numbers with a range, strings with
// dynamic options, and measurements with a unit.

extension IntentParameter where Value == Int {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Int? = nil,
        controlStyle: ParameterControlStyle = .field,
        inclusiveRange: (Int, Int)? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            definition: .number(
                title: title, description: description, controlStyle: controlStyle,
                inclusiveRange: inclusiveRange.map { Double($0.0)...Double($0.1) },
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior),
            default: defaultValue)
    }
}

extension IntentParameter where Value == Int? {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Int?? = nil,
        controlStyle: ParameterControlStyle = .field,
        inclusiveRange: (Int, Int)? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            definition: .number(
                title: title, description: description, controlStyle: controlStyle,
                inclusiveRange: inclusiveRange.map { Double($0.0)...Double($0.1) },
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior),
            default: defaultValue)
    }
}

extension IntentParameter where Value == Double {
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil,
        controlStyle: ParameterControlStyle = .field,
        inclusiveRange: (Double, Double)? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.controlStyle = controlStyle
        definition.inclusiveRange = inclusiveRange.map { $0.0...$0.1 }
        self.init(definition: definition, default: defaultValue)
    }
}

extension IntentParameter where Value == String {
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil,
        optionsProvider: Provider,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Provider.DefaultValue == String {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.options = { try await optionsProvider.results().map { $0 as any Sendable } }
        self.init(definition: definition, default: defaultValue)
    }
}

extension IntentParameter {
    /// A parameter of any type whose choices come from `optionsProvider` (entities of the
    /// current run, say), offered when the value is asked for.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        optionsProvider: Provider,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Provider.DefaultValue == Value.ValueType {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.options = { try await optionsProvider.results().map { $0 as any Sendable } }
        self.init(definition: definition, default: defaultValue)
    }

    public convenience init<UnitType: Dimension>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        defaultUnit: UnitType,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType> {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.defaultUnit = defaultUnit.symbol
        definition.supportsNegativeNumbers = supportsNegativeNumbers
        self.init(definition: definition, default: defaultValue)
    }
}
