internal import CEspeak
import Foundation
import Synchronization

/// Says text aloud with espeak-ng, or hands back the samples (for a WAV file, or for the
/// recognizer's tests). espeak-ng is one synthesizer per process: every call takes the lock.
///
/// The library is opened the first time a speaker is made, never before: a session with speech
/// off loads nothing of it.
///
/// ```swift
/// let speaker = try Speaker(output: .samples)
/// let audio = try speaker.audio(for: "Added “buy milk”.", voice: .init(name: "en-us"))
/// ```
public final class Speaker: Sendable {
    public enum Output: Sendable {
        /// Played on the audio device as it is made.
        case device
        /// Returned as samples.
        case samples
    }

    public enum Failure: Error, Equatable, Sendable {
        /// libespeak-ng is not installed.
        case libraryMissing
        /// espeak-ng could not start: no voice data, or (for the device) no audio device.
        case unavailable
        /// The voice is not one espeak-ng has.
        case unknownVoice(String)
        case synthesisFailed
    }

    /// An espeak-ng voice with its speed and pitch.
    public struct Voice: Sendable, Hashable {
        /// espeak-ng's voice name, optionally with a variant: "en-us", "en-us+f2", "ja".
        public var name: String
        /// Words a minute (espeak-ng's default is 175).
        public var wordsPerMinute: Int
        /// 0–100, 50 normal.
        public var pitch: Int

        public init(name: String, wordsPerMinute: Int = 175, pitch: Int = 50) {
            self.name = name
            self.wordsPerMinute = wordsPerMinute
            self.pitch = pitch
        }
    }

    public let output: Output
    /// Samples per second of what espeak-ng makes.
    public let sampleRate: Int
    private let lock = Mutex<Voice?>(nil)

    public init(output: Output) throws(Failure) {
        let rate = hark_espeak_open(output == .device ? 1 : 0)
        if rate == -1 { throw .libraryMissing }
        guard rate > 0 else { throw .unavailable }
        self.output = output
        sampleRate = Int(rate)
    }

    /// The samples of `text` said by `voice` (empty when the speaker plays to the device).
    public func audio(for text: String, voice: Voice) throws(Failure) -> Audio {
        let result: Result<Audio, Failure> = lock.withLock { current in
            if current != voice {
                guard hark_espeak_set_voice(voice.name) == 0 else { return .failure(.unknownVoice(voice.name)) }
                _ = hark_espeak_set_rate(Int32(voice.wordsPerMinute))
                _ = hark_espeak_set_pitch(Int32(voice.pitch))
                current = voice
            }
            var samples: UnsafeMutablePointer<Int16>?
            var count: Int32 = 0
            guard hark_espeak_synthesize(text, &samples, &count) == 0 else { return .failure(.synthesisFailed) }
            defer { hark_espeak_free(samples) }
            let buffer = samples.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
            return .success(Audio(samples: buffer, sampleRate: sampleRate))
        }
        return try result.get()
    }

    /// Loads `voice` now, so that the first answer said in it does not wait for it.
    public func prepare(_ voice: Voice) throws(Failure) {
        let result: Result<Void, Failure> = lock.withLock { current in
            guard current != voice else { return .success(()) }
            guard hark_espeak_set_voice(voice.name) == 0 else { return .failure(.unknownVoice(voice.name)) }
            _ = hark_espeak_set_rate(Int32(voice.wordsPerMinute))
            _ = hark_espeak_set_pitch(Int32(voice.pitch))
            current = voice
            return .success(())
        }
        try result.get()
    }

    /// The phonemes espeak-ng reads `text` with in `voice`, in its ASCII mnemonics ("m'i:soU").
    public func phonemes(of text: String, voice: String) -> String? {
        lock.withLock { current in
            // The voice answers are said in stays loaded when it is the one asked for: loading a
            // voice costs more than saying an answer.
            if current?.name != voice {
                guard hark_espeak_set_voice(voice) == 0 else { return nil }
                current = nil
            }
            guard let phonemes = hark_espeak_phonemes(text) else { return nil }
            defer { free(phonemes) }
            return String(cString: phonemes)
        }
    }
}
