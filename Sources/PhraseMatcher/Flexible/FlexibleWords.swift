import Synchronization

/// The words of a text as the flexible stage reads them: each word's folded key, the forms it
/// is compared in, and whether it is a function word (a Japanese particle or auxiliary).
///
/// Most languages are cut by the ``Normalizer`` and compared in ``WordForms``. Japanese is cut
/// by MeCab (``JapaneseMorphology``): a word is also compared in its dictionary form and its
/// reading, so "頼んで" meets "頼む" and "みそしる" meets "味噌汁"; particles (を, に, で) and
/// auxiliaries (ます, ください's て) are function words, read but never evidence. Phrases,
/// names and sentences are all cut by the same tokenizer, so their words meet.
///
/// ```swift
/// let tokenizer = FlexibleTokenizer(normalizer: Normalizer(languageCode: "ja"))
/// tokenizer.words(in: "味噌汁を頼んで").forms.map(\.first)  // ["味噌汁", "を", "頼ん", "で"]
/// ```
struct FlexibleWords {
    let tokens: [Token]
    let keys: [String]
    let forms: [[String]]
    var isFunctionWord: [Bool]
    /// Japanese: each word's reading in katakana (empty when unknown), so that a name can be
    /// found by its sound across words cut differently ("らっぷす" and "ラップス", "はいしゃの
    /// よやく" and "歯医者の予約"). Empty in other languages.
    var readings: [String] = []
    /// Japanese: whether each word is the auxiliary of the past, た or だ after a verb (買った,
    /// 読んだ) — not the copula だ. Empty in other languages.
    var isPastAuxiliary: [Bool] = []
    /// Japanese: whether each word is a verb that only helps the verb before it (MeCab's
    /// 動詞・非自立: 来る of 買ってきた, おく of 買っておいた, ちゃう of やっちゃった). Empty in
    /// other languages.
    var isHelpingVerb: [Bool] = []
    /// Japanese: whether each word is a particle that ends a clause of reason (MeCab's
    /// 助詞・接続助詞 から and ので: 走るから, 飲みたいので) — not から of a place or a time (今から).
    /// Empty in other languages.
    var endsReason: [Bool] = []
    /// Japanese: for each verb in its dictionary form, the reading of its past (買う → カッタ,
    /// 書く → カイタ, 食べる → タベタ, する → シタ); empty for every other word and in other
    /// languages. A name that ends in a verb is said done in it (「ぎゅうにゅうかった」).
    var pastReadings: [String] = []

    /// The same words, compared in `forms` instead: what a reading that adds forms to some
    /// words (compounds, synonyms, a verb typed with a slip) makes, every other mark kept.
    func replacingForms(_ forms: [[String]]) -> FlexibleWords {
        FlexibleWords(
            tokens: tokens, keys: keys, forms: forms, isFunctionWord: isFunctionWord, readings: readings,
            isPastAuxiliary: isPastAuxiliary, isHelpingVerb: isHelpingVerb, endsReason: endsReason, pastReadings: pastReadings)
    }

    /// The same words with some runs, in order and apart, each replaced by other words (two words
    /// heard apart read as one name, one typed together read as two), each new word compared in
    /// `formsOf` its key and no function word. The marks only Japanese keeps are not carried over.
    func replacingRuns(_ runs: [(span: Range<Int>, words: [Token])], formsOf: (String) -> [String]) -> FlexibleWords {
        var tokens: [Token] = []
        var keys: [String] = []
        var forms: [[String]] = []
        var function: [Bool] = []
        func keep(_ range: Range<Int>) {
            for kept in range {
                tokens.append(self.tokens[kept])
                keys.append(self.keys[kept])
                forms.append(self.forms[kept])
                function.append(isFunctionWord[kept])
            }
        }
        var next = 0
        for run in runs {
            keep(next..<run.span.lowerBound)
            for token in run.words {
                tokens.append(token)
                keys.append(token.key)
                forms.append(formsOf(token.key))
                function.append(false)
            }
            next = run.span.upperBound
        }
        keep(next..<self.keys.count)
        return FlexibleWords(tokens: tokens, keys: keys, forms: forms, isFunctionWord: function)
    }
}

struct FlexibleTokenizer: Sendable {
    let normalizer: Normalizer
    let forms: WordForms
    /// MeCab, for Japanese when its dictionary is installed.
    private let morphology: JapaneseMorphology?
    /// Japanese: the phrases' kanji nouns, written back in kanji where a sentence says them in
    /// hiragana (see ``KanaRespelling``); none until ``respelling(phrases:)`` gives them.
    private var respelling: KanaRespelling?

    init(normalizer: Normalizer) {
        self.normalizer = normalizer
        forms = WordForms(languageCode: normalizer.languageCode)
        morphology = forms.languageCode == "ja" ? JapaneseMorphology() : nil
    }

    /// The same tokenizer, which also reads the nouns `phrases` write wholly in kanji or in
    /// katakana (注文, スープ) where a sentence writes them in hiragana (Japanese; other
    /// languages are read as before).
    func respelling(phrases: [String]) -> FlexibleTokenizer {
        guard let morphology else { return self }
        var words: [(reading: String, written: String)] = []
        var seen = Set<String>()
        for text in Set(phrases) {
            for morpheme in morphology.morphemes(in: text) where morpheme.partOfSpeech.category == "名詞" {
                guard let reading = morpheme.reading,
                    morpheme.surface.unicodeScalars.allSatisfy(JapaneseMorphology.isKanji) || Kana.isKatakanaWord(morpheme.surface),
                    seen.insert(morpheme.surface).inserted
                else { continue }
                words.append((reading, morpheme.surface))
            }
        }
        var respelt = self
        respelt.respelling = KanaRespelling(words: words)
        return respelt
    }

    /// Japanese: `text` with its last word, a verb cut off before an ending it was said with
    /// (洗わ of 「洗わなきゃ」, 予約し of 「予約しないと」: the irrealis form, 未然形), said in its
    /// dictionary form (「車を洗う」, 「予約する」); nil when it does not end so.
    /// A text that ends in the っ of a quoting って MeCab read as a verb's (「回覧板回すっ」 of
    /// 「回覧板回すって」, cut 回 + すっ + て) ends in the verb whole, without it (「回覧板回す」).
    func endingInDictionaryForm(_ text: String) -> String? {
        if let morphology, text.hasSuffix("っ"), text.count >= 3, let cut = morphology.morphemes(in: text).last,
            cut.partOfSpeech.category == "動詞", cut.conjugationForm == "連用タ接続"
        {
            let shorter = String(text.dropLast())
            if let last = morphology.morphemes(in: shorter).last, last.partOfSpeech.category == "動詞", last.conjugationForm == "基本形",
                last.range.upperBound == shorter.unicodeScalars.endIndex
            {
                return shorter
            }
        }
        guard let morphology, let last = morphology.morphemes(in: text).last, last.partOfSpeech.category == "動詞",
            last.conjugationForm == "未然形", last.baseForm != last.surface,
            String(text.unicodeScalars[last.range]) == last.surface, last.range.upperBound == text.endIndex
        else { return nil }
        return String(text[..<last.range.lowerBound]) + last.baseForm
    }

    /// The words of `text`; with `atMost`, reading stops once there are more words than that
    /// (a sentence the caller will not read: each Japanese word costs two foldings).
    /// `readsBaseForms`: a Japanese verb written in kanji is also read as the katakana reading
    /// of its dictionary form (終わっ → オワル), as a verb written in kana is (おわっ →
    /// おわる → オワル): voice input writes verbs in kana, the phrases in kanji. Asked by
    /// the phrases' own words, read once; a sentence's kanji verbs need no such reading.
    func words(in text: String, atMost limit: Int = .max, readsBaseForms: Bool = false) -> FlexibleWords {
        guard let morphology else {
            let tokens = normalizer.tokens(in: text)
            let keys = tokens.map { Self.withoutDrawnOutLetters($0.key) }
            return FlexibleWords(
                tokens: tokens, keys: keys, forms: keys.map(forms.forms(of:)),
                isFunctionWord: Array(repeating: false, count: keys.count))
        }
        var tokens: [Token] = []
        var forms: [[String]] = []
        var function: [Bool] = []
        var readings: [String] = []
        var past: [Bool] = []
        var helping: [Bool] = []
        var reason: [Bool] = []
        var pastReadings: [String] = []
        // Japanese typed in romaji is cut and read in hiragana; its words keep their place in
        // the text as typed.
        let romaji = RomajiText(text)
        let kana = romaji?.kana ?? text
        // The phrases' kanji nouns said in hiragana are read as written in the phrases; their
        // words keep their place in the text as typed too. Romaji, read in kana word by word,
        // is already cut where its words end.
        let respelt = romaji == nil ? respelling?.respelled(kana) : nil
        func typedRange(_ range: Range<String.Index>) -> Range<String.Index> {
            let read = respelt?.typedRange(of: range) ?? range
            return romaji?.typedRange(of: read) ?? read
        }
        let morphemes = morphology.morphemes(in: respelt?.text ?? kana)
        for (index, morpheme) in morphemes.enumerated() {
            if tokens.count > limit { break }
            // Western Japan says no with ん and へん after a verb (「頼まん」, 「止めんで」,
            // 「まだ終わっとらん」, 「頼まへん」): read as ない, so that it denies as ない does.
            // ん after ませ is the standard polite ending (「しません」) and stays as it is, as
            // does ん after くれ, which MeCab reads as asking (「追加してくれん？」).
            // A must (「買わないと」, 「洗わなきゃいけない」, 「行かなければならない」) denies nothing:
            // its ない is read as なきゃ is.
            let obligation = Self.isObligation(at: index, in: morphemes)
            let key =
                Self.isWesternNegation(at: index, in: morphemes) ? "ない"
                : obligation && morpheme.baseForm == "ない" ? "なきゃ" : self.key(of: morpheme.surface)
            guard !key.isEmpty else { continue }  // punctuation and spaces
            var wordForms = [key]
            func add(_ form: String) { if !form.isEmpty, !wordForms.contains(form) { wordForms.append(form) } }
            add(self.key(of: morpheme.baseForm))
            if morpheme.partOfSpeech.category == "動詞", morpheme.baseForm != morpheme.surface {
                if Kana.isKana(morpheme.baseForm) {
                    add(Kana.katakana(morpheme.baseForm))
                } else if readsBaseForms {
                    add(morphology.reading(of: morpheme.baseForm))
                }
            }
            var sound = ""
            if Kana.isKana(morpheme.surface) {
                sound = Kana.katakana(morpheme.surface)
                if morpheme.reading == nil { add(sound) }
            }
            if let reading = morpheme.reading {
                add(reading)
                if sound.isEmpty { sound = reading }
            }
            // Long vowels written either way meet (スープ, すうぷ; ミネストローネ, みねすとろうね);
            // not in a word of two sounds, which would meet too many others (ろう, ロー; ええ).
            let folded = Kana.foldingLongVowels(sound)
            if folded != sound, folded.count >= 3 {
                sound = folded
                add(folded)
            }
            // A godan verb before た or て (買っ, 振り込ん) is also read as its continuative
            // form, the one its noun is written in (振り込み, as in 振込 or 水やり).
            if morpheme.conjugationForm == "連用タ接続", let continuative = Self.continuative(of: morpheme.baseForm) {
                add(morphology.reading(of: continuative))
            }
            readings.append(sound)
            pastReadings.append(
                morpheme.partOfSpeech.category == "動詞" && morpheme.conjugationForm == "基本形"
                    ? morpheme.reading.flatMap { Self.pastReading(of: $0, conjugation: morpheme.conjugationType) } ?? "" : "")
            tokens.append(Token(key: key, range: typedRange(morpheme.range)))
            forms.append(wordForms)
            let category = morpheme.partOfSpeech.category
            // A long-vowel mark MeCab cuts off as a word of its own draws out the sound before
            // it, as chat and dictation write speech (「終わったー」, 「しといてー」, 「お願い〜」):
            // read, never evidence, as a letter said over and over is no word in other
            // languages. Its sound stays, for names written in kana (「すーぷしぇふ」).
            // So is a small vowel MeCab cuts off as a noun of its own (ぇ of 「けぇ」, 「ねぇ」).
            let drawnOut = morpheme.surface.allSatisfy(Self.drawnOutMarks.contains)
                || (!morpheme.isKnown || morpheme.baseForm == "*" || morpheme.partOfSpeech.category == "名詞")
                    && index > 0 && morpheme.surface.allSatisfy(Self.smallVowels.contains)
            // おく contracted after a verb (「つけといて」, 「読んどいて」: …ておいて) is cut by
            // MeCab, after some verbs, into the particle と or ど and a verb い of its own: that
            // い only helps, as いる of 「温めてる」 does.
            let contracted = category == "動詞" && morpheme.surface == "い" && tokens.count >= 2
                && ["と", "ど"].contains(tokens[tokens.count - 2].key) && function.last == true
            // A hesitation MeCab knows as one (フィラー: 「えーっと」, 「あのー」) is read past as a
            // particle is: never evidence, never a title's first word.
            // Western Japan's けん written after a past or a verb as one word (「もう取ったけん」,
            // "because I've already…"): ends a reason as the particle pair does, below.
            let westernReasonWord = morpheme.surface == "けん" && !past.isEmpty
                && (past[past.count - 1] || ["動詞", "助動詞"].contains(morphemes[index - 1].partOfSpeech.category))
            // So is the stem of an auxiliary MeCab files as a noun (よう of 「…ように」, "so that"):
            // grammar, never a request's own word (read ヨウ, it would meet 用 and 要).
            let auxiliaryStem = category == "名詞" && morpheme.partOfSpeech.subcategories == ["非自立", "助動詞語幹"]
            function.append(
                category == "助詞" || category == "助動詞" || category == "記号" || category == "フィラー" || drawnOut || westernReasonWord
                    || auxiliaryStem
                    || Self.isPartOfFace(at: index, in: morphemes) || Self.isExplaining(at: index, in: morphemes) || obligation
                    || Self.isAdverbOfVerb(at: index, in: morphemes))
            past.append(category == "助動詞" && morpheme.conjugationType == "特殊・タ")
            helping.append(category == "動詞" && morpheme.partOfSpeech.subcategories.first == "非自立" || contracted)
            let conjunctive = category == "助詞" && morpheme.partOfSpeech.subcategories.first == "接続助詞"
            // Western Japan's けん (「電話したけん」, "because") is two sentence-final particles
            // for MeCab: the ん after け ends the reason.
            // Chūgoku's けぇ and けー (「取ったけぇ」) are け and a drawn-out vowel: that vowel ends it.
            let westernReason = (category == "助詞" && morpheme.surface == "ん" || drawnOut) && tokens.count >= 2
                && tokens[tokens.count - 2].key == "け" && function[function.count - 2]
            // Tohoku's はんで (「買ってきたはんで」, "because") is はん and で for MeCab: the で
            // after はん ends the reason.
            let northernReason = morpheme.surface == "で" && tokens.count >= 2 && tokens[tokens.count - 2].key == "はん"
            reason.append((conjunctive && Self.reasonParticles.contains(morpheme.surface)) || westernReason || westernReasonWord || northernReason)
        }
        return FlexibleWords(
            tokens: tokens, keys: tokens.map(\.key), forms: forms, isFunctionWord: function, readings: readings,
            isPastAuxiliary: past, isHelpingVerb: helping, endsReason: reason, pastReadings: pastReadings)
    }

    /// Whether the morpheme at `index` is an adverb said between を and the verb it goes with
    /// (ちゃんと of 「牛乳を買うをちゃんと追加して」, つい of 「本を返すのをつい忘れちゃう」): it says
    /// how the request is done, and is read as a small word — no title ends in it.
    static func isAdverbOfVerb(at index: Int, in morphemes: [Morpheme]) -> Bool {
        guard index > 0, index + 1 < morphemes.count, morphemes[index].partOfSpeech.category == "副詞",
            morphemes[index - 1].surface == "を", morphemes[index - 1].partOfSpeech.category == "助詞"
        else { return false }
        let next = morphemes[index + 1].partOfSpeech
        return next.category == "動詞" || (next.category == "名詞" && next.subcategories.first == "サ変接続")
    }

    /// Whether the morpheme at `index` is a word of a must said after a verb: ない before the
    /// particle と (「買わないと」), or いけ / なら after なきゃ, なくちゃ, ないと or なければ with the
    /// ない after them (「洗わなきゃいけない」, 「行かなければならない」).
    static func isObligation(at index: Int, in morphemes: [Morpheme]) -> Bool {
        let morpheme = morphemes[index]
        func isNai(_ morpheme: Morpheme) -> Bool { morpheme.partOfSpeech.category == "助動詞" && morpheme.baseForm == "ない" }
        func isMustVerb(at position: Int) -> Bool {
            guard position > 0, morphemes[position].partOfSpeech.category == "動詞",
                ["いける", "なる"].contains(morphemes[position].baseForm)
            else { return false }
            let before = morphemes[position - 1]
            if ["なきゃ", "なくちゃ", "なけりゃ"].contains(before.surface) { return true }
            guard position > 1, ["ば", "と"].contains(before.surface), before.partOfSpeech.category == "助詞" else { return false }
            return isNai(morphemes[position - 2])
        }
        if isNai(morpheme) {
            if index + 1 < morphemes.count, morphemes[index + 1].surface == "と", morphemes[index + 1].partOfSpeech.category == "助詞",
                index > 0, morphemes[index - 1].partOfSpeech.category == "動詞" || morphemes[index - 1].partOfSpeech.category == "助動詞"
            {
                return true
            }
            return isMustVerb(at: index - 1)
        }
        return isMustVerb(at: index)
    }

    /// Whether the morpheme at `index` is なん of 「明日までなんだ」 ("it's by tomorrow"): the
    /// explaining なの said after a particle, which MeCab reads as the pronoun "what" — said
    /// before だ or です, with no っけ, か or question mark after them (「明日までなんだっけ？」
    /// asks).
    /// So is ん of 「…いけないんだ」, the same explaining word after a verb or an auxiliary.
    static func isExplaining(at index: Int, in morphemes: [Morpheme]) -> Bool {
        let morpheme = morphemes[index]
        if morpheme.surface == "ん", morpheme.partOfSpeech.category == "名詞", morpheme.partOfSpeech.subcategories.first == "非自立",
            index > 0, ["動詞", "助動詞"].contains(morphemes[index - 1].partOfSpeech.category),
            index + 1 < morphemes.count, ["だ", "です"].contains(morphemes[index + 1].surface)
        {
            return true
        }
        guard morpheme.surface == "なん", index > 0, index + 1 < morphemes.count,
            morphemes[index - 1].partOfSpeech.category == "助詞", ["だ", "です"].contains(morphemes[index + 1].surface)
        else { return false }
        return !morphemes[(index + 2)...].contains { ["っけ", "か", "？", "?"].contains($0.surface) }
    }

    /// Whether the morpheme at `index` is Western Japan's no: the auxiliary ん or へん right
    /// after a verb in its irrealis form (未然形: 頼ま, 止め, とら). ん after the polite ませ is
    /// the standard negative and is read as written.
    /// In kana alone, MeCab may find such a verb inside other words (ちら + ん of
    /// 「たすくいちらん」, "task list"): the verb is written with a kanji, helps the verb before it
    /// (とら of 「終わっとらん」), or is said after a particle.
    static func isWesternNegation(at index: Int, in morphemes: [Morpheme]) -> Bool {
        guard index > 0 else { return false }
        let morpheme = morphemes[index]
        guard morpheme.partOfSpeech.category == "助動詞", ["ん", "へん"].contains(morpheme.baseForm) else { return false }
        let before = morphemes[index - 1]
        // Kansai's てへん after a verb (「終わってへん」: 終わっていない).
        if morpheme.baseForm == "へん", ["て", "で"].contains(before.surface), before.partOfSpeech.category == "助詞", index > 1,
            morphemes[index - 2].partOfSpeech.category == "動詞"
        {
            return true
        }
        guard before.partOfSpeech.category == "動詞", before.conjugationForm == "未然形" else { return false }
        return before.surface.unicodeScalars.contains { $0.properties.isIdeographic }
            || before.partOfSpeech.subcategories.first == "非自立"
            || (index > 1 && morphemes[index - 2].partOfSpeech.category == "助詞")
    }

    /// Whether the morpheme at `index` is a letter drawn inside a face made of marks (顔文字):
    /// the eyes of 「(o^^o)」, the mouth of 「( ˘ω˘ )」, the T of 「(T_T)」 — one or two letters
    /// of another script inside brackets, with a mark right before and right after, one of them
    /// drawing (not only the brackets). Read, never evidence: the face says how the speaker
    /// feels, not what they ask. A letter between words (「プランB」, 「A4の紙」), a letter alone in
    /// brackets (「資料(A)」) and a word joined by a hyphen or a dot (「Wi-Fi」, 「e-Tax」) are no face.
    ///
    /// ```swift
    /// // 「トマトスープひとつお願いしまーす(o^^o)」: both o are read, neither is unexplained.
    /// ```
    static func isPartOfFace(at index: Int, in morphemes: [Morpheme]) -> Bool {
        guard index > 0, index + 1 < morphemes.count, isFaceLetter(morphemes[index]) else { return false }
        let before = morphemes[index - 1]
        let after = morphemes[index + 1]
        guard isMark(before), isMark(after), !isJoint(before), !isJoint(after),
            !(before.surface.count == 1 && isBracket(before, opening: true)
                && after.surface.count == 1 && isBracket(after, opening: false))
        else { return false }
        // The face is closed by brackets: an opening one before and a closing one after, with
        // only its marks and letters between.
        func reachesBracket(from start: Int, step: Int, opening: Bool) -> Bool {
            var position = start
            while position >= 0, position < morphemes.count {
                let morpheme = morphemes[position]
                if isBracket(morpheme, opening: opening) { return true }
                guard isMark(morpheme) || isFaceLetter(morpheme) else { return false }
                position += step
            }
            return false
        }
        return reachesBracket(from: index - 1, step: -1, opening: true)
            && reachesBracket(from: index + 1, step: 1, opening: false)
    }

    /// One or two letters of a script other than Japanese, as a face draws its eyes and mouth.
    private static func isFaceLetter(_ morpheme: Morpheme) -> Bool {
        morpheme.surface.count <= 2
            && morpheme.surface.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic && ($0.value < 0x0400 || (0xFF21...0xFF5A).contains($0.value))
            }
    }

    private static func isMark(_ morpheme: Morpheme) -> Bool {
        morpheme.partOfSpeech.category == "記号"
            || morpheme.surface.allSatisfy { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
    }

    /// A mark that joins the letters of one word: 「Wi-Fi」, 「e.g.」, 「O'Neil」.
    private static func isJoint(_ morpheme: Morpheme) -> Bool {
        ["-", "‐", "‑", "－", ".", "．", "'", "’", "/", "／", "&", "＆", "+", "＋"].contains(morpheme.surface)
    }

    /// Whether a mark holds an opening (or closing) bracket; MeCab may read a bracket and the
    /// marks beside it as one (「(^」).
    private static func isBracket(_ morpheme: Morpheme, opening: Bool) -> Bool {
        let brackets = opening ? "(（[［{｛「『【" : ")）]］}｝」』】"
        return morpheme.surface.contains { brackets.contains($0) }
    }

    /// The marks that draw out the sound before them in written Japanese: the long-vowel mark
    /// (full and half width) and the wave dashes.
    private static let drawnOutMarks: Set<Character> = ["ー", "ｰ", "〜", "～"]
    private static let smallVowels: Set<Character> = ["ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "ァ", "ィ", "ゥ", "ェ", "ォ"]

    /// `key` with every letter said three times or more in a row written once: a word drawn
    /// out in chat or dictation ("stoppp", "pleeease", "soooup", « ouiii », „bitteee“) is the
    /// word. Phrases, names and sentences are cut by the same tokenizer, so a name that writes
    /// a letter three times („Schifffahrt“) still meets itself. Digits are kept ("1000"), and a
    /// word of one letter repeated ("aaaa"). One pass over the key; a new string only when a
    /// run is found.
    static func withoutDrawnOutLetters(_ key: String) -> String {
        var previous: Character?
        var run = 0
        var hasRun = false
        for character in key {
            if character == previous {
                run += 1
                if run >= 3, character.isLetter {
                    hasRun = true
                    break
                }
            } else {
                previous = character
                run = 1
            }
        }
        // A word of one letter over and over ("aaaa…") is no word drawn out: kept as said.
        guard hasRun, let first = key.first, key.contains(where: { $0 != first }) else { return key }
        var result = ""
        result.reserveCapacity(key.utf8.count)
        var last: Character?
        var count = 0
        var pending = ""
        func flush() {
            guard let last else { return }
            result += count >= 3 && last.isLetter ? String(last) : pending
        }
        for character in key {
            if character == last {
                count += 1
                pending.append(character)
            } else {
                flush()
                last = character
                count = 1
                pending = String(character)
            }
        }
        flush()
        return result
    }

    /// The conjunctive particles that end a clause giving a reason or the circumstances of
    /// the request (「…から」, 「…ので」, spoken 「…んで」, Kansai 「…さかい」, and 「…し」 that lists
    /// them: 「ストレッチも終わったし、」).
    private static let reasonParticles: Set<String> = ["から", "ので", "んで", "さかい", "し"]

    /// The reading of a verb's past from the reading of its dictionary form and MeCab's
    /// conjugation type (IPADIC's names): 五段 verbs change their last sound as the past joins
    /// them (カウ → カッタ, カク → カイタ, ヨム → ヨンダ, イク → イッタ), 一段 verbs drop their ル,
    /// サ変 and カ変 are irregular. Nil for a type this does not know.
    ///
    /// ```swift
    /// FlexibleTokenizer.pastReading(of: "カウ", conjugation: "五段・ワ行促音便")  // "カッタ"
    /// ```
    static func pastReading(of reading: String, conjugation: String?) -> String? {
        guard let conjugation, reading.count >= 2 else { return nil }
        let stem = String(reading.dropLast())
        if conjugation.hasPrefix("一段") { return reading.hasSuffix("ル") ? stem + "タ" : nil }
        if conjugation.hasPrefix("サ変") { return reading.hasSuffix("スル") ? String(reading.dropLast(2)) + "シタ" : nil }
        if conjugation.hasPrefix("カ変") { return reading.hasSuffix("クル") ? String(reading.dropLast(2)) + "キタ" : nil }
        guard conjugation.hasPrefix("五段") else { return nil }
        if conjugation.contains("促音便") || conjugation.contains("タ行") || conjugation.contains("ラ行") { return stem + "ッタ" }
        if conjugation.contains("イ音便") { return stem + "イタ" }
        if conjugation.contains("ガ行") { return stem + "イダ" }
        if conjugation.contains("サ行") { return stem + "シタ" }
        if conjugation.contains("ナ行") || conjugation.contains("バ行") || conjugation.contains("マ行") { return stem + "ンダ" }
        return nil
    }

    /// A godan verb's continuative form (連用形) from its dictionary form: the last kana from
    /// the u row to the i row (振り込む → 振り込み, やる → やり); nil when it ends otherwise.
    static func continuative(of base: String) -> String? {
        let rows: [Character: Character] = [
            "う": "い", "く": "き", "ぐ": "ぎ", "す": "し", "つ": "ち", "ぬ": "に", "ぶ": "び", "む": "み", "る": "り",
        ]
        guard base.count >= 2, let last = base.last, let replaced = rows[last] else { return nil }
        return String(base.dropLast()) + String(replaced)
    }

    /// The normalizer's key of a piece of text: its words' keys, joined.
    private func key(of text: String) -> String {
        if let known = keyMemo.value.withLock({ $0[WordKey(text)] }) { return known }
        let key = normalizer.tokens(in: text).map(\.key).joined()
        keyMemo.value.withLock { memo in
            // The words of a language's sentences repeat (particles, endings, the apps' words):
            // a bounded memo, emptied when full.
            if memo.count >= Self.keyMemoLimit { memo.removeAll(keepingCapacity: true) }
            memo[WordKey(text)] = key
        }
        return key
    }

    /// Keys of Japanese words already folded: folding one runs the normalizer's word break and
    /// folding over a word of a few characters, twice a word (its surface and its dictionary form).
    private let keyMemo = KeyMemo()
    private final class KeyMemo: Sendable {
        let value = Mutex<[WordKey: String]>([:])
    }
    private static let keyMemoLimit = 8192

    /// The keys of a phrase's words, for lists of frames and fillers.
    func keys(in text: String) -> [String] {
        words(in: text).keys
    }
}
