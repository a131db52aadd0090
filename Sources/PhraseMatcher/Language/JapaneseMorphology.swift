import Glibc

/// Japanese morphology from MeCab with the IPA dictionary: a sentence cut into words, each
/// with its dictionary form, reading and part of speech.
///
/// Japanese inflects by endings glued to the word, so the same request arrives as 頼む,
/// 頼んで, 頼みます or 頼んでください; MeCab cuts these into the verb and its endings and
/// gives the verb's dictionary form (頼む), so that polite and te-forms meet the plain one.
/// Readings let kanji and kana spellings meet: 味噌汁 and みそしる both read ミソシル.
///
/// The dictionary is found when the value is made (nil when it is not installed) but
/// loaded only by the first parse, once per process, shared by every value for the same
/// dictionary. Thread-safe: parses are serialized by a lock, and each takes microseconds.
///
/// ```swift
/// let japanese = JapaneseMorphology()!
/// japanese.morphemes(in: "頼んでください").map(\.baseForm)  // ["頼む", "で", "くださる"]
/// japanese.reading(of: "味噌汁")    // "ミソシル"
/// japanese.reading(of: "みそしる")  // "ミソシル"
/// ```
struct JapaneseMorphology: Sendable {
    /// The directory of the MeCab dictionary in use.
    var dictionaryDirectory: String { tagger.dictionaryDirectory }

    private let tagger: MeCabTagger

    /// MeCab with the IPA dictionary (UTF-8) in `dictionaryDirectory`, or, by default, the
    /// first of ``defaultDictionaryDirectories`` that holds one; nil when there is none.
    /// Nothing is loaded yet: only whether the dictionary's files exist is checked.
    init?(dictionaryDirectory: String? = nil) {
        let candidates = dictionaryDirectory.map { [$0] } ?? Self.defaultDictionaryDirectories
        guard
            let directory = candidates.first(where: { directory in
                ["sys.dic", "matrix.bin", "char.bin", "unk.dic", "dicrc"].allSatisfy {
                    access(directory + "/" + $0, R_OK) == 0
                }
            })
        else { return nil }
        tagger = MeCabTagger.shared(dictionaryDirectory: directory)
    }

    /// Where the IPA dictionary in UTF-8 is installed: by Debian's mecab-ipadic-utf8, by
    /// Fedora, and by MeCab built from source.
    static let defaultDictionaryDirectories = [
        "/var/lib/mecab/dic/ipadic-utf8", "/usr/lib64/mecab/dic/ipadic", "/usr/local/lib/mecab/dic/ipadic",
    ]

    /// Whether the dictionary has been loaded (it is, after the first parse).
    var isLoaded: Bool { tagger.isOpen }

    /// The morphemes of `text`, in order, each with its range in `text`.
    ///
    /// Spaces are not morphemes. Empty when the text is empty or the dictionary cannot be
    /// loaded. A run of more than ``maximumRun`` characters of one kind (kanji, hiragana,
    /// katakana, or anything else but spaces) is one unknown morpheme, never given to MeCab:
    /// no dictionary word or phrase is that long, and MeCab's handling of unknown words takes
    /// time that grows with the square of such a run (4,000 emoji took a third of a second).
    ///
    /// ```swift
    /// JapaneseMorphology()!.morphemes(in: "二杯").map(\.partOfSpeech.description)
    /// // ["名詞-数", "名詞-接尾-助数詞"]
    /// ```
    func morphemes(in text: String) -> [Morpheme] {
        guard !text.isEmpty else { return [] }
        var text = text
        text.makeContiguousUTF8()
        var morphemes: [Morpheme] = []
        var start = text.startIndex
        for run in Self.longRuns(in: text) {
            guard parse(text[start..<run.lowerBound], into: &morphemes) else { return [] }
            morphemes.append(Self.unknownRun(text[run]))
            start = run.upperBound
        }
        guard parse(text[start...], into: &morphemes) else { return [] }
        return morphemes
    }

    /// Runs longer than this, of one kind of character, are one unknown morpheme.
    static let maximumRun = 64

    /// Appends the morphemes MeCab finds in `piece`; false when the dictionary cannot be used.
    private func parse(_ piece: Substring, into morphemes: inout [Morpheme]) -> Bool {
        guard !piece.isEmpty else { return true }
        let utf8 = piece.utf8
        let nodes = utf8.withContiguousStorageIfAvailable { tagger.parse($0) } ?? nil
        guard let nodes else { return false }
        morphemes.reserveCapacity(morphemes.count + nodes.count)
        var index = utf8.startIndex
        var offset = 0
        for node in nodes {
            // Nodes come in order: walk the index forward rather than from the start.
            let lower = utf8.index(index, offsetBy: node.bytes.lowerBound - offset)
            let upper = utf8.index(lower, offsetBy: node.bytes.count)
            (index, offset) = (upper, node.bytes.upperBound)
            guard !node.surface.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { continue }
            let morpheme = Self.morpheme(range: lower..<upper, node: node)
            if let previous = morphemes.last, Self.isNumber(previous), let counter = Self.kanaCounter(opening: morpheme, in: piece.base) {
                // A counter in kana glued by MeCab to the particle after it (「4つね」 read as
                // 4 and 常, 「1こね」 as 1 and 捏ね): the counter, and the rest read again.
                morphemes.append(counter)
                guard parse(piece.base[counter.range.upperBound..<morpheme.range.upperBound], into: &morphemes) else { return false }
                continue
            }
            morphemes.append(morpheme)
        }
        return true
    }

    /// Whether a morpheme is a number (digits, or a numeral MeCab knows).
    private static func isNumber(_ morpheme: Morpheme) -> Bool {
        morpheme.partOfSpeech.subcategories.first == "数" || morpheme.surface.allSatisfy(\.isNumber)
    }

    /// Counters written in kana after a number (つ of 「4つ」, こ for 個 of 「2こ」).
    private static let kanaCounters: [Character: (baseForm: String, reading: String)] = ["つ": ("つ", "ツ"), "こ": ("個", "コ")]

    /// The kana counter that opens a hiragana morpheme of two or three letters after a number,
    /// as a morpheme of its own; nil when the morpheme is no such glued word.
    private static func kanaCounter(opening morpheme: Morpheme, in text: String) -> Morpheme? {
        guard let first = morpheme.surface.first, let counter = kanaCounters[first], (2...3).contains(morpheme.surface.count),
            morpheme.surface.unicodeScalars.allSatisfy({ kind(of: $0) == .hiragana })
        else { return nil }
        let end = text.unicodeScalars.index(after: morpheme.range.lowerBound)
        return Morpheme(
            surface: String(first), range: morpheme.range.lowerBound..<end,
            partOfSpeech: Morpheme.PartOfSpeech(category: "名詞", subcategories: ["接尾", "助数詞"]),
            baseForm: counter.baseForm, reading: counter.reading, conjugationType: nil, conjugationForm: nil, isKnown: true)
    }

    /// The kinds of character whose runs MeCab reads as one unknown word (coarser than its
    /// own classes, so that no run of one of its classes is longer than a run here).
    private enum Kind { case space, kanji, hiragana, katakana, other }

    /// Whether the scalar is a kanji (a CJK ideograph, or 々 〆 〇).
    static func isKanji(_ scalar: Unicode.Scalar) -> Bool { kind(of: scalar) == .kanji }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        switch scalar.value {
        case 0x3040...0x309F: .hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: .katakana
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF, 0x3005...0x3007: .kanji
        default: scalar.properties.isWhitespace ? .space : .other
        }
    }

    /// The runs of more than ``maximumRun`` scalars of one kind (spaces aside) in `text`.
    static func longRuns(in text: String) -> [Range<String.Index>] {
        var runs: [Range<String.Index>] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var length = 0
        var current: Kind?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let kind = kind(of: scalars[index])
            if kind != current {
                if length > maximumRun, current != .space { runs.append(start..<index) }
                (start, length, current) = (index, 0, kind)
            }
            length += 1
            index = scalars.index(after: index)
        }
        if length > maximumRun, current != .space { runs.append(start..<scalars.endIndex) }
        return runs
    }

    /// A long run as one morpheme the dictionary does not know: a noun when made of letters
    /// and digits, a symbol otherwise (as MeCab reads emoji and punctuation).
    private static func unknownRun(_ run: Substring) -> Morpheme {
        let isWord = run.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        return Morpheme(
            surface: String(run), range: run.startIndex..<run.endIndex,
            partOfSpeech: Morpheme.PartOfSpeech(category: isWord ? "名詞" : "記号", subcategories: ["一般"]),
            baseForm: String(run), reading: nil, conjugationType: nil, conjugationForm: nil, isKnown: false)
    }

    /// The reading of a whole text in katakana, to compare spellings: 味噌汁, みそしる and
    /// ミソシル all read "ミソシル".
    ///
    /// Kana is read as written (hiragana in katakana), without loading the dictionary;
    /// kanji take the dictionary's reading; what the dictionary does not know (Latin
    /// letters, digits) is kept as written. Spaces are dropped.
    func reading(of text: String) -> String {
        let letters = text.filter { !$0.isWhitespace }
        if Kana.isKana(letters) { return Kana.katakana(letters) }
        return morphemes(in: text).map { morpheme in
            if Kana.isKana(morpheme.surface) { return Kana.katakana(morpheme.surface) }
            return morpheme.reading ?? Kana.katakana(morpheme.surface)
        }.joined()
    }

    /// IPA dictionary features: 品詞, 品詞細分類1–3, 活用型, 活用形, 原形, 読み, 発音; unknown
    /// words have only the first six and "*" for the base form.
    private static func morpheme(range: Range<String.Index>, node: MeCabTagger.Node) -> Morpheme {
        func column(_ index: Int) -> String? {
            guard index < node.features.count, node.features[index] != "*", !node.features[index].isEmpty else {
                return nil
            }
            return node.features[index]
        }
        return Morpheme(
            surface: node.surface,
            range: range,
            partOfSpeech: Morpheme.PartOfSpeech(
                category: column(0) ?? "", subcategories: (1...3).compactMap(column)),
            baseForm: column(6) ?? node.surface,
            reading: node.isKnown ? column(7) : nil,
            pronunciation: node.isKnown ? column(8) : nil,
            conjugationType: column(4),
            conjugationForm: column(5),
            isKnown: node.isKnown)
    }
}
