/// One answer a person may choose when an intent asks them to pick (iOS 26): "Save a copy",
/// "Replace", "Cancel".
///
/// ```swift
/// let replace = Option(title: "Replace", style: .destructive)
/// let choice = try await requestChoice(between: [replace, Option(title: "Keep both"), .cancel],
///                                      dialog: "A file with that name exists.")
/// if choice == replace { … }
/// ```
public struct IntentChoiceOption: Sendable, Hashable {
    public let title: LocalizedStringResource
    public let style: Style

    public init(title: LocalizedStringResource, style: Style = .default) {
        self.title = title
        self.style = style
    }

    /// The option that cancels the intent: choosing it throws ``AppIntentError/userCancelled``.
    public static var cancel: IntentChoiceOption {
        IntentChoiceOption(title: LocalizedStringResource("Cancel", table: HarkTable.name), style: .cancel)
    }

    /// How an option is shown: a terminal shows each the same way; `.cancel` cancels.
    public struct Style: Sendable, Hashable {
        let name: String
        public static var `default`: Style { Style(name: "default") }
        public static var destructive: Style { Style(name: "destructive") }
        public static var cancel: Style { Style(name: "cancel") }
    }
}

extension AppIntent {
    /// `Option(title:style:)`, as intents spell it.
    public typealias Option = IntentChoiceOption

    /// Asks the person to pick one of `options`, offered as a numbered list in order; returns
    /// the one picked. Picking `.cancel` (or saying "cancel") ends the intent.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws
        -> IntentChoiceOption
    {
        let index = try await IntentRuntime.currentConversation().requestDisambiguation(
            for: nil, among: options.map { DisplayRepresentation(title: $0.title) }, dialog: dialog)
        guard options.indices.contains(index) else { throw AppIntentError.invalidInput }
        if options[index].style == .cancel { throw AppIntentError.userCancelled }
        return options[index]
    }

    /// Asks the person to pick, with a view beside the question; the view is built, not drawn.
    public func requestChoice<Content>(
        between options: [IntentChoiceOption], dialog: IntentDialog? = nil, @SnippetBuilder content: () -> Content
    ) async throws -> IntentChoiceOption {
        _ = content()
        return try await requestChoice(between: options, dialog: dialog)
    }

    /// Asks the person to pick, with a view beside the question; the view is not drawn.
    @_disfavoredOverload
    public func requestChoice<Content>(between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: Content)
        async throws -> IntentChoiceOption
    {
        try await requestChoice(between: options, dialog: dialog)
    }
}
