extension SpellDictionary {
    /// The parts of a compound word, as written in it: "Tomatensuppen" → ["Tomaten",
    /// "suppen"], "Geburtstagsfeier" → ["Geburtstags", "feier"]; nil when the word is not a
    /// compound of dictionary words, or the language does not write compounds as one word.
    ///
    /// German writes compounds as one word, and Hunspell's German dictionary accepts them by
    /// rule without listing them, so it cannot give their lemmas (``stems(of:)`` is empty
    /// for "Tomatensuppen"), and its analysis does not name the parts. The split is found
    /// here from the dictionary's words:
    ///
    /// - A word the dictionary lists itself (one with stems) is not split, however it
    ///   looks: "Aufgaben" is not "Auf" + "gaben".
    /// - Every part is at least three letters and listed in the dictionary; every part but
    ///   the last may end in a linking element (German -s-, -es-, -n-, -en-, -er-, -e-,
    ///   -ens-) that the dictionary word lacks ("Geburts" is "Geburt" + s).
    /// - The split with the fewest parts wins. Between equals, where two splits cut in
    ///   different places, the longer earlier part wins ("Aufgaben" + "liste", not "Auf" +
    ///   "gabenliste", though the dictionary lists "Gabenliste") — unless only a linking
    ///   element lies between the cuts: then the later part stays whole ("Lauf" +
    ///   "strecke", not "Laufs" + "trecke"; "Steuer" + "erklärung"). Without word
    ///   frequencies a few splits stay wrong ("Arbeitsamt" → "Arbeit" + "samt").
    ///
    /// Parts keep the linking element and the letter case of the word, so that joined they
    /// give it back; ``stems(of:)`` of the last part gives the lemma ("suppen" → "Suppe").
    /// A few dozen dictionary lookups per word (0.1–0.3 ms), under the dictionary's lock:
    /// split names when they are indexed, and words of a sentence only when nothing else
    /// matched them. Words over 40 letters are not split.
    ///
    /// ```swift
    /// let german = SpellDictionary(languageCode: "de")!
    /// german.compoundParts(of: "Tomatensuppen")   // ["Tomaten", "suppen"]
    /// german.compoundParts(of: "Aufgaben")        // nil
    /// SpellDictionary(languageCode: "en")!.compoundParts(of: "rainbow")  // nil
    /// ```
    func compoundParts(of word: String) -> [String]? {
        guard let links = Self.linkingElements[Stemmer.baseLanguage(of: languageCode)],
            Self.isLookupable(word), (2 * Self.minimumPartLength...Self.maximumCompoundLength).contains(word.count),
            word.allSatisfy({ $0.isLetter })
        else { return nil }
        return withHunspell { hunspell in
            var splitter = CompoundSplitter(hunspell: hunspell, links: links)
            guard !splitter.isEntry(Substring(word)) else { return nil }
            return splitter.parts(of: Substring(word))?.map(String.init)
        } ?? nil
    }

    /// The linking elements (Fugenelemente) of languages that write compounds as one word,
    /// longest first.
    static let linkingElements: [String: [String]] = [
        "de": ["ens", "es", "en", "er", "s", "n", "e"]
    ]

    /// No part of a compound is shorter than this many letters.
    static let minimumPartLength = 3

    /// The most parts a word is split into.
    static let maximumPartCount = 4

    /// Longer words are not split: the search grows with the square of the length (about
    /// 2 ms of dictionary lookups for 40 letters, 30 ms for 60), and a longer compound
    /// has more than four parts anyway.
    static let maximumCompoundLength = 40
}

/// The search behind ``SpellDictionary/compoundParts(of:)``, with its lookups memoized.
private struct CompoundSplitter {
    let hunspell: HunspellHandle.Hunspell
    let links: [String]
    private var entries: [Substring: Bool] = [:]

    init(hunspell: HunspellHandle.Hunspell, links: [String]) {
        self.hunspell = hunspell
        self.links = links
    }

    /// Whether the dictionary lists the word (as written or capitalized), as opposed to
    /// accepting it only as a compound.
    mutating func isEntry(_ word: Substring) -> Bool {
        if let known = entries[word] { return known }
        let known =
            hunspell.isListed(String(word))
            || (SpellDictionary.isLowercase(word) && hunspell.isListed(SpellDictionary.capitalized(word)))
        entries[word] = known
        return known
    }

    /// Whether the word can stand before another part: an entry, or an entry followed by a
    /// linking element.
    mutating func isLeadingPart(_ word: Substring) -> Bool {
        if isEntry(word) { return true }
        for link in links where word.count - link.count >= SpellDictionary.minimumPartLength {
            if word.hasSuffix(link), isEntry(word.dropLast(link.count)) { return true }
        }
        return false
    }

    /// The split of `word` with the fewest parts, the best of them by
    /// ``isBetter(_:than:in:)``; or nil.
    mutating func parts(of word: Substring) -> [Substring]? {
        for count in 2...SpellDictionary.maximumPartCount {
            var best: [Substring]?
            for split in splits(of: word, count: count) where best.map({ isBetter(split, than: $0, in: word) }) ?? true
            {
                best = split
            }
            if let best { return best }
        }
        return nil
    }

    /// Which of two splits of a word into as many parts is the likelier, judged at the
    /// first place where they cut differently: when only a linking element lies between
    /// the two cuts ("Lauf|s|trecke"), the split that keeps the later part whole wins
    /// ("Lauf" + "strecke", not "Laufs" + "trecke"); otherwise the split with the longer
    /// earlier part wins ("Aufgaben" + "liste", not "Auf" + "gabenliste").
    func isBetter(_ split: [Substring], than other: [Substring], in word: Substring) -> Bool {
        for (part, otherPart) in zip(split, other) where part.endIndex != otherPart.endIndex {
            let between =
                part.endIndex < otherPart.endIndex
                ? word[part.endIndex..<otherPart.endIndex] : word[otherPart.endIndex..<part.endIndex]
            if links.contains(where: { $0 == between.lowercased() }) { return part.endIndex < otherPart.endIndex }
            return part.endIndex > otherPart.endIndex
        }
        return false
    }

    /// Every split into exactly `count` parts: leading parts, then a dictionary entry.
    private mutating func splits(of word: Substring, count: Int) -> [[Substring]] {
        var splits: [[Substring]] = []
        for cut in cuts(in: word, count: count) where isEntry(word[cut...]) {
            for leading in leadingSplits(of: word[..<cut], count: count - 1) {
                splits.append(leading + [word[cut...]])
            }
        }
        return splits
    }

    /// Every split of a compound's front into `count` leading parts.
    private mutating func leadingSplits(of word: Substring, count: Int) -> [[Substring]] {
        if count == 1 { return isLeadingPart(word) ? [[word]] : [] }
        var splits: [[Substring]] = []
        for cut in cuts(in: word, count: count) where isLeadingPart(word[cut...]) {
            for front in leadingSplits(of: word[..<cut], count: count - 1) {
                splits.append(front + [word[cut...]])
            }
        }
        return splits
    }

    /// Where the last of `count` parts can begin, leaving every part its minimum length.
    private func cuts(in word: Substring, count: Int) -> [String.Index] {
        let minimum = SpellDictionary.minimumPartLength
        guard count >= 1, word.count >= count * minimum else { return [] }
        let first = word.index(word.startIndex, offsetBy: (count - 1) * minimum)
        let last = word.index(word.endIndex, offsetBy: -minimum)
        return Array(word.indices[first...last])
    }
}
