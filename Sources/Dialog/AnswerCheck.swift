/// How a question reads a line before the line is handed over: as an answer, or not as one
/// (and why, in one clause the person can act on).
///
/// The flow that asks the question makes the check, with the parser and the values the
/// question itself uses; the conversation runs it on each line first, so that a line that is
/// no answer but a request of its own can start that request instead.
///
/// ```swift
/// await asked.check.verdict("bananas")  // .refused(reason: "There's no task called “bananas”.")
/// await asked.check.verdict("eggs")     // .answer
/// ```
struct AnswerCheck: Sendable {
    enum Verdict: Sendable, Equatable {
        case answer
        /// Not an answer to this question; the clause that says why, when there is one.
        case refused(reason: String?)
    }

    let verdict: @Sendable (String) async -> Verdict

    /// A question that takes any words (a title, a note).
    static let anything = AnswerCheck { _ in .answer }
}
