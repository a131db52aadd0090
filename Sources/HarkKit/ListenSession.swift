import Dialog
import Foundation
import Voice

/// `--listen FILE.wav` and `--listen -`: requests heard rather than read. The audio is cut
/// at pauses into one request each; each is heard against the grammar of the assistant's
/// phrases and current names (made again whenever the names change) and answered like a line.
///
/// Exit status as for piped turns; 2 when the audio cannot be read or the language cannot be
/// heard.
struct ListenSession {
    let assistant: Assistant
    let output: Output
    let source: String
    let voice: AnswerVoice?

    func run() async -> Int32 {
        let localizer = assistant.localizer
        let language = localizer.language
        guard Recognizer.canHear(language.code) else {
            Output.writeError(
                localizer.string(
                    "hark: listening is not available in this language: there is no speech recognition model for it."))
            return 2
        }
        guard let audio = readAudio() else { return 2 }
        let recognizer: Recognizer
        let speaker: Speaker?
        do {
            recognizer = try Recognizer(languageCode: language.code)
            speaker = try? Speaker(output: .samples)
        } catch {
            Output.writeError(localizer.string("hark: listening is not available: the speech recognizer could not start."))
            return 2
        }
        var listening: Listening?
        var reported = Set<String>()
        var status: Int32 = 0
        // Audio without speech is one turn in which nothing was heard.
        let utterances = audio.utterances()
        for utterance in utterances.isEmpty ? [audio] : utterances {
            // The grammar changes with the names, and with the question waited on (its answers).
            let now = Listening(
                version: assistant.conversation.vocabularyVersion, answers: await assistant.conversation.spokenAnswers())
            if now != listening {
                guard await useGrammar(recognizer, speaker: speaker, answers: now.answers, reported: &reported) else { return 2 }
                listening = now
            }
            let heard = try? recognizer.hear(utterance)
            let response: Response
            if let heard, !heard.text.isEmpty {
                response = await assistant.respond(to: heard.text)
            } else {
                response = Response(
                    input: "", language: language.code, kind: .notUnderstood,
                    dialog: localizer.string("Sorry, I didn't catch that."))
            }
            if response.kind == .error { status = 1 }
            guard output.write(response, heard: heard.map { Output.Heard(text: $0.text, score: $0.score) }) else {
                _ = await assistant.conversation.close()
                return 2
            }
            voice?.say(response)
        }
        if await assistant.conversation.close() != nil {
            Output.writeError(
                localizer.string(
                    "hark: the input ended before the last question was answered, so that request was not carried out.")
            )
            status = 1
        }
        return status
    }

    /// The whole audio: a WAV file, or raw 16 kHz mono 16-bit samples on standard input.
    private func readAudio() -> Audio? {
        let localizer = assistant.localizer
        if source == "-" {
            return Audio(rawData: FileHandle.standardInput.readDataToEndOfFile(), sampleRate: Recognizer.sampleRate)
        }
        guard let data = FileManager.default.contents(atPath: source) else {
            Output.writeError(localizer.string("hark: cannot read the audio file %@.", .string(source)))
            return nil
        }
        do {
            return try Audio(wavData: data)
        } catch {
            Output.writeError(
                localizer.string("hark: %@ is not a WAV file of 16-bit PCM audio.", .string(source)))
            return nil
        }
    }

    /// What the grammar was made for: the names' version and the question's answers.
    private struct Listening: Equatable {
        var version: Int
        var answers: SpokenAnswers?
    }

    /// Makes the grammar of what can be said now — every request, and the bare answers to the
    /// question waited on — and listens for it; words nothing can pronounce are named on
    /// standard error (once each) and their phrases left out.
    private func useGrammar(
        _ recognizer: Recognizer, speaker: Speaker?, answers: SpokenAnswers?, reported: inout Set<String>
    ) async -> Bool {
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
            Output.writeError(
                assistant.localizer.string("hark: listening is not available: the speech recognizer could not start."))
            return false
        }
        return true
    }
}
