/// A text folded into one run of comparison bytes, without the spaces and punctuation between
/// words, with what each byte came from and where words may start.
///
/// Matching compares template and list bytes with these at any offset, so a group or a slot
/// may sit inside a word ("batter(y|ies)", "${name}[s]liste") and spacing differences cost at
/// most a penalty: ``Flags`` say where the sentence had a separator between two letters
/// (`hardBreak`), where a word starts (`wordStart`: after a separator, between digits and
/// letters, at a change of script) and where characters of a script written without spaces
/// meet (`freeJoint`: a word break there is never a spacing difference). Word starts inside
/// runs of such scripts (Japanese, Chinese, Thai) come from ICU only when words are needed:
/// see ``Words``. Control characters and ANSI escape sequences separate words; apostrophes
/// inside a word are dropped ("what's" reads "whats"), or end the word where the language
/// elides ("l'ordre" reads "l", "ordre").
///
/// ```swift
/// let text = FoldedText("Turn ON the Crème-lamp", rules: LanguageRules.rules(for: "en"))
/// String(decoding: text.bytes, as: UTF8.self)  // "turnonthecremelamp"
/// text.flags[4].contains(.hardBreak)            // true: a space before "on"
/// ```
struct FoldedText: Sendable {
    struct Flags: OptionSet, Sendable {
        let rawValue: UInt8
        /// A word starts here.
        static let wordStart = Flags(rawValue: 1)
        /// A space or punctuation separated two letters of spaced scripts here.
        static let hardBreak = Flags(rawValue: 2)
        /// A character of a script written without spaces is on one side: word breaks are free here.
        static let freeJoint = Flags(rawValue: 4)
        /// A run of word characters (between separators) starts here.
        static let runStart = Flags(rawValue: 8)
        /// The run starting here holds characters written without spaces: ICU cuts its words.
        static let needsSegmentation = Flags(rawValue: 16)
        /// A decimal digit (of any script) starts here.
        static let digit = Flags(rawValue: 32)
    }

    /// The folded UTF-8 bytes.
    var bytes: [UInt8] = []
    /// For each byte, the UTF-8 offset in the original text of the character it came from.
    var origins: [Int32] = []
    /// For each byte, the UTF-8 offset just past that character (and past apostrophes and
    /// combining marks folded into it).
    var originEnds: [Int32] = []
    /// Flags per offset, `bytes.count + 1` of them.
    var flags: [Flags] = []
    /// Whether some run needs ICU to find its words.
    var needsSegmentation = false
    /// Word starts known without ICU.
    var wordStartCount = 0

    var count: Int { bytes.count }

    private init() {}

    /// Folds `text`; `copiesPlainRuns: false` reads kana and ideographs one character at a
    /// time, as every other character (the same result, slower: for tests).
    init(_ text: String, rules: LanguageRules, copiesPlainRuns: Bool = true) {
        var text = text
        text.makeContiguousUTF8()
        self =
            text.utf8.withContiguousStorageIfAvailable {
                Self.fold($0, rules: rules, copiesPlainRuns: copiesPlainRuns)
            } ?? FoldedText()
    }

    /// Folds `text` into this text's memory, its arrays emptied but keeping their capacity:
    /// the same result as `init(_:rules:)`, without allocating when they are large enough.
    mutating func refold(_ text: String, rules: LanguageRules) {
        needsSegmentation = false
        wordStartCount = 0
        var text = text
        text.makeContiguousUTF8()
        _ = text.utf8.withContiguousStorageIfAvailable { utf8 in
            if let kept = Self.plainLength(utf8) {
                // Resizes the arrays itself and writes every element.
                foldPlain(utf8, kept: kept, readsKanjiNumerals: rules.readsKanjiNumerals)
            } else {
                bytes.removeAll(keepingCapacity: true)
                origins.removeAll(keepingCapacity: true)
                originEnds.removeAll(keepingCapacity: true)
                flags.removeAll(keepingCapacity: true)
                fold(utf8, rules: rules, copiesPlainRuns: true)
            }
        }
    }

    @inline(__always)
    private static func resize<Element>(_ array: inout [Element], to count: Int, with element: Element) {
        if array.count < count {
            array.append(contentsOf: repeatElement(element, count: count - array.count))
        } else if array.count > count {
            array.removeLast(array.count - count)
        }
    }

    /// Folds UTF-8 text (see the type's description).
    private static func fold(
        _ utf8: UnsafeBufferPointer<UInt8>, rules: LanguageRules, copiesPlainRuns: Bool
    ) -> FoldedText {
        var folded = FoldedText()
        if copiesPlainRuns, let kept = plainLength(utf8) {
            folded.foldPlain(utf8, kept: kept, readsKanjiNumerals: rules.readsKanjiNumerals)
        } else {
            folded.fold(utf8, rules: rules, copiesPlainRuns: copiesPlainRuns)
        }
        return folded
    }

    /// The folded length of `utf8` if it holds only ASCII letters, digits and separators (no
    /// ESC, apostrophe, backtick, `%` or `$`) and kana and CJK ideographs that fold to
    /// themselves: text whose letters fold to one byte each, or to themselves, without looking
    /// up a character's properties; nil for any other text.
    private static func plainLength(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        var at = 0
        var kept = 0
        let count = utf8.count
        while at < count {
            let lead = utf8[at]
            if lead < 0x80 {
                if lead == 0x1B || lead == 0x27 || lead == 0x60 || lead == 0x25 || lead == 0x24 { return nil }
                let lower = lead | 0x20
                if (lower >= 0x61 && lower <= 0x7A) || (lead >= 0x30 && lead <= 0x39) { kept += 1 }
                at += 1
                continue
            }
            guard at + 2 < count, lead >= 0xE3, lead <= 0xE9 else { return nil }
            let (second, third) = (utf8[at + 1], utf8[at + 2])
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80,
                Folding.isPlainIdeographic(UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F))
            else { return nil }
            kept += 3
            at += 3
        }
        return kept
    }

    /// Folds text that ``plainLength(_:)`` accepts in one pass, writing the four arrays in place:
    /// the same result as ``fold(_:rules:copiesPlainRuns:)``, without growing arrays or
    /// decoding characters one at a time (the common case of English and Japanese sentences).
    private mutating func foldPlain(_ utf8: UnsafeBufferPointer<UInt8>, kept: Int, readsKanjiNumerals: Bool) {
        let total = utf8.count
        var wordStarts = 0
        var segments = false
        // Made at their final size (ASCII letters and digits keep one byte, kana and ideographs
        // three), then written in place: every element is written. Arrays of an earlier text
        // (see ``refold(_:rules:)``) only grow or shrink by the difference. (Appending runs
        // the array code specialized for these types; `Array(repeating:count:)` looks up
        // generic metadata.)
        Self.resize(&bytes, to: kept, with: 0)
        Self.resize(&origins, to: kept, with: 0)
        Self.resize(&originEnds, to: kept, with: 0)
        Self.resize(&flags, to: kept + 1, with: [])
        bytes.withUnsafeMutableBufferPointer { out in
            origins.withUnsafeMutableBufferPointer { origins in
                originEnds.withUnsafeMutableBufferPointer { ends in
                    flags.withUnsafeMutableBufferPointer { flags in
                        // Locals of this closure (not captured from outside it): kept in registers.
                        var written = 0
                        var starts = 0
                        var needs = false
                        var at = 0
                        var inWord = false
                        var separated = false
                        var previousIsSpaceless = false
                        var previousIsDigit = false
                        var runHasSpaceless = false
                        var runStartOffset = 0
                        @inline(__always) func startRun(_ offset: Int) {
                            if runHasSpaceless {
                                flags[runStartOffset].insert(.needsSegmentation)
                                needs = true
                            }
                            runHasSpaceless = false
                            runStartOffset = offset
                        }
                        while at < total {
                            let lead = utf8[at]
                            if lead < 0x80 {
                                let lower = lead | 0x20
                                let isLetter = lower >= 0x61 && lower <= 0x7A
                                let isDigit = lead >= 0x30 && lead <= 0x39
                                guard isLetter || isDigit else {
                                    at += 1
                                    inWord = false
                                    separated = true
                                    continue
                                }
                                let offset = written
                                var flag: Flags = isDigit ? .digit : []
                                if !inWord {
                                    flag.formUnion([.wordStart, .runStart])
                                    if offset > 0 {
                                        flag.insert(previousIsSpaceless ? .freeJoint : (separated ? .hardBreak : []))
                                    }
                                    startRun(offset)
                                } else {
                                    if previousIsSpaceless { flag.insert(.freeJoint) }
                                    // Before a kana or ideograph, a digit after a kanji numeral
                                    // continues its word (as characters read one at a time do).
                                    let followedByASCII = at + 1 >= total || utf8[at + 1] < 0x80
                                    if isDigit != previousIsDigit
                                        || (previousIsSpaceless && (followedByASCII || !isDigit))
                                    {
                                        flag.insert(.wordStart)
                                    }
                                }
                                if flag.contains(.wordStart) { starts += 1 }
                                flags[offset] = flag
                                out[offset] = isLetter ? lower : lead
                                // (Sentences are far shorter than 2 GB: offsets fit.)
                                origins[offset] = Int32(truncatingIfNeeded: at)
                                ends[offset] = Int32(truncatingIfNeeded: at &+ 1)
                                written += 1
                                at += 1
                                inWord = true
                                separated = false
                                previousIsSpaceless = false
                                previousIsDigit = isDigit
                                continue
                            }
                            // A kana or ideograph (three bytes), copied as it is.
                            let value =
                                UInt32(lead & 0x0F) << 12 | UInt32(utf8[at + 1] & 0x3F) << 6 | UInt32(utf8[at + 2] & 0x3F)
                            let index = written
                            let isDigit = readsKanjiNumerals && WordSegmenter.isKanjiNumeral(value)
                            let flag = Self.spacelessFlags(
                                at: index, isDigit: isDigit, inWord: inWord, previousIsDigit: previousIsDigit,
                                previousIsSpaceless: previousIsSpaceless)
                            if !inWord { startRun(index) }
                            if flag.contains(.wordStart) { starts += 1 }
                            runHasSpaceless = runHasSpaceless || !isDigit
                            flags[index] = flag
                            flags[index + 1] = []
                            flags[index + 2] = []
                            let origin = Int32(truncatingIfNeeded: at)
                            out[index] = lead
                            out[index &+ 1] = utf8[at &+ 1]
                            out[index &+ 2] = utf8[at &+ 2]
                            origins[index] = origin
                            origins[index &+ 1] = origin
                            origins[index &+ 2] = origin
                            ends[index] = origin &+ 3
                            ends[index &+ 1] = origin &+ 3
                            ends[index &+ 2] = origin &+ 3
                            written += 3
                            at += 3
                            inWord = true
                            separated = false
                            previousIsSpaceless = true
                            previousIsDigit = isDigit
                        }
                        if runHasSpaceless, runStartOffset < written {
                            flags[runStartOffset].insert(.needsSegmentation)
                            needs = true
                        }
                        flags[written] = written == 0 ? [] : .wordStart
                        wordStarts = starts
                        segments = needs
                    }
                }
            }
        }
        wordStartCount = wordStarts
        needsSegmentation = segments
    }

    private mutating func fold(_ utf8: UnsafeBufferPointer<UInt8>, rules: LanguageRules, copiesPlainRuns: Bool) {
        let folding = Folding.for(foldsDiacritics: rules.foldsDiacritics)
        let readsKanjiNumerals = rules.readsKanjiNumerals
        bytes.reserveCapacity(utf8.count)
        origins.reserveCapacity(utf8.count)
        originEnds.reserveCapacity(utf8.count)
        flags.reserveCapacity(utf8.count + 1)
        do {
            var scanner = Scanner(utf8: utf8)
            var inWord = false
            /// A separator was seen since the last word character.
            var separated = false
            var previousIsSpaceless = false
            var previousIsDigit = false
            var runHasSpaceless = false
            var runStartOffset = 0
            while scanner.offset < utf8.count {
                // ASCII letters, digits and separators: the common case, without decoding.
                let lead = utf8[scanner.offset]
                let followedByASCII = scanner.offset + 1 >= utf8.count || utf8[scanner.offset + 1] < 0x80
                if lead < 0x80, lead != 0x1B, lead != 0x27, lead != 0x60, lead != 0x25, lead != 0x24, followedByASCII {
                    let lower = lead | 0x20
                    let isLetter = lower >= 0x61 && lower <= 0x7A
                    let isDigit = lead >= 0x30 && lead <= 0x39
                    guard isLetter || isDigit else {
                        scanner.offset += 1
                        inWord = false
                        separated = true
                        continue
                    }
                    let offset = bytes.count
                    var flag: Flags = isDigit ? .digit : []
                    if !inWord {
                        flag.formUnion([.wordStart, .runStart])
                        if offset > 0 { flag.insert(previousIsSpaceless ? .freeJoint : (separated ? .hardBreak : [])) }
                        if runHasSpaceless { flags[runStartOffset].insert(.needsSegmentation) }
                        runHasSpaceless = false
                        runStartOffset = offset
                    } else {
                        if previousIsSpaceless { flag.insert(.freeJoint) }
                        if isDigit != previousIsDigit || previousIsSpaceless { flag.insert(.wordStart) }
                    }
                    if flag.contains(.wordStart) { wordStartCount += 1 }
                    flags.append(flag)
                    bytes.append(isLetter ? lower : lead)
                    origins.append(Int32(scanner.offset))
                    scanner.offset += 1
                    originEnds.append(Int32(scanner.offset))
                    inWord = true
                    separated = false
                    previousIsSpaceless = false
                    previousIsDigit = isDigit
                    continue
                }
                // A run of kana and CJK ideographs that fold to themselves, without combining
                // marks: the common case of Japanese and Chinese, copied as it is, its flags
                // written in place.
                if copiesPlainRuns, Self.plainIdeographic(in: utf8, at: scanner.offset) {
                    let start = scanner.offset
                    var end = start + 3
                    while end < utf8.count, Self.plainIdeographic(in: utf8, at: end) { end += 3 }
                    let offset = bytes.count
                    let length = end - start
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end]))
                    origins.append(contentsOf: repeatElement(0, count: length))
                    originEnds.append(contentsOf: repeatElement(0, count: length))
                    flags.append(contentsOf: repeatElement([], count: length))
                    var wordStarts = 0
                    origins.withUnsafeMutableBufferPointer { origins in
                        originEnds.withUnsafeMutableBufferPointer { originEnds in
                            flags.withUnsafeMutableBufferPointer { flags in
                                var at = start
                                while at < end {
                                    let value =
                                        UInt32(utf8[at] & 0x0F) << 12 | UInt32(utf8[at + 1] & 0x3F) << 6
                                        | UInt32(utf8[at + 2] & 0x3F)
                                    let index = offset + at - start
                                    let isDigit = readsKanjiNumerals && WordSegmenter.isKanjiNumeral(value)
                                    let flag = Self.spacelessFlags(
                                        at: index, isDigit: isDigit, inWord: inWord, previousIsDigit: previousIsDigit,
                                        previousIsSpaceless: previousIsSpaceless)
                                    if !inWord {
                                        if runHasSpaceless { flags[runStartOffset].insert(.needsSegmentation) }
                                        runHasSpaceless = false
                                        runStartOffset = index
                                    }
                                    if flag.contains(.wordStart) { wordStarts += 1 }
                                    runHasSpaceless = runHasSpaceless || !isDigit
                                    flags[index] = flag
                                    for byte in index..<index + 3 {
                                        origins[byte] = Int32(at)
                                        originEnds[byte] = Int32(at + 3)
                                    }
                                    inWord = true
                                    previousIsSpaceless = true
                                    previousIsDigit = isDigit
                                    at += 3
                                }
                            }
                        }
                    }
                    wordStartCount += wordStarts
                    scanner.offset = end
                    separated = false
                    continue
                }
                guard let next = scanner.next() else { break }
                let (scalar, start, end) = (next.scalar, next.start, next.end)
                let value = scalar.value
                if value == 0x1B {
                    scanner.skipEscapeSequence()
                    inWord = false
                    separated = true
                    continue
                }
                if Normalizer.isApostrophe(scalar) {
                    if inWord, rules.splitsAfterApostrophe,
                        !rules.wordsBeforeInnerApostrophe.contains(where: { bytes[runStartOffset...].elementsEqual($0.utf8) })
                    {
                        extendLastCharacter(to: scanner.offset)
                        inWord = false
                        separated = true
                        continue
                    }
                    if inWord, let following = scanner.peek(), Self.isWordScalar(following) {
                        extendLastCharacter(to: scanner.offset)
                        continue
                    }
                    inWord = false
                    separated = true
                    continue
                }
                if Self.isSymbolWord(scalar) {
                    // "%", "°", "€": a word of its own, as templates write them ("${brightness}%").
                    let offset = bytes.count
                    var flag: Flags = [.wordStart, .runStart]
                    if offset > 0 { flag.insert(previousIsSpaceless ? .freeJoint : (separated ? .hardBreak : [])) }
                    if runHasSpaceless { flags[runStartOffset].insert(.needsSegmentation) }
                    runHasSpaceless = false
                    runStartOffset = offset
                    wordStartCount += 1
                    flags.append(flag)
                    folding.append(scalar, to: &bytes)
                    fillOrigins(from: offset, start: start, end: end)
                    inWord = false
                    separated = false
                    previousIsSpaceless = false
                    previousIsDigit = false
                    continue
                }
                guard Self.isWordScalar(scalar) else {
                    inWord = false
                    separated = true
                    continue
                }
                if Self.isMark(scalar) {
                    // A combining mark belongs to the character before it; alone, it separates.
                    if inWord { extendLastCharacter(to: end) } else { separated = true }
                    continue
                }
                let isSpaceless = WordSegmenter.isWrittenWithoutSpaces(scalar)
                let isDigit = Self.isDecimalDigit(scalar) || (readsKanjiNumerals && WordSegmenter.isKanjiNumeral(value))
                var flag: Flags = []
                let offset = bytes.count
                if !inWord {
                    flag.insert(.wordStart)
                    flag.insert(.runStart)
                    if offset > 0 {
                        if previousIsSpaceless || isSpaceless {
                            flag.insert(.freeJoint)
                        } else if separated {
                            flag.insert(.hardBreak)
                        }
                    }
                    if runHasSpaceless { flags[runStartOffset].insert(.needsSegmentation) }
                    runHasSpaceless = false
                    runStartOffset = offset
                } else {
                    if previousIsSpaceless || isSpaceless { flag.insert(.freeJoint) }
                    if isDigit != previousIsDigit || (isSpaceless != previousIsSpaceless && !isDigit) {
                        flag.insert(.wordStart)
                    }
                }
                if isDigit { flag.insert(.digit) }
                if flag.contains(.wordStart) { wordStartCount += 1 }
                runHasSpaceless = runHasSpaceless || (isSpaceless && !isDigit)
                flags.append(flag)
                // Fold the character with the combining marks after it, if any.
                if scanner.offset < utf8.count, utf8[scanner.offset] >= 0x80, let following = scanner.peek(),
                    Self.isMark(following),
                    !(folding.foldsDiacritics && Folding.isFoldedAwayMark(following.value))
                {
                    let clusterEnd = scanner.skipMarks()
                    let cluster = String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<clusterEnd]), as: UTF8.self)
                    folding.appendCluster(cluster[...], to: &bytes)
                    fillOrigins(from: offset, start: start, end: clusterEnd)
                } else {
                    folding.append(scalar, to: &bytes)
                    fillOrigins(from: offset, start: start, end: end)
                }
                inWord = true
                separated = false
                previousIsSpaceless = isSpaceless
                previousIsDigit = isDigit
            }
            if runHasSpaceless, runStartOffset < flags.count { flags[runStartOffset].insert(.needsSegmentation) }
        }
        flags.append(bytes.isEmpty ? [] : .wordStart)
        needsSegmentation = flags.contains { $0.contains(.needsSegmentation) }
    }

    /// Extends the folded character just appended over `end` (an apostrophe or mark folded into it).
    private mutating func extendLastCharacter(to end: Int) {
        guard let last = originEnds.indices.last else { return }
        let start = origins[last]
        var index = last
        while index >= 0, origins[index] == start {
            originEnds[index] = Int32(end)
            index -= 1
        }
    }

    /// Records the origin of the bytes appended since `offset`; a character that folds to
    /// nothing keeps its flag only if bytes follow.
    private mutating func fillOrigins(from offset: Int, start: Int, end: Int) {
        let added = bytes.count - offset
        if added == 0 {
            // Folded to nothing (rare): forget its flag, keep the text in the previous byte.
            let flag = flags.removeLast()
            if flag.contains(.wordStart) { wordStartCount -= 1 }
            if offset > 0 { extendLastCharacter(to: end) }
            return
        }
        for _ in 0..<added {
            origins.append(Int32(start))
            originEnds.append(Int32(end))
        }
        // Bytes after a character's first carry no flags of their own.
        for _ in 1..<added { flags.append([]) }
    }

    /// Whether a word break at `offset` costs nothing: at either end, where a word starts in
    /// the sentence, or beside a character written without spaces.
    @inline(__always)
    func isBreak(at offset: Int) -> Bool {
        offset == 0 || offset >= bytes.count || !flags[offset].isDisjoint(with: [.wordStart, .freeJoint])
    }

    /// The original UTF-8 range of bytes `range`.
    func originRange(of range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else {
            let at = range.lowerBound < origins.count ? Int(origins[range.lowerBound]) : Int(originEnds.last ?? 0)
            return at..<at
        }
        return Int(origins[range.lowerBound])..<Int(originEnds[range.upperBound - 1])
    }

    // MARK: Character classes

    /// Whether a scalar is a letter of the Latin-1 Supplement, Latin Extended-A or B, or
    /// Cyrillic blocks (every character there but `×`, `÷`, `҂` and the Cyrillic combining
    /// marks): the accented letters of European languages, classified without looking up
    /// Unicode properties.
    @inline(__always)
    static func isEuropeanLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0xD7, 0xF7: false
        case 0xC0...0x24F: true
        case 0x400...0x481, 0x48A...0x52F: true
        default: false
        }
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
        }
        if Folding.isPlainIdeographic(scalar.value) || isEuropeanLetter(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Symbols that read as words: percent and per mille, degrees, currencies.
    static func isSymbolWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x25, 0x24, 0x2030, 0xB0: true
        case 0..<0x80: false
        case _ where Folding.isPlainIdeographic(scalar.value) || isEuropeanLetter(scalar.value): false
        default: scalar.properties.generalCategory == .currencySymbol
        }
    }

    /// The flags of a kana or ideograph (or kanji numeral, `isDigit`) at `index`, given what came
    /// before it: a word and a run start after a space, and a word starts where numerals and
    /// other characters meet or after a spaced letter. The plain and the general fold share it.
    @inline(__always)
    private static func spacelessFlags(
        at index: Int, isDigit: Bool, inWord: Bool, previousIsDigit: Bool, previousIsSpaceless: Bool
    ) -> Flags {
        var flag: Flags = .freeJoint
        if !inWord {
            flag.insert([.wordStart, .runStart])
            if index == 0 { flag.remove(.freeJoint) }
        } else if isDigit != previousIsDigit || (!previousIsSpaceless && !isDigit) {
            flag.insert(.wordStart)
        }
        if isDigit { flag.insert(.digit) }
        return flag
    }

    /// Whether the character at `offset` is a kana or CJK ideograph that folds to itself (see
    /// ``Folding/isPlainIdeographic(_:)``) and what follows cannot be a combining mark (ASCII,
    /// the end, or another such character).
    @inline(__always)
    private static func plainIdeographic(in utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        @inline(__always) func isPlain(_ at: Int) -> Bool {
            guard at + 2 < utf8.count else { return false }
            let (lead, second, third) = (utf8[at], utf8[at + 1], utf8[at + 2])
            guard lead >= 0xE3, lead <= 0xE9, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return false }
            let value = UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            return Folding.isPlainIdeographic(value)
        }
        guard isPlain(offset) else { return false }
        let following = offset + 3
        return following >= utf8.count || utf8[following] < 0x80 || isPlain(following)
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII, !Folding.isPlainIdeographic(scalar.value), !isEuropeanLetter(scalar.value) else {
            return false
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        if Folding.isPlainIdeographic(scalar.value) || isEuropeanLetter(scalar.value) { return false }
        return scalar.properties.numericType == .decimal
    }

    /// Decodes UTF-8 scalars with their byte offsets.
    private struct Scanner {
        let utf8: UnsafeBufferPointer<UInt8>
        var offset = 0

        init(utf8: UnsafeBufferPointer<UInt8>) { self.utf8 = utf8 }

        mutating func next() -> (scalar: Unicode.Scalar, start: Int, end: Int)? {
            guard offset < utf8.count else { return nil }
            let start = offset
            let (scalar, length) = decode(at: offset)
            offset += length
            return (scalar, start, offset)
        }

        func peek() -> Unicode.Scalar? {
            offset < utf8.count ? decode(at: offset).0 : nil
        }

        /// Skips combining marks; returns the offset after them.
        mutating func skipMarks() -> Int {
            while let scalar = peek(), FoldedText.isMark(scalar) { offset += decode(at: offset).1 }
            return offset
        }

        /// Skips an ANSI escape sequence whose ESC was just read (CSI, OSC or two-byte).
        mutating func skipEscapeSequence() {
            guard let introducer = next()?.scalar else { return }
            switch introducer {
            case "[":
                while let scalar = next()?.scalar, !(0x40...0x7E).contains(scalar.value) {}
            case "]":
                while let scalar = next()?.scalar {
                    if scalar == "\u{07}" { break }
                    if scalar == "\u{1B}" {
                        if peek() == "\\" { _ = next() }
                        break
                    }
                }
            default:
                break
            }
        }

        private func decode(at index: Int) -> (Unicode.Scalar, Int) {
            let lead = utf8[index]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            var length = 0
            var value: UInt32 = 0
            switch lead {
            case 0xC2...0xDF:
                length = 2
                value = UInt32(lead & 0x1F)
            case 0xE0...0xEF:
                length = 3
                value = UInt32(lead & 0x0F)
            case 0xF0...0xF4:
                length = 4
                value = UInt32(lead & 0x07)
            default:
                return ("\u{FFFD}", 1)
            }
            guard index + length <= utf8.count else { return ("\u{FFFD}", 1) }
            for offset in 1..<length {
                let byte = utf8[index + offset]
                guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
                value = value << 6 | UInt32(byte & 0x3F)
            }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }
    }
}
