import Foundation
import Synchronization

/// Mono 16-bit audio: what espeak-ng speaks and PocketSphinx hears.
public struct Audio: Sendable, Equatable {
    public var samples: [Int16]
    /// Samples per second.
    public var sampleRate: Int

    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = sampleRate
    }

    /// The length in seconds.
    public var duration: Double { Double(samples.count) / Double(sampleRate) }

    /// The same sound at `rate` samples per second, through a windowed-sinc low-pass filter
    /// (so that speech above the new Nyquist frequency does not fold back into the band).
    ///
    /// The filter is polyphase: for rates in a ratio of small numbers (espeak-ng's 22,050 Hz to
    /// the recognizer's 16,000 Hz is 441:320) each phase's weights are computed once.
    ///
    /// - Complexity: O(samples × 33).
    public func resampled(to rate: Int) -> Audio {
        guard rate != sampleRate, !samples.isEmpty, rate > 0 else { return Audio(samples: samples, sampleRate: rate) }
        let divisor = Self.greatestCommonDivisor(rate, sampleRate)
        let up = rate / divisor, down = sampleRate / divisor
        let filter = Self.filter(phases: up, cutoff: min(1, Double(rate) / Double(sampleRate)))
        let count = Int((Int64(samples.count) * Int64(up)) / Int64(down))
        var output = [Int16](repeating: 0, count: count)
        let taps = 2 * Self.halfWidth + 1
        samples.withUnsafeBufferPointer { input in
            filter.withUnsafeBufferPointer { weights in
                output.withUnsafeMutableBufferPointer { output in
                    for index in 0..<count {
                        // The output sample sits at input position index × down / up.
                        let position = index * down
                        let center = position / up
                        let phase = position % up
                        let first = center - Self.halfWidth
                        var sum = 0.0
                        if first >= 0, first + taps <= input.count {
                            // Every tap on the sound: the phase's weights, which sum to 1.
                            for tap in 0..<taps {
                                sum += Double(input[first + tap]) * weights[phase * taps + tap]
                            }
                        } else {
                            // At either end, the taps on the sound are weighted up to sum to 1.
                            var total = 0.0
                            for tap in 0..<taps where first + tap >= 0 && first + tap < input.count {
                                let weight = weights[phase * taps + tap]
                                sum += Double(input[first + tap]) * weight
                                total += weight
                            }
                            sum = total != 0 ? sum / total : 0
                        }
                        output[index] = Int16(max(-32768, min(32767, sum.rounded())))
                    }
                }
            }
        }
        return Audio(samples: output, sampleRate: rate)
    }

    private static let halfWidth = 16

    /// The weights of each phase (an output sample `phase / phases` of the way past an input
    /// sample), `2 × halfWidth + 1` per phase summing to 1: a sinc at `cutoff` under a Hann
    /// window. Made once per pair of rates (a recognizer resamples every utterance).
    private static func filter(phases: Int, cutoff: Double) -> [Double] {
        let key = FilterKey(phases: phases, cutoff: cutoff)
        if let weights = filters.withLock({ $0[key] }) { return weights }
        let taps = 2 * halfWidth + 1
        var weights = [Double](repeating: 0, count: phases * taps)
        for phase in 0..<phases {
            let offset = Double(phase) / Double(phases)
            var total = 0.0
            for tap in 0..<taps {
                let distance = Double(tap - halfWidth) - offset
                let x = distance * cutoff
                let sinc = x == 0 ? 1 : sin(Double.pi * x) / (Double.pi * x)
                let window = 0.5 + 0.5 * cos(Double.pi * distance / Double(halfWidth + 1))
                weights[phase * taps + tap] = sinc * max(0, window)
                total += weights[phase * taps + tap]
            }
            if total != 0 { for tap in 0..<taps { weights[phase * taps + tap] /= total } }
        }
        filters.withLock { $0[key] = weights }
        return weights
    }

    private struct FilterKey: Hashable {
        var phases: Int
        var cutoff: Double
    }
    private static let filters = Mutex<[FilterKey: [Double]]>([:])

    private static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        b == 0 ? a : greatestCommonDivisor(b, a % b)
    }
}
