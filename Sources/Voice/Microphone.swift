internal import CMicrophone
import Foundation

/// Records a request from the default microphone: through PulseAudio where a sound server
/// runs, otherwise through ALSA. Neither library is loaded before a microphone is opened.
///
/// ```swift
/// let microphone = try Microphone()
/// let request = microphone.recordRequest()   // nil when nothing was said in time
/// ```
public final class Microphone {
    public enum Failure: Error, Equatable, Sendable {
        /// No PulseAudio server or ALSA capture device answered (or neither library is installed).
        case unavailable
        /// The device stopped delivering samples.
        case readFailed
    }

    /// Samples per second recorded: the recognizer's rate, so nothing is resampled.
    public let sampleRate: Int
    private let device: OpaquePointer

    public init(sampleRate: Int = Recognizer.sampleRate) throws(Failure) {
        guard let device = hark_microphone_open(Int32(sampleRate)) else { throw .unavailable }
        self.device = device
        self.sampleRate = sampleRate
    }

    deinit { hark_microphone_close(device) }

    /// One request, as a person says it after asking Hark to listen: recording waits up to
    /// `wait` seconds for speech to start (a 10 ms frame whose RMS level is above `threshold`,
    /// as ``Audio/utterances(pause:threshold:)`` counts speech), and stops after a pause of
    /// `pause` seconds once speech was heard, or after `limit` seconds in all. nil when no speech
    /// came in time.
    public func recordRequest(
        wait: Double = 5, pause: Double = 0.8, limit: Double = 10, threshold: Double = 300
    ) throws(Failure) -> Audio? {
        let frame = sampleRate / 100
        var buffer = [Int16](repeating: 0, count: frame)
        var recorded: [Int16] = []
        var heardSpeech = false
        var quietFrames = 0
        for index in 0..<Int(limit * 100) {
            let status = buffer.withUnsafeMutableBufferPointer { hark_microphone_read(device, $0.baseAddress, frame) }
            guard status == 0 else { throw .readFailed }
            if Audio.isSpeech(buffer, threshold: threshold) {
                heardSpeech = true
                quietFrames = 0
            } else {
                quietFrames += 1
            }
            if heardSpeech {
                recorded += buffer
                if quietFrames >= Int(pause * 100) { break }
            } else {
                // A fifth of a second before the speech is kept: its first sound starts quietly.
                recorded = Array((recorded + buffer).suffix(frame * 20))
                if index >= Int(wait * 100) { return nil }
            }
        }
        return heardSpeech ? Audio(samples: recorded, sampleRate: sampleRate) : nil
    }
}
