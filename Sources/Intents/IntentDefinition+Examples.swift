extension IntentDefinition {
    /// The catalog key of a parameter's example value, in the app's `Localizable` catalog:
    /// `AddTaskIntent.title.example` → "buy milk", « acheter du lait ».
    ///
    /// Help and "Did you mean …?" show phrases with values a person could say; a value that
    /// cannot be taken from the app's data (free text, or an entity when the app has none yet)
    /// comes from this key, written as it is said inside a sentence.
    ///
    /// ```swift
    /// tasks.intent(withID: "Tasks.AddTaskIntent")!.exampleKey(for: "title")  // "AddTaskIntent.title.example"
    /// ```
    public func exampleKey(for parameter: String) -> String {
        "\(typeName).\(parameter).example"
    }
}
