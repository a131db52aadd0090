import Testing

@testable import PhraseMatcher

/// One sentence and what a phrase set should read from it: the phrase (nil for none) and the
/// values its list slots take, by vocabulary id.
struct PhraseSetExample: CustomTestStringConvertible, Sendable {
    var language: String
    var sentence: String
    var phraseID: String?
    var slots: [String: String] = [:]
    var testDescription: String { "\(language): \(sentence)" }

    /// Expects `index`'s best match for the sentence to be the phrase, with those values.
    func expectRead(by index: PhraseIndex) {
        let match = index.matches(for: sentence).first
        #expect(match?.phraseID == phraseID)
        for (name, value) in slots {
            #expect(match?.slots[name]?.value.vocabularyID == value)
        }
    }
}
