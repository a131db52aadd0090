import PhraseMatcher

/// How the conversation would read a sentence: the matcher's explanation and the decision
/// Dialog draws from it (one intent, a question between several, or not understood).
///
/// ```swift
/// let report = conversation.matchReport(for: "add milk")
/// report.decision  // .matched(app: "Tasks", intent: "AddTaskIntent")
/// ```
public struct MatchReport: Sendable {
    public enum Decision: Sendable, Equatable {
        /// One intent; the app's name and the intent's id.
        case matched(app: String, intent: String)
        /// Several intents fit equally well (or several apps could mean an unnamed sentence).
        case ambiguous([(app: String, intent: String)])
        /// Nothing matched; the closest phrase as an example sentence, if any.
        case notUnderstood(nearest: String?)

        public static func == (lhs: Decision, rhs: Decision) -> Bool {
            switch (lhs, rhs) {
            case (.matched(let a, let b), .matched(let c, let d)): a == c && b == d
            case (.ambiguous(let a), .ambiguous(let b)):
                a.map(\.app) == b.map(\.app) && a.map(\.intent) == b.map(\.intent)
            case (.notUnderstood(let a), .notUnderstood(let b)): a == b
            default: false
            }
        }
    }

    public let explanation: MatchExplanation
    public let decision: Decision
    /// Which stage decided: the exact phrases, or the flexible stage (nil: neither understood).
    public var stage: Response.MatchStage?
    /// The flexible stage's readings, best first, when the exact stage did not settle it.
    public var flexibleReadings: [FlexibleMatch] = []
    /// The yes/no question Hark would ask first, when it is not sure ("Add “jam” to Tasks?").
    public var proposal: String?
    /// For a sentence nothing matched, the request "Did you mean …?" would offer (yes carries
    /// it out), if any.
    public var suggestion: String?

    public init(
        explanation: MatchExplanation, decision: Decision, stage: Response.MatchStage? = nil,
        flexibleReadings: [FlexibleMatch] = [], proposal: String? = nil
    ) {
        self.explanation = explanation
        self.decision = decision
        self.stage = stage
        self.flexibleReadings = flexibleReadings
        self.proposal = proposal
    }
}
