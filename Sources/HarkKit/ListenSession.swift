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
        let ears: Ears
        do {
            ears = try Ears(assistant: assistant)
        } catch {
            Output.writeError(localizer.string("hark: listening is not available: the speech recognizer could not start."))
            return 2
        }
        var status: Int32 = 0
        // Audio without speech is one turn in which nothing was heard.
        let utterances = audio.utterances()
        for utterance in utterances.isEmpty ? [audio] : utterances {
            let heard: Recognizer.Heard?
            do {
                heard = try await ears.hear(utterance)
            } catch {
                Output.writeError(
                    localizer.string("hark: listening is not available: the speech recognizer could not start."))
                return 2
            }
            let response = await ears.respond(to: heard)
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
}
