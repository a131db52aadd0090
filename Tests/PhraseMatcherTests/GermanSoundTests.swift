import Testing

@testable import PhraseMatcher

/// Words that sound alike in German share a code: the dialects' soft and hard consonants, their
/// vowels and doubled letters; words that sound otherwise do not.
struct GermanSoundTests {
    static let codes: [(word: String, code: String)] = [
        ("tomatensuppe", "262681"),
        ("tomatasuppa", "26281"),
        ("domadnsubbn", "2626816"),
        ("minestrone", "668276"),
        ("minneschdrone", "668276"),
        ("müll", "65"),
        ("mill", "65"),
        ("chowder", "4327"),
        ("xaver", "4837"),
        ("", ""),
    ]

    @Test("A word's code", arguments: codes)
    func code(word: String, code: String) {
        #expect(GermanSound.code(of: word) == code)
    }

    static let alike: [(some: String, other: String, alike: Bool)] = [
        ("26281", "262681", true),  // one sound fewer
        ("262681", "262781", true),  // one sound other
        ("2626816", "262681", true),  // one sound more at the end
        ("2681", "262681", false),  // two fewer
        ("6881", "6882", true),
        ("6881", "1886", false),
    ]

    @Test("Codes within one sound", arguments: alike)
    func withinOneSound(some: String, other: String, alike: Bool) {
        #expect(GermanSound.withinOneSound(some, other) == alike)
        #expect(GermanSound.withinOneSound(other, some) == alike)
    }

    @Test("A word ending in -n is also looked up without it")
    func keys() {
        #expect(GermanSound.keys(of: "domadnsubbn") == ["2626816", "262681"])
        #expect(GermanSound.keys(of: "tomatensuppe") == ["262681"])
    }
}
