internal import CICU
import Synchronization

/// Cuts a run of letters written without spaces (Japanese, Chinese, Thai) into words with
/// ICU's dictionary-based word break, and cuts digits from letters ("17h30" → "17", "h", "30").
///
/// In Japanese and Chinese, numerals written in kanji count as digits, and a counter right
/// after a number is a word of its own ("二十一個" → "二十一", "個"; "5時に" → "5", "時", "に"),
/// so that number, date and duration slots see whole words; a particle that ICU glued to a
/// hiragana word is cut off ("すると" → "する", "と"), and katakana words ICU cut apart are
/// joined ("ミネストローネ"). Runs without such scripts and
/// without a digit–letter boundary are returned whole, without calling ICU. Ranges always
/// point into the text given, so offsets to what was typed survive.
///
/// ```swift
/// let text = "牛乳を買う"
/// WordSegmenter(languageCode: "ja").words(in: text[...]).map { text[$0] }  // ["牛乳", "を", "買う"]
/// ```
struct WordSegmenter: Sendable {
    /// The ICU locale ID for word break rules.
    let locale: String
    /// Whether kanji numerals are digits and counters are cut after numbers.
    let readsKanjiNumerals: Bool

    /// Counters and units written right after a number, longest first.
    static let counters: [String] = [
        "時間", "分間", "秒間", "日間", "週間", "年間", "か月", "ヶ月", "カ月", "ケ月", "時", "分", "秒", "日",
        "月", "年", "週", "個", "つ", "杯", "回", "人", "本", "枚", "匹", "円", "半", "番",
    ]
    /// Whether a character is a kanji numeral (〇 零 一 二 三 四 五 六 七 八 九 十 百 千 万).
    static func isKanjiNumeral(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.count == 1 else { return false }
        return isKanjiNumeral(first.value)
    }

    /// Whether a scalar is a kanji numeral.
    static func isKanjiNumeral(_ value: UInt32) -> Bool {
        switch value {
        case 0x3007, 0x96F6, 0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94, 0x516D, 0x4E03, 0x516B, 0x4E5D, 0x5341, 0x767E,
            0x5343, 0x4E07:
            true
        default: false
        }
    }

    init(languageCode: String) {
        locale = LanguageRules.baseLanguage(of: languageCode)
        readsKanjiNumerals = locale == "ja" || locale == "zh"
    }

    /// The words of a run of word characters, as ranges of `run`'s base string.
    ///
    /// A run with a script written without spaces is cut once per process: the same words come
    /// back for the same text, from ``Memo`` (compiling a language's phrases and lexicon cuts the
    /// same short texts thousands of times, and each cut asks ICU's dictionary).
    func words(in run: Substring) -> [Range<String.Index>] {
        guard run.utf8.count <= Memo.longestText, run.unicodeScalars.contains(where: Self.isWrittenWithoutSpaces)
        else { return cut(run) }
        let key = Memo.Key(locale: locale, text: String(run))
        let utf8 = run.base.utf8
        if let offsets = Memo.shared.words(for: key) {
            return offsets.map { offsets in
                utf8.index(run.startIndex, offsetBy: offsets.lowerBound)..<utf8.index(
                    run.startIndex, offsetBy: offsets.upperBound)
            }
        }
        let words = cut(run)
        Memo.shared.store(
            words.map { word in
                utf8.distance(from: run.startIndex, to: word.lowerBound)..<utf8.distance(
                    from: run.startIndex, to: word.upperBound)
            }, for: key)
        return words
    }

    /// The words of runs already cut, as UTF-8 offsets from the run's start, by locale and
    /// text; at most ``capacity`` runs of at most ``longestText`` bytes are kept, so a long
    /// session's sentences cannot make it grow without bound.
    final class Memo: Sendable {
        struct Key: Hashable {
            let locale: String
            let text: String
        }

        static let shared = Memo()
        static let longestText = 256
        static let capacity = 20_000
        private let entries = Mutex<[Key: [Range<Int>]]>([:])

        func words(for key: Key) -> [Range<Int>]? {
            entries.withLock { $0[key] }
        }

        func store(_ words: [Range<Int>], for key: Key) {
            entries.withLock { entries in
                if entries.count < Self.capacity { entries[key] = words }
            }
        }
    }

    private func cut(_ run: Substring) -> [Range<String.Index>] {
        var pieces: [Range<String.Index>] = []
        var numerals: Set<String.Index> = []
        var start = run.startIndex
        var previousIsDigit: Bool?
        var index = run.startIndex
        while index < run.endIndex {
            let character = run[index]
            let isDigit =
                Self.isDecimalDigit(character) || (readsKanjiNumerals && Self.isKanjiNumeral(character))
            if let wasDigit = previousIsDigit, wasDigit != isDigit {
                if wasDigit { numerals.insert(start) }
                pieces.append(start..<index)
                start = index
                if wasDigit, readsKanjiNumerals,
                    let counter = Self.counters.first(where: { run[index...].hasPrefix($0) })
                {
                    let end = run.index(index, offsetBy: counter.count)
                    pieces.append(index..<end)
                    start = end
                    index = end
                    previousIsDigit = nil
                    continue
                }
            }
            previousIsDigit = isDigit
            index = run.index(after: index)
        }
        if start < run.endIndex {
            if previousIsDigit == true { numerals.insert(start) }
            pieces.append(start..<run.endIndex)
        }
        var words: [Range<String.Index>] = []
        for piece in pieces {
            if !numerals.contains(piece.lowerBound),
                run[piece].unicodeScalars.contains(where: Self.isWrittenWithoutSpaces)
            {
                for word in mergingKatakana(segment(run.base[piece]), in: run.base) {
                    words += splittingParticle(run.base[word])
                }
            } else {
                words.append(piece)
            }
        }
        return words
    }

    /// Japanese particles that ICU sometimes glues to the word before ("すると" → "する", "と").
    static let particles: Set<Character> = ["と", "に", "を", "で", "が", "は", "へ", "も"]

    /// A hiragana word ending in a particle, as the word and the particle, so that templates
    /// ("${title}と…") see the particle whatever ICU did.
    private func splittingParticle(_ word: Substring) -> [Range<String.Index>] {
        let whole = word.startIndex..<word.endIndex
        guard readsKanjiNumerals, word.count >= 2, let last = word.last, Self.particles.contains(last),
            word.unicodeScalars.allSatisfy({ (0x3041...0x309F).contains($0.value) })
        else { return [whole] }
        let split = word.index(before: word.endIndex)
        return [word.startIndex..<split, split..<word.endIndex]
    }

    /// Neighbouring katakana words joined again: ICU's dictionary cuts unknown loanwords
    /// ("ミネストローネ" → "ミネ", "ストロー", "ネ") differently from their misspellings.
    private func mergingKatakana(_ words: [Range<String.Index>], in text: String) -> [Range<String.Index>] {
        func isKatakana(_ range: Range<String.Index>) -> Bool {
            text[range].unicodeScalars.allSatisfy {
                (0x30A0...0x30FF).contains($0.value) || (0xFF66...0xFF9F).contains($0.value)
            }
        }
        var merged: [Range<String.Index>] = []
        for word in words {
            if let last = merged.last, last.upperBound == word.lowerBound, isKatakana(last), isKatakana(word) {
                merged[merged.count - 1] = last.lowerBound..<word.upperBound
            } else {
                merged.append(word)
            }
        }
        return merged
    }

    /// ICU word boundaries of `text`; the whole text when ICU fails.
    private func segment(_ text: Substring) -> [Range<String.Index>] {
        let units = Array(text.utf16)
        var boundaries = [Int32](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { buffer in
            boundaries.withUnsafeMutableBufferPointer { out in
                hark_word_boundaries(
                    locale, buffer.baseAddress, Int32(buffer.count), out.baseAddress, Int32(out.count))
            }
        }
        guard count > 0 else { return [text.startIndex..<text.endIndex] }
        var ranges: [Range<String.Index>] = []
        var start = text.startIndex
        var startOffset = 0
        for boundary in boundaries.prefix(Int(count)) {
            let offset = Int(boundary)
            guard offset > startOffset,
                let end = text.utf16.index(start, offsetBy: offset - startOffset, limitedBy: text.endIndex),
                end > start
            else { continue }
            // A boundary inside a grapheme cluster (rare) waits for the next one.
            guard end == text.endIndex || end.samePosition(in: text.base) != nil else { continue }
            ranges.append(start..<end)
            start = end
            startOffset = offset
        }
        if start < text.endIndex { ranges.append(start..<text.endIndex) }
        return ranges
    }

    static func isDecimalDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.isASCII { return ("0"..."9").contains(scalar) }
        return scalar.properties.numericType == .decimal
    }

    /// Han, Hiragana, Katakana and Thai: scripts written without spaces between words.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0E7F, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FFFF, 0x3005, 0x3006, 0x30FC:
            true
        default: false
        }
    }
}
