/// What saying yes to a confirmation does — "Order", "Send", or an app's own words — and so
/// which words a person may answer with.
///
/// Hark accepts the language's yes and no words for every confirmation. A built-in action name
/// also accepts the action itself, in the person's language ("order", "commander", "bestellen");
/// a `.custom` one accepts its labels and their alternatives, as the app translated them.
///
/// ```swift
/// try await requestConfirmation(
///     actionName: .custom(acceptLabel: "Delete", acceptAlternatives: ["Remove"],
///                         denyLabel: "Keep", denyAlternatives: ["Leave it"], destructive: true),
///     dialog: "Delete “\(note.title)”?")
/// ```
public struct ConfirmationActionName: Sendable, Hashable {
    /// The built-in action's name (`order`), or `custom`.
    public let name: String
    public let acceptLabel: LocalizedStringResource?
    public let acceptAlternatives: [LocalizedStringResource]
    public let denyLabel: LocalizedStringResource?
    public let denyAlternatives: [LocalizedStringResource]
    public let isDestructive: Bool

    init(name: String) {
        self.name = name
        acceptLabel = nil
        acceptAlternatives = []
        denyLabel = nil
        denyAlternatives = []
        isDestructive = false
    }

    init(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource], destructive: Bool
    ) {
        name = "custom"
        self.acceptLabel = acceptLabel
        self.acceptAlternatives = acceptAlternatives
        self.denyLabel = denyLabel
        self.denyAlternatives = denyAlternatives
        isDestructive = destructive
    }

    /// An app's own words for yes and no.
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource] = [],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource] = [], destructive: Bool = false
    ) -> ConfirmationActionName {
        ConfirmationActionName(
            acceptLabel: acceptLabel, acceptAlternatives: acceptAlternatives, denyLabel: denyLabel,
            denyAlternatives: denyAlternatives, destructive: destructive)
    }

    /// True for an app's own words (`.custom`).
    public var isCustom: Bool { acceptLabel != nil }

    public static var add: Self { .init(name: "add") }
    public static var addData: Self { .init(name: "addData") }
    public static var book: Self { .init(name: "book") }
    public static var buy: Self { .init(name: "buy") }
    public static var call: Self { .init(name: "call") }
    public static var checkIn: Self { .init(name: "checkIn") }
    public static var `continue`: Self { .init(name: "continue") }
    public static var create: Self { .init(name: "create") }
    public static var `do`: Self { .init(name: "do") }
    public static var download: Self { .init(name: "download") }
    public static var filter: Self { .init(name: "filter") }
    public static var find: Self { .init(name: "find") }
    public static var get: Self { .init(name: "get") }
    public static var go: Self { .init(name: "go") }
    public static var log: Self { .init(name: "log") }
    public static var open: Self { .init(name: "open") }
    public static var order: Self { .init(name: "order") }
    public static var pay: Self { .init(name: "pay") }
    public static var play: Self { .init(name: "play") }
    public static var post: Self { .init(name: "post") }
    public static var request: Self { .init(name: "request") }
    public static var run: Self { .init(name: "run") }
    public static var search: Self { .init(name: "search") }
    public static var send: Self { .init(name: "send") }
    public static var set: Self { .init(name: "set") }
    public static var share: Self { .init(name: "share") }
    public static var start: Self { .init(name: "start") }
    public static var toggle: Self { .init(name: "toggle") }
    public static var turnOff: Self { .init(name: "turnOff") }
    public static var turnOn: Self { .init(name: "turnOn") }
    public static var view: Self { .init(name: "view") }

    /// Every built-in name, for lint and tests.
    public static let builtInNames = [
        "add", "addData", "book", "buy", "call", "checkIn", "continue", "create", "do", "download", "filter", "find",
        "get", "go", "log", "open", "order", "pay", "play", "post", "request", "run", "search", "send", "set", "share",
        "start", "toggle", "turnOff", "turnOn", "view",
    ]
}

/// When a confirmation is asked (iOS 18): with no condition, always.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Ask only when the intent was started from a sentence Hark was not sure of.
    public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1 << 0)

    /// Whether these conditions call for asking, in the running intent's context.
    func requireConfirmation(in context: IntentRuntime.Context) -> Bool {
        isEmpty || (contains(.lowConfidenceSource) && context.isLowConfidenceSource)
    }
}
