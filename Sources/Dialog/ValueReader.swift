import Foundation
import Intents
import PhraseMatcher

/// Reads a whole answer as a number, a date or a duration in the person's language, with the
/// same parsers the phrase matcher uses inside sentences ("vingt et un", "tomorrow at 5 pm",
/// "1 h 30"), against the conversation's clock.
struct ValueReader: Sendable {
    private let index: PhraseIndex

    init(language: String, clock: AppClock) throws {
        index = try PhraseIndex(
            PhraseSet(
                languageCode: language,
                phrases: [
                    Phrase(id: "number", template: "${number}"), Phrase(id: "date", template: "${date}"),
                    Phrase(id: "duration", template: "${duration}"),
                ],
                slots: ["number": .number(), "date": .date, "duration": .duration]),
            clock: ReferenceClock(timeZone: clock.timeZone, now: { clock.now() }))
    }

    /// The reading of `text` as the slot `kind` ("number", "date" or "duration"), if the whole
    /// answer is one.
    private func value(_ kind: String, in text: String) -> SlotValue? {
        index.matches(for: text, limit: 3).first { $0.phraseID == kind }?.slots[kind]?.value
    }

    func integer(in text: String) -> Int? {
        if case .number(let number) = value("number", in: text) { return number }
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
