import UniformTypeIdentifiers
import Foundation

// The typed initializer families of `@Parameter`: numbers with a range, strings with input
// options, any type with dynamic options, measurements with a unit, files with content types,
// and arrays with a size. As on Apple platforms, the number and string families apply to
// optional parameters too (they are constrained on `Value.ValueType`), and every `title` may
// be left out (iOS 18).

extension IntentParameter where Value: _IntentValue, Value.ValueType == Int {
    public convenience init(
        title: LocalizedStringResource? = nil,
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
            default: defaultValue.flatMap { $0 as? Value })
    }
}

extension IntentParameter where Value: _IntentValue, Value.ValueType == Double {
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil,
        controlStyle: ParameterControlStyle = .field,
        inclusiveRange: (Double, Double)? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            definition: .number(
                title: title, description: description, controlStyle: controlStyle,
                inclusiveRange: inclusiveRange.map { $0.0...$0.1 },
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog,
                inputConnectionBehavior: inputConnectionBehavior),
            default: defaultValue.flatMap { $0 as? Value })
    }
}

extension IntentParameter where Value: _IntentValue, Value.ValueType == String {
    /// A text parameter with keyboard and capitalization hints, which a terminal has no use for:
    /// they are kept for metadata.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.inputOptions = inputOptions
        self.init(definition: definition, default: defaultValue.flatMap { $0 as? Value })
    }
}

extension IntentParameter where Value: _IntentValue {
    /// A parameter of any type whose choices come from `optionsProvider` (entities of the
    /// current run, say), offered when the value is asked for.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
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
        definition.options = { DynamicOption.all(try await optionsProvider.results()) }
        self.init(definition: definition, default: defaultValue)
    }

    /// An entity parameter whose entities come from `query` rather than the entity type's
    /// default query (iOS 18): Hark resolves, suggests and searches with it.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) where Value.ValueType == Query.Entity {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.entityType = EntityTypeInfo(query)
        self.init(definition: definition, default: defaultValue)
    }

    public convenience init<UnitType: Dimension>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        defaultUnit: UnitType,
        supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == Measurement<UnitType> {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.defaultUnit = defaultUnit.symbol
        definition.supportsNegativeNumbers = supportsNegativeNumbers
        self.init(definition: definition, default: defaultValue)
    }

    /// A file parameter that accepts `supportedContentTypes`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.ValueType == IntentFile {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.supportedContentTypes = supportedContentTypes
        self.init(definition: definition, default: defaultValue)
    }

    /// An array of files that accepts `supportedContentTypes`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        supportedContentTypes: [UTType],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == [IntentFile] {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.supportedContentTypes = supportedContentTypes
        self.init(definition: definition, default: defaultValue)
    }

    /// An array parameter with as many items as each widget size shows.
    public convenience init<Element>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == [Element] {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.collectionSize = size
        self.init(definition: definition, default: defaultValue)
    }

    /// An array parameter with a fixed size.
    public convenience init<Element>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: IntentCollectionSize,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == [Element] {
        var definition = ParameterDefinition(
            title: title, description: description, requestValueDialog: requestValueDialog,
            inputConnectionBehavior: inputConnectionBehavior)
        definition.fixedCollectionSize = size
        self.init(definition: definition, default: defaultValue)
    }
}
