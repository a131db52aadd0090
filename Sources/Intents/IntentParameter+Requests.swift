// What an intent may ask from inside `perform()` through `$param`: each call suspends
// until the person answers in the conversation.

extension IntentParameter where Value: _IntentValue {
    private var runtimeName: String { name ?? "value" }

    /// Asks the person for this parameter's value, stores it and returns it.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
        let conversation = try IntentRuntime.currentConversation()
        let answer = try await conversation.requestValue(
            for: info(name: runtimeName), dialog: dialog ?? definition.requestValueDialog)
        try setErasedValue(answer, name: runtimeName)
        guard let typed = answer as? Value.ValueType else {
            throw IntentRuntimeError.wrongValueType(
                parameter: runtimeName, expected: String(describing: Value.ValueType.self),
                got: String(describing: type(of: answer)))
        }
        return typed
    }

    /// Offers `options` as a numbered list and returns the one the person picks, storing it.
    public func requestDisambiguation(among options: [Value.ValueType], dialog: IntentDialog? = nil) async throws
        -> Value.ValueType
    {
        let conversation = try IntentRuntime.currentConversation()
        let index = try await conversation.requestDisambiguation(
            for: info(name: runtimeName), among: options.map { DisplayRepresentation.of($0) },
            dialog: dialog ?? definition.requestDisambiguationDialog)
        guard options.indices.contains(index) else { throw AppIntentError.invalidInput }
        try setErasedValue(options[index], name: runtimeName)
        return options[index]
    }

    /// Asks the person to confirm `itemToConfirm`; true when they say yes.
    public func requestConfirmation(for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil) async throws
        -> Bool
    {
        let conversation = try IntentRuntime.currentConversation()
        return try await conversation.requestConfirmation(
            for: info(name: runtimeName), item: DisplayRepresentation.of(itemToConfirm), dialog: dialog)
    }

    /// An error that, thrown from `perform()`, makes Hark ask for this parameter and run
    /// `perform()` again with the answer.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error {
        NeedsValueError(parameterName: runtimeName, dialog: dialog ?? definition.requestValueDialog)
    }

    /// An error that, thrown from `perform()`, makes Hark offer `options` and run `perform()`
    /// again with the one picked.
    public func needsDisambiguationError(among options: [Value.ValueType], dialog: IntentDialog? = nil) -> some Error {
        NeedsDisambiguationError(
            parameterName: runtimeName, options: options, dialog: dialog ?? definition.requestDisambiguationDialog)
    }
}
