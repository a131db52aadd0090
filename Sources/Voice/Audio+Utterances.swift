extension Audio {
    /// The stretches of speech in the audio, split at pauses of `pause` seconds or more: one
    /// request each. A stretch shorter than a fifth of a second (a click) is not speech.
    ///
    /// A 10 ms frame is speech when its RMS level is above `threshold` (of 32,767) — well above
    /// a quiet room, well below a voice at a normal distance.
    ///
    /// - Complexity: O(samples).
    public func utterances(pause: Double = 0.35, threshold: Double = 300) -> [Audio] {
        let frame = max(1, sampleRate / 100)
        let frameCount = samples.count / frame
        var speech = [Bool](repeating: false, count: frameCount)
        for index in 0..<frameCount {
            speech[index] = Self.isSpeech(samples[index * frame..<(index + 1) * frame], threshold: threshold)
        }
        let pauseFrames = Int(pause * 100)
        let margin = 20  // 0.2 s kept around each stretch
        var result: [Audio] = []
        var start: Int?
        var lastSpeech = 0
        func close() {
            guard let first = start else { return }
            if lastSpeech - first + 1 >= 20 {
                let from = max(0, first - margin) * frame
                let to = min(frameCount, lastSpeech + 1 + margin) * frame
                result.append(Audio(samples: Array(samples[from..<to]), sampleRate: sampleRate))
            }
            start = nil
        }
        for index in 0..<frameCount {
            if speech[index] {
                if start == nil { start = index }
                lastSpeech = index
            } else if start != nil, index - lastSpeech >= pauseFrames {
                close()
            }
        }
        close()
        return result
    }

    /// Whether a frame of samples is speech: its RMS level is above `threshold` (of 32,767).
    static func isSpeech(_ frame: some Collection<Int16>, threshold: Double) -> Bool {
        guard !frame.isEmpty else { return false }
        var sum = 0.0
        for sample in frame { sum += Double(sample) * Double(sample) }
        return (sum / Double(frame.count)).squareRoot() > threshold
    }
}
