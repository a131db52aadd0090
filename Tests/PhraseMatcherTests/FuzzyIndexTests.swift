import Testing

@testable import PhraseMatcher

/// The fuzzy index finds exactly the known words a direct edit-distance comparison finds:
/// its deletion hashes are only a way not to compare a typed word with every known word.
struct FuzzyIndexTests {
    static let known = [
        "complete", "delete", "tasks", "minestrone", "chowder", "remove", "record", "stop",
        "einkaufsliste", "hinzufügen", "aufgabe", "größe", "löschen", "añadir", "tâche", "supprimer",
        "みそしる", "ついか", "さくじょ",
        // Longest that is indexed (48 letters), and one just longer, which is not.
        String(repeating: "ab", count: 24), String(repeating: "cd", count: 24) + "e",
        "Donaudampfschifffahrtsgesellschaftskapitän", "level99",
    ]

    static let typed: [(word: String, expected: [String])] = [
        ("compelte", ["complete"]),  // transposition
        ("complet", ["complete"]),  // deletion
        ("completes", ["complete"]),  // insertion
        ("cmplte", ["complete"]),  // two deletions in a long word
        ("taks", ["tasks"]),
        ("tsaks", ["tasks"]),
        ("chwoder", ["chowder"]),
        ("mnestrone", ["minestrone"]),
        ("hinzufugen", ["hinzufügen"]),  // a letter without its umlaut is one substitution
        ("löchen", ["löschen"]),
        ("grösse", []),  // ß for ss is two edits, over a 5-letter word's budget
        ("anadir", ["añadir"]),
        ("みそしろ", ["みそしる"]),
        ("Donaudampfschiffahrtsgesellschaftskapitän", ["Donaudampfschifffahrtsgesellschaftskapitän"]),
        (String(repeating: "ab", count: 23) + "a", [String(repeating: "ab", count: 24)]),
        (String(repeating: "cd", count: 24), []),  // only a word of 49 letters is near it
        ("complete", []),  // the word itself is no typo of itself
        ("stpo", ["stop"]),  // neighbours swapped: one edit, within a 4-letter word's budget
        ("sopt", []),  // two edits from "stop": over a short word's budget of one
        ("stp", ["stop"]),  // three letters, the first one kept
        ("top", []),  // three letters without the first one: a word of its own
        ("ote", []),
        ("level98", []),  // words with digits take no typos
        ("xyzzy", []),
    ]

    @Test(arguments: typed)
    func findsTheWordsWithinTheirBudget(word: String, expected: [String]) {
        let index = FuzzyIndex(words: Self.known)
        let found = index.candidates(for: word).map { Self.known[$0.index] }
        #expect(found.sorted() == expected.sorted())
        #expect(found.sorted() == Self.bruteForce(word).sorted())
    }

    @Test(arguments: [0, 1, 64, 65, 1000, 100_000])
    func radixSortSortsLikeSort(count: Int) {
        var generator = SystemRandomNumberGenerator()
        // Random values, some sharing their high or low bytes, some equal.
        var values: [UInt64] = (0..<count).map { index -> UInt64 in
            switch index % 4 {
            case 0: UInt64.random(in: 0...UInt64.max, using: &generator)
            case 1: UInt64.random(in: 0...0xFFFF, using: &generator)
            case 2: UInt64.random(in: 0...0xFF, using: &generator) << 56
            default: 42
            }
        }
        let expected = values.sorted()
        FuzzyIndex.radixSort(&values)
        #expect(values == expected)
    }

    /// Every known word within its budget of `word`, by comparing it with each.
    static func bruteForce(_ word: String) -> [String] {
        let typed = Array(word.unicodeScalars)
        guard typed.count >= 3, !word.contains(where: \.isNumber), typed.count <= FuzzyIndex.maximumWordLength else {
            return []
        }
        return known.filter { candidate in
            let scalars = Array(candidate.unicodeScalars)
            guard scalars.count <= FuzzyIndex.maximumWordLength, typed.count >= 4 || typed.first == scalars.first else { return false }
            let budget = FuzzyIndex.maximumEdits(for: scalars)
            guard budget > 0, let edits = FuzzyIndex.distance(typed, scalars, limit: budget) else { return false }
            return edits > 0
        }
    }
}
