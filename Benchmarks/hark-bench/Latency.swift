/// Latency percentiles of a batch of timed calls, in microseconds.
///
/// ```swift
/// let latency = Latency(nanoseconds: [900, 1_100, 40_000])
/// latency.p50  // 1.1
/// ```
struct Latency {
    let p50: Double
    let p99: Double
    /// The slowest call.
    let p100: Double
    let count: Int

    init(nanoseconds: [UInt64]) {
        let sorted = nanoseconds.sorted()
        count = sorted.count
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
            return Double(sorted[max(index, 0)]) / 1000
        }
        p50 = percentile(0.50)
        p99 = percentile(0.99)
        p100 = Double(sorted.last ?? 0) / 1000
    }

    /// Times `body` once per input after one warm-up pass.
    static func measure<Input>(_ inputs: [Input], _ body: (Input) -> Void) -> Latency {
        for input in inputs.prefix(200) { body(input) }
        var samples: [UInt64] = []
        samples.reserveCapacity(inputs.count)
        let clock = ContinuousClock()
        for input in inputs {
            let elapsed = clock.measure { body(input) }
            samples.append(
                UInt64(elapsed.components.attoseconds / 1_000_000_000) + UInt64(elapsed.components.seconds)
                    * 1_000_000_000)
        }
        return Latency(nanoseconds: samples)
    }

    /// Times an async `body` once per input after one warm-up pass.
    static func measure<Input>(_ inputs: [Input], _ body: (Input) async -> Void) async -> Latency {
        for input in inputs.prefix(200) { await body(input) }
        var samples: [UInt64] = []
        samples.reserveCapacity(inputs.count)
        let clock = ContinuousClock()
        for input in inputs {
            let start = clock.now
            await body(input)
            let elapsed = clock.now - start
            samples.append(
                UInt64(elapsed.components.attoseconds / 1_000_000_000) + UInt64(elapsed.components.seconds)
                    * 1_000_000_000)
        }
        return Latency(nanoseconds: samples)
    }

    var json: [String: Any] {
        ["p50Us": rounded(p50), "p99Us": rounded(p99), "p100Us": rounded(p100), "sentences": count]
    }
}

func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
