import Foundation

/// One thing to fuzz: a name for the command line and a function that must survive any bytes.
///
/// A target may throw away what it computes; what it must not do is crash, trap, hang or
/// leak without bound. Each target also checks the properties that hold for every input
/// (`precondition`), so a wrong answer found by the fuzzer is a crash like any other.
struct FuzzTarget: Sendable {
    let name: String
    let run: @Sendable (Data) -> Void

    /// Every target, in the order `make fuzz` runs them.
    static let all: [FuzzTarget] = [
        .template, .phraseSet, .catalog, .transcript, .match, .conversation,
    ]

    static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// The target libFuzzer's C callback runs; set once, before the driver starts.
    nonisolated(unsafe) static var selected = FuzzTarget(name: "", run: { _ in })
}
