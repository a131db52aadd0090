/// One phrase template under the caller's key, with slot values it implies.
///
/// Several phrases may share an id (an intent usually has several phrasings); matches report
/// the best phrase per id.
///
/// ```swift
/// Phrase(id: "Tasks.AddTaskIntent", template: "Add ${title} to ${applicationName}")
/// Phrase(id: "Soup.Order", template: "Order soup by voice", fixed: ["channel": "voice"])
/// ```
public struct Phrase: Sendable, Hashable {
    /// The caller's key, such as `"Tasks.AddTaskIntent"`.
    public var id: String
    /// The template text; see ``Template``.
    public var template: String
    /// Slot values implied by this phrase, reported with every match of it.
    public var fixed: [String: String]

    public init(id: String, template: String, fixed: [String: String] = [:]) {
        self.id = id
        self.template = template
        self.fixed = fixed
    }
}
