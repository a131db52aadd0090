import Foundation
import Intents
import PhraseMatcher
import Synchronization

/// Reads a whole answer as a number, a date or a duration in the person's language, with the
/// same parsers the phrase matcher uses inside sentences ("vingt et un", "tomorrow at 5 pm",
/// "1 h 30"), against the conversation's clock.
struct ValueReader: Sendable {
    private let index: Lazy

    /// The reader's own small phrase index, compiled the first time an answer is read: most
    /// sessions never need it.
    private final class Lazy: Sendable {
        let language: String
        let clock: AppClock
        private let compiled = Mutex<PhraseIndex?>(nil)

        init(language: String, clock: AppClock) {
            self.language = language
            self.clock = clock
        }

        var index: PhraseIndex {
            compiled.withLock { compiled in
                if let compiled { return compiled }
                let clock = self.clock
                // The templates are fixed and valid: compiling them cannot fail.
                let index = try! PhraseIndex(
                    PhraseSet(
                        languageCode: language,
                        phrases: [
                            Phrase(id: "number", template: "${number}"), Phrase(id: "date", template: "${date}"),
                            Phrase(id: "duration", template: "${duration}"),
                        ],
                        // Limits as wide as Int's, so that a number beyond them is read
                        // as out of range rather than not at all.
                        slots: ["number": .number(min: .min, max: .max), "date": .date, "duration": .duration]),
                    clock: ReferenceClock(timeZone: clock.timeZone, now: { clock.now() }))
                compiled = index
                return index
            }
        }
    }

    init(language: String, clock: AppClock) {
        index = Lazy(language: language, clock: clock)
    }

    /// The reading of `text` as the slot `kind` ("number", "date" or "duration"), if the whole
    /// answer is one.
    private func slot(_ kind: String, in text: String) -> SlotMatch? {
        index.index.matches(for: text, limit: 3).first { $0.phraseID == kind }?.slots[kind]
    }

    private func value(_ kind: String, in text: String) -> SlotValue? {
        slot(kind, in: text)?.value
    }

    /// A whole answer read as a number.
    enum Number: Sendable, Equatable {
        case whole(Int)
        /// With a fractional part ("2.5", "1,000.5", "1.000,5" in German).
        case decimal(Double)
        /// Written in digits, but beyond what an `Int` holds ("99999999999999999999999").
        case beyondRange(isNegative: Bool)
    }

    /// The answer as a number, when the whole of it is one.
    func number(in text: String) -> Number? {
        guard let slot = slot("number", in: text) else { return nil }
        switch slot.value {
        case .number(let number) where slot.isWithinLimits: return .whole(number)
        case .number(let number): return .beyondRange(isNegative: number < 0)
        case .decimal(let number) where number.isFinite: return .decimal(number)
        default: return nil
        }
    }

    func integer(in text: String) -> Int? {
        if case .whole(let number) = number(in: text) { return number }
        return nil
    }

    func date(in text: String) -> Date? {
        if case .date(let date, _) = value("date", in: text) { return date }
        return nil
    }

    func duration(in text: String) -> Duration? {
        if case .duration(let seconds) = value("duration", in: text) { return .seconds(seconds) }
        return nil
    }
}
