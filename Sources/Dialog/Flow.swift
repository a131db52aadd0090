import Intents

/// One request in progress, from the line that opened it to its final answer: the task that
/// resolves and performs an intent, owned by the ``Conversation``.
///
/// The flow talks to the conversation through two `AsyncStream`s: questions come out, the
/// person's lines go in. Its final answer is the task's value, so when the conversation has
/// that answer the task has ended and nothing of it is still running. Cancelling the flow
/// cancels its task: a question waiting for a line then throws `CancellationError`.
///
/// ```swift
/// let flow = Flow { channel in
///     let line = try await channel.ask(question, response: prompt)   // suspends
///     return answer(for: line)
/// }
/// await flow.nextQuestion()   // (question, prompt)
/// flow.send("yes")
/// await flow.nextQuestion()   // nil: the flow finished
/// await flow.finalResponse()  // its answer
/// ```
final class Flow: Sendable {
    /// A question the flow asks, with the response that shows it.
    struct Asked: Sendable {
        let question: Question
        let response: Response
        /// The parameter the question is about, when there is one (a confirmation of a task
        /// names the task): what "no, I meant …" corrects first.
        var parameter: String?
        /// How the question would read a line, without using it: the conversation asks before
        /// it hands a line over, to tell an answer from a new request.
        var check: AnswerCheck = .anything
    }

    /// The flow's side of the two streams, handed to its body.
    struct Channel: Sendable {
        fileprivate let questions: AsyncStream<Asked>.Continuation
        fileprivate let answers: AnswerQueue

        /// Shows `question` and suspends until the person's next line.
        ///
        /// - Throws: `CancellationError` when the flow is cancelled while it waits.
        func ask(
            _ question: Question, response: Response, parameter: String? = nil, check: AnswerCheck = .anything
        ) async throws -> String {
            try Task.checkCancellation()
            questions.yield(Asked(question: question, response: response, parameter: parameter, check: check))
            guard let line = await answers.next() else { throw CancellationError() }
            try Task.checkCancellation()
            return line
        }
    }

    /// The person's lines, read by the flow's task alone.
    fileprivate final class AnswerQueue: @unchecked Sendable {
        // Touched only by the flow's own task (one reader), as AsyncStream requires.
        private var iterator: AsyncStream<String>.Iterator

        init(_ stream: AsyncStream<String>) {
            iterator = stream.makeAsyncIterator()
        }

        func next() async -> String? {
            await iterator.next(isolation: nil)
        }
    }

    private let task: Task<Response, Never>
    private let answers: AsyncStream<String>.Continuation
    private let questions: QuestionQueue

    /// The conversation's side of the questions stream, read by the conversation alone.
    private final class QuestionQueue: @unchecked Sendable {
        // Touched only by the owning conversation actor (one reader).
        private var iterator: AsyncStream<Asked>.Iterator

        init(_ stream: AsyncStream<Asked>) {
            iterator = stream.makeAsyncIterator()
        }

        func next() async -> Asked? {
            await iterator.next(isolation: nil)
        }
    }

    /// Starts `body` as the flow's task. The body's return value is the final answer; its
    /// questions go through the channel it is given.
    init(_ body: @escaping @Sendable (Channel) async -> Response) {
        let (questionStream, questionContinuation) = AsyncStream.makeStream(of: Asked.self)
        let (answerStream, answerContinuation) = AsyncStream.makeStream(of: String.self)
        let channel = Channel(questions: questionContinuation, answers: AnswerQueue(answerStream))
        answers = answerContinuation
        questions = QuestionQueue(questionStream)
        task = Task {
            let response = await body(channel)
            questionContinuation.finish()
            return response
        }
    }

    /// The flow's next question, or nil once it has finished (then ``finalResponse()`` has
    /// its answer at once).
    func nextQuestion() async -> Asked? {
        await questions.next()
    }

    /// The flow's final answer; returns when its task has ended.
    func finalResponse() async -> Response {
        await task.value
    }

    /// Hands the person's line to the question the flow is waiting on.
    func send(_ line: String) {
        answers.yield(line)
    }

    /// Cancels the flow's task; a question it waits on throws `CancellationError`.
    func cancel() {
        answers.finish()
        task.cancel()
    }
}
