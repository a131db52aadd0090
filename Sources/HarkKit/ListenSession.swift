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
        var version: Int?
        var status: Int32 = 0
        // Audio without speech is one turn in which nothing was heard.
        let utterances = audio.utterances()
        for utterance in utterances.isEmpty ? [audio] : utterances {
            if version != assistant.conversation.vocabularyVersion {
                guard await useGrammar(recognizer, speaker: speaker, version: &version) else { return 2 }
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

    /// Makes the grammar of what can be said now and listens for it; words nothing can
    /// pronounce are named on standard error and their phrases left out.
    private func useGrammar(_ recognizer: Recognizer, speaker: Speaker?, version: inout Int?) async -> Bool {
        let (phrases, current) = await assistant.conversation.spokenPhrases()
        let grammar = SpeechGrammar(phrases: phrases)
        let missing = recognizer.pronounce(grammar.words, speaker: speaker)
        for word in missing {
            Output.writeError(
                assistant.localizer.string(
                    "hark: no pronunciation for “%@”; phrases with it cannot be heard.", .string(word)))
        }
        do {
            // Made again only when some words must be left out.
            try recognizer.use(missing.isEmpty ? grammar : SpeechGrammar(phrases: phrases, excluding: Set(missing)))
        } catch {
            Output.writeError(
                assistant.localizer.string("hark: listening is not available: the speech recognizer could not start."))
            return false
        }
        version = current
        return true
    }
}
