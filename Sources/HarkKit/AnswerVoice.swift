import Dialog
import Foundation
import Localization
import Voice

/// Says answers aloud (`--speak`, and the chat's speak command) or into a WAV file
/// (`--speak-to FILE.wav`), in the person's language; Japanese is read from kana.
///
/// espeak-ng is loaded when the first answer is spoken, not before.
final class AnswerVoice {
    let language: Language
    private let speaker: Speaker
    /// Where `--speak-to` writes, and what was said so far (each answer followed by a pause).
    private let file: URL?
    private var recorded: [Int16] = []
    /// Whether answers are said: the chat's speak command turns it off and on again (into the
    /// `--speak-to` file too, when there is one).
    var isOn = true

    enum Failure: Error {
        case unavailable(Speaker.Failure)
    }

    init(language: Language, file: URL?) throws(Failure) {
        self.language = language
        self.file = file
        do {
            speaker = try Speaker(output: file == nil ? .device : .samples)
        } catch {
            throw .unavailable(error)
        }
        // The voice is loaded while the person is still typing, not when the first answer is due.
        let speaker = self.speaker, voice = Speaker.Voice(name: Self.voiceName(for: language))
        DispatchQueue.global(qos: .utility).async { try? speaker.prepare(voice) }
    }

    /// espeak-ng's voice for a language (the pseudo-locale is English).
    static func voiceName(for language: Language) -> String {
        switch language.code {
        case "fr": "fr"
        case "de": "de"
        case "es": "es"
        case "ja": "ja"
        default: "en-us"
        }
    }

    /// The text of `response` as espeak-ng should read it.
    func spokenText(of response: Response) -> String {
        let text = response.lines.joined(separator: "\n")
        return language.code == "ja" ? JapaneseSpeech.kana(for: text) : text
    }

    /// Says `response`; false when espeak-ng failed.
    @discardableResult
    func say(_ response: Response) -> Bool {
        guard isOn else { return true }
        guard
            let audio = try? speaker.audio(
                for: spokenText(of: response), voice: Speaker.Voice(name: Self.voiceName(for: language)))
        else { return false }
        if file != nil {
            recorded += audio.samples + [Int16](repeating: 0, count: speaker.sampleRate / 2)
        }
        return true
    }

    /// Writes what was said to the `--speak-to` file; false when it cannot be written.
    func finish() -> Bool {
        guard let file else { return true }
        do {
            try Audio(samples: recorded, sampleRate: speaker.sampleRate).wavData.write(to: file)
            return true
        } catch {
            return false
        }
    }
}
