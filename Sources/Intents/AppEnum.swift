/// A fixed set of choices with display names and synonyms, such as a task's priority.
///
/// ```swift
/// enum TaskPriority: String, AppEnum {
///     case low, normal, high
///     static var caseDisplayRepresentations: [TaskPriority: DisplayRepresentation] {
///         [.low: "Low", .normal: "Normal", .high: DisplayRepresentation(title: "High", synonyms: ["urgent"])]
///     }
/// }
/// ```
public protocol AppEnum: _IntentValue, TypeDisplayRepresentable, RawRepresentable, CaseIterable, Hashable, Sendable,
    CustomLocalizedStringResourceConvertible
where RawValue: Sendable, AllCases: Sendable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
