/// An intent type as registered: its identity, metadata and parameters, and how to make and
/// run an instance of it.
public struct IntentDefinition: Sendable {
    /// `App.TypeName`, unique across apps.
    public let id: String
    public let typeName: String
    public let appName: String
    public let title: LocalizedStringResource
    public let description: IntentDescription
    public let parameters: [ParameterInfo]
    /// The intent's parameter summaries, built on demand (they reflect on an instance per
    /// key path, which registration need not pay for).
    public var summaries: [SummaryTemplate] { type.parameterSummary.summaryTemplates }
    public let openAppWhenRun: Bool
    public let isDiscoverable: Bool
    let type: any AppIntent.Type

    init(_ type: any AppIntent.Type, app: String) {
        self.type = type
        id = Self.identifier(of: type, app: app)
        typeName = _typeName(type, qualified: false)
        appName = app
        title = type.title
        description = type.description
        parameters = Self.parameterInfos(type)
        openAppWhenRun = type.openAppWhenRun
        isDiscoverable = type.isDiscoverable
    }

    static func identifier(of type: any AppIntent.Type, app: String) -> String {
        // `_typeName` reads the name from the type's metadata; `String(describing:)` would
        // first look for conformances, which costs a scan of every conformance in the binary.
        "\(app).\(_typeName(type, qualified: false))"
    }

    private static func parameterInfos<Intent: AppIntent>(_ type: Intent.Type) -> [ParameterInfo] {
        IntentReflection.parameters(of: Intent()).map { $0.parameter.info(name: $0.name) }
    }

    /// The parameter with this name.
    public func parameter(named name: String) -> ParameterInfo? {
        parameters.first { $0.name == name }
    }

    /// A new instance, ready for its parameters to be set and `perform()` to run.
    public func makeInvocation() -> IntentInvocation {
        IntentInvocation(definition: self, intent: type.init())
    }
}
