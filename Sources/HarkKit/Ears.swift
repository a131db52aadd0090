import Dialog
import Foundation
import Voice

/// Hearing for a session (`--listen`, and the chat's listen command): the recognizer, and the
/// grammar of what can be said now — every request of the assistant's phrases with the current
/// names, and the bare answers to the question waited on — made again whenever the names or
/// the question change.
///
/// A question whose answer may be any words (a new task's title) cannot be answered by voice:
/// a grammar hears only the words it holds, so a new name would be forced onto the nearest
/// known one. Its answer says so and asks for the value typed (see docs/voice.md).
final class Ears {
    enum Failure: Error {
        /// The language has no speech recognition model.
        case noModel
        /// PocketSphinx is missing, or refused its model or the grammar.
        case unavailable
    }

    private let assistant: Assistant
    private let recognizer: Recognizer
    /// espeak-ng, for the pronunciations of words the dictionary lacks.
    private let speaker: Speaker?
    private var listening: Listening?
    /// Words without a pronunciation already named on standard error.
    private var reported = Set<String>()

    init(assistant: Assistant) throws(Failure) {
        let language = assistant.localizer.language
        guard Recognizer.canHear(language.code) else { throw .noModel }
        self.assistant = assistant
        do {
            recognizer = try Recognizer(languageCode: language.code)
        } catch {
            throw .unavailable
        }
        speaker = try? Speaker(output: .samples)
    }

    /// What was heard in `audio`, with the grammar of what can be said now; nil when decoding
    /// failed (heard as nothing).
    func hear(_ audio: Audio) async throws(Failure) -> Recognizer.Heard? {
        let now = Listening(
            version: assistant.conversation.vocabularyVersion, answers: await assistant.conversation.spokenAnswers())
        if now != listening {
            try await useGrammar(answers: now.answers)
            listening = now
        }
        return try? recognizer.hear(audio)
    }

    /// The answer to what was heard: the request's, or `Sorry, I didn't catch that.` when
    /// nothing was. When Hark then waits on words a grammar cannot hear, the answer asks for
    /// them typed.
    func respond(to heard: Recognizer.Heard?) async -> Response {
        let localizer = assistant.localizer
        guard let heard, !heard.text.isEmpty else {
            return Response(
                input: "", language: localizer.language.code, kind: .notUnderstood,
                dialog: localizer.string("Sorry, I didn't catch that."))
        }
        var response = await assistant.respond(to: heard.text)
        if await assistant.conversation.spokenAnswers()?.acceptsAnyText == true {
            response.dialog += " " + localizer.string("New names can't be heard reliably: please type it.")
        }
        return response
    }

    /// What the grammar was made for: the names' version and the question's answers.
    private struct Listening: Equatable {
        var version: Int
        var answers: SpokenAnswers?
    }

    /// Makes the grammar of what can be said now and listens for it; words nothing can
    /// pronounce are named on standard error (once each) and their phrases left out.
    private func useGrammar(answers: SpokenAnswers?) async throws(Failure) {
        let phrases = await assistant.conversation.spokenPhrases().phrases
        // Option numbers are said as numbers ("two" for the second).
        let sentences = (answers?.sentences ?? []) + (0..<(answers?.optionCount ?? 0)).map { String($0 + 1) }
        let slotValues = answers?.anySlotValue ?? false
        let grammar = SpeechGrammar(phrases: phrases, answers: sentences, slotValuesAsAnswers: slotValues)
        let missing = recognizer.pronounce(grammar.words, speaker: speaker)
        for word in missing where !grammar.answerOnlyWords.contains(word) && reported.insert(word).inserted {
            Output.writeError(
                assistant.localizer.string(
                    "hark: no pronunciation for “%@”; phrases with it cannot be heard.", .string(word)))
        }
        do {
            // Made again only when some words must be left out.
            try recognizer.use(
                missing.isEmpty
                    ? grammar
                    : SpeechGrammar(
                        phrases: phrases, excluding: Set(missing), answers: sentences, slotValuesAsAnswers: slotValues))
        } catch {
            throw .unavailable
        }
    }
}
