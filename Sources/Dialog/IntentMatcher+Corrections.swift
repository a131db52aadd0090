import Foundation
import PhraseMatcher

/// A request corrected while it is said ("add eggs… no wait, butter", « une minestrone, non,
/// plutôt une miso », « vire payer le loyer… non pardon, supprime acheter du pain »): the words
/// after the correction (`hark.understanding.corrections`) replace what they correct.
///
/// What follows the correction is read alone when it holds a request's own words (« supprime
/// acheter du pain »); otherwise it replaces the values of the request said before it, whose
/// words up to its first value are kept (« mets sur ma liste » + « acheter du beurre »). Either
/// way the reading is asked, never acted on: a sentence said twice is read on a guess.
extension IntentMatcher {
    /// The correction's words (or another list of the catalog's), each entry as the keys of its
    /// words, longest first.
    static func correctionEntries(_ localizer: Localizer, key: String = "hark.understanding.corrections") -> [[String]] {
        correctionEntries(localizer.catalogList(key), localizer: localizer)
    }

    /// `entries` each as the keys of its words, longest first.
    static func correctionEntries(_ entries: [String], localizer: Localizer) -> [[String]] {
        entries
            .map { entry in words(of: entry).map { localizer.key(String(entry[$0])) }.filter { !$0.isEmpty } }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
    }

    /// The words of `text`, as ranges: runs of letters, digits, apostrophes and hyphens.
    static func words(of text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var position = text.startIndex
        while position < text.endIndex {
            let character = text[position]
            let inWord = character.isLetter || character.isNumber || character == "'" || character == "’" || character == "-"
            if inWord, start == nil { start = position }
            if !inWord, let begun = start {
                ranges.append(begun..<position)
                start = nil
            }
            position = text.index(after: position)
        }
        if let begun = start { ranges.append(begun..<text.endIndex) }
        return ranges
    }

    /// The sentence as corrected, when it says a correction after some words and before others:
    /// the words before it and the words after it, and whether only its place told it
    /// (`byPlace`: a bare no, or a lead, opening a clause). Nil otherwise.
    func correctedParts(of sentence: String) -> (before: String, after: String, byPlace: Bool)? {
        guard !corrections.isEmpty else { return nil }
        if localizer.writesWithoutSpaces {
            return correctedPartsWithoutSpaces(of: sentence).map { ($0.before, $0.after, false) }
        }
        // Read at every turn, before the exact stage: the sentence is folded once to see whether
        // it says a correction at all (each word's key, below, is the same folding word by word,
        // so an entry found there is found here), and its words are folded one by one only then.
        let folded = " " + localizer.key(sentence) + " "
        guard corrections.contains(where: { folded.contains(" " + $0.joined(separator: " ") + " ") })
            || bareNoWords.contains(where: { folded.contains(" " + $0 + " ") })
            || correctionLeads.contains(where: { folded.contains(" " + $0.joined(separator: " ") + " ") })
        else { return nil }
        let ranges = Self.words(of: sentence)
        guard ranges.count >= 3 else { return nil }
        let keys = ranges.map { localizer.key(String(sentence[$0])) }
        /// Whether the words from `start` are the entry's.
        func says(_ entry: [String], at start: Int) -> Bool {
            start + entry.count <= keys.count && keys[start..<start + entry.count].elementsEqual(entry)
        }
        /// Whether a clause ends between the word at `position` and the next.
        func endsClause(after position: Int) -> Bool {
            FlexibleMatcher.marksClause(sentence[ranges[position].upperBound..<ranges[position + 1].lowerBound])
        }
        // The last correction said: what follows it is what was meant. A bare no said as a
        // clause of its own (« une soupe miso, non, deux », "a tomato soup, no, make it a
        // minestrone"), or a word that leads into what is said instead opening a clause after
        // the request before a count ("order two miso, make it three"), corrects as well.
        var found: (start: Int, end: Int, byPlace: Bool)?
        /// Whether the words from `start` to the end say a count and nothing else.
        func saysCountAlone(from start: Int) -> Bool {
            guard start < ranges.count else { return false }
            let rest = sentence[ranges[start].lowerBound...].trimmingCharacters(in: .punctuationCharacters.union(.whitespacesAndNewlines))
            return Int(rest) != nil || NumberReader(language: localizer.language).wholeInteger(in: rest) != nil
        }
        for start in stride(from: keys.count - 2, through: 1, by: -1) {
            // A correction of one word said inside a clause right after a small word is a word
            // of that clause ("it can wait till next week", „ich warte“, «te digo»), not one
            // said after a value ("order two miso soups sorry three", "add bread wait butter").
            if let entry = corrections.first(where: { entry in
                start + entry.count < keys.count && says(entry, at: start)
                    && (entry.count > 1 || endsClause(after: start - 1) || !smallWordKeys.value.contains(keys[start - 1]))
            }) {
                found = (start, start + entry.count, false)
                break
            }
            guard endsClause(after: start - 1) else { continue }
            if bareNoWords.contains(keys[start]),
                endsClause(after: start) || correctionLeads.contains(where: { says($0, at: start + 1) })
            {
                found = (start, start + 1, true)
                break
            }
            // A lead alone corrects a count only ("…, make it three", «…, que sean tres»): before
            // other words („…, nimm die große“, « …, en fait j'ai faim ») it leads no correction.
            if correctionLeads.contains(where: { start + $0.count < keys.count && says($0, at: start) && saysCountAlone(from: start + $0.count) }) {
                found = (start, start, true)
                break
            }
        }
        guard var found else { return nil }
        // Corrections said one after the other are one (« euh non, plutôt … », "no, sorry,
        // …"): the words before them are what they correct.
        while let entry = corrections.first(where: { $0.count <= found.start && says($0, at: found.start - $0.count) }),
            found.start - entry.count >= 1
        {
            found.start -= entry.count
        }
        let trim: (Substring) -> String = { text in
            text.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols))
        }
        let before = trim(sentence[..<ranges[found.start].lowerBound])
        // The words said in its place, without those that only lead into them ("make it" of
        // "no wait, make it three", « mejor » of « no, espera, mejor mantequilla ») or close
        // them (« plutôt » of « appeler la banque plutôt », "instead").
        var first = found.end
        var last = ranges.count
        // A lead may begin with the correction's last words (« no, mejor pon … »: «no mejor»
        // corrects, «mejor pon» leads).
        for start in stride(from: found.start + 1, to: found.end, by: 1) {
            if let lead = correctionLeads.first(where: { start + $0.count > found.end && start + $0.count < last && says($0, at: start) }) {
                first = start + lead.count
                break
            }
        }
        // Never down to a negation alone: "I'd rather not", „lieber nicht“, «mejor no» take the
        // request back rather than say another.
        func onlyNegation(_ words: Range<Int>) -> Bool { words.allSatisfy { correctionNegations.contains(keys[$0]) } }
        while first < last, let length = correctionLeads.first(where: { first + $0.count <= last && says($0, at: first) })?.count,
            first + length < last,
            !onlyNegation((first + length)..<last)
        {
            first += length
        }
        let closing = correctionLeads + corrections
        while last - first > 1,
            let length = closing.first(where: { last - $0.count > first && says($0, at: last - $0.count) })?.count,
            !onlyNegation(first..<(last - length))
        {
            last -= length
        }
        let after = trim(sentence[ranges[first].lowerBound..<(last < ranges.count ? ranges[last - 1].upperBound : sentence.endIndex)])
        guard !before.isEmpty, !after.isEmpty else { return nil }
        return (before, after, found.byPlace)
    }

    /// ``correctedParts(of:)`` in a language written without spaces (Japanese): a correction
    /// begins a clause — after 、, 。, …, a space — and is followed by the clause's end or by a
    /// word that is no kana of its own ending (「味噌汁、あ、やっぱクラムチャウダーにして」,
    /// 「消しといて…いや、完了にしといて」, 「牛乳買う やっぱ削除」; not 「いやだ」, nor
    /// 「やっぱりやめた」, which take back without saying again); or it ends a clause after its
    /// words, before another clause (「タスクに入れるんじゃなくて、ミネストローネ頼んで」).
    private func correctedPartsWithoutSpaces(of sentence: String) -> (before: String, after: String)? {
        let entries = joinedCorrections
        let folded = localizer.key(sentence).filter { $0 != " " }
        guard entries.contains(where: folded.contains) else { return nil }
        let characters = Array(sentence)
        func isBoundary(_ character: Character) -> Bool {
            character.isWhitespace || "、。，．,.!?！？…‥・".contains(character)
        }
        func isHiragana(_ character: Character) -> Bool {
            character.unicodeScalars.first.map { (0x3041...0x309F).contains($0.value) } ?? false
        }
        let trim: (ArraySlice<Character>) -> String = { text in
            String(text).trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(.punctuationCharacters).union(.symbols))
        }
        var clauses: [Range<Int>] = []
        var position = 0
        while position < characters.count {
            guard !isBoundary(characters[position]) else {
                position += 1
                continue
            }
            var end = position
            while end < characters.count, !isBoundary(characters[end]) { end += 1 }
            clauses.append(position..<end)
            position = end
        }
        // The last correction said: what follows it is what was meant.
        for clause in clauses.reversed() {
            // Said last in a clause, after its words, before another clause: 「タスクに入れる
            // んじゃなくて、ミネストローネ頼んで」.
            if clause.upperBound < characters.count, clause.count > 1 {
                for length in stride(from: min(clause.count - 1, 12), through: 1, by: -1) {
                    let cut = clause.upperBound - length
                    guard entries.contains(localizer.key(String(characters[cut..<clause.upperBound])).filter({ $0 != " " }))
                    else { continue }
                    let before = trim(characters[..<cut])
                    let after = trim(characters[clause.upperBound...])
                    guard !before.isEmpty, !after.isEmpty else { return nil }
                    return (before, after)
                }
            }
            // Said first in a clause after another, before a word that is no kana ending.
            guard clause.lowerBound > 0 else { continue }
            for length in stride(from: min(clause.count, 12), through: 1, by: -1) {
                let said = localizer.key(String(characters[clause.lowerBound..<clause.lowerBound + length])).filter { $0 != " " }
                guard entries.contains(said) else { continue }
                if length < clause.count, isHiragana(characters[clause.lowerBound + length]) { continue }
                let before = trim(characters[..<clause.lowerBound])
                let after = trim(characters[(clause.lowerBound + length)...])
                guard !before.isEmpty, !after.isEmpty else { return nil }
                return (before, after)
            }
        }
        return nil
    }

    /// What a corrected sentence means: at most a question (see the type's comment). Nil when
    /// the sentence says no correction, or the corrected sentence reads as nothing.
    func matchCorrected(_ sentence: String) async throws -> Outcome? {
        guard var parts = correctedParts(of: sentence) else { return nil }
        func saysOwnWords(_ reading: FlexibleMatch?) -> Bool {
            reading.map { reading in reading.evidence.contains { $0.kind == .keyword } } ?? false
        }
        let said = flexible.matcher.matches(for: parts.before).first
        var afterReading = flexible.matcher.matches(for: parts.after).first
        // A verb that says no request of its own, said first again after the correction before
        // words that say no request either, as a way to say the request said before it (« …,
        // non, mets acheter des croissants », "…, no wait, put buy rolls"), leads into what is
        // said instead. ("delete buy milk, no wait, list my tasks" says another request.)
        let afterWords = Self.words(of: parts.after)
        if afterWords.count >= 2, flexible.matcher.isGenericVerb(String(parts.after[afterWords[0]])),
            let said, afterReading?.phraseID == said.phraseID
        {
            let rest = String(parts.after[afterWords[1].lowerBound...])
            let restReading = flexible.matcher.matches(for: rest).first
            if !saysOwnWords(restReading) {
                parts.after = rest
                afterReading = restReading
            }
        }
        let ownWords = saysOwnWords(afterReading)
        // Told by its place only, a correction says a value again (« …, non, deux », "…, make it
        // three"); words of a request after a bare no (« arrête et supprime… non, enregistre-la
        // finalement ») are read with the whole sentence, as they were before.
        if parts.byPlace, ownWords { return nil }
        var corrected = parts.after
        if !ownWords, let said,
            let first = said.slots.filter({ $0.key != "applicationName" }).values.map(\.range.lowerBound).min()
        {
            // The request's words before its first value, without the small words that led
            // into it (« une » of « commande une soupe miso »).
            let fillers = Set(localizer.catalogList("hark.understanding.fillers").map(localizer.key))
            var head = String(parts.before[..<first])
            while let last = Self.words(of: head).last, fillers.contains(localizer.key(String(head[last]))) {
                head = String(head[..<last.lowerBound])
            }
            head = head.trimmingCharacters(in: .whitespaces)
            if !head.isEmpty { corrected = head + " " + parts.after }
        }
        var match = try await correctedMatch(corrected)
        // Words after the correction that say no request of their own, read as another
        // request than the one said before them (「ミネストローネを10個、いや1個で」 is no lap),
        // are first tried in place of one of its values (below).
        if !ownWords, let said, let found = match, found.intent.id != said.phraseID,
            let replaced = try await correctedValue((parts.before, parts.after), said: said)
        {
            return replaced
        }
        // A pronoun said for a value after the correction (« coche-la », "tick it") names no
        // value of its own: the value said before it stays (below).
        if let found = match {
            let pronouns = Set(localizer.catalogList("hark.understanding.pronouns").map(localizer.key))
            let said = found.slots.filter { _, value in
                guard case .text(let words) = value else { return true }
                return !pronouns.contains(localizer.key(words.trimmingCharacters(in: CharacterSet(charactersIn: "-'’ "))))
            }
            if said.count < found.slots.count {
                match = Match(app: found.app, intent: found.intent, slots: said, isExplicit: false, stage: found.stage)
            }
        }
        // What follows the correction, alone, may be one value of the request said before
        // (« deux misos, ah non, trois »): said in that value's place.
        if match == nil, let said, let replaced = try await correctedValue((parts.before, parts.after), said: said) {
            return replaced
        }
        // Values said before the correction that it did not replace stay (« commande trois
        // minestrones, ou plutôt deux »: the soup; « supprime appeler Mamie, non attends,
        // coche-la »: the task; « deux misos, ah non, trois »: the soup).
        if let said {
            let kept = said.slots.filter { name, _ in
                name != "applicationName"
                    && (match.map { match in match.slots[name] == nil && match.intent.parameters.contains { $0.name == name } } ?? true)
            }
            if !kept.isEmpty {
                let more = corrected + " " + kept.values.sorted { $0.range.lowerBound < $1.range.lowerBound }.map(\.text).joined(separator: " ")
                if let better = try await correctedMatch(more),
                    match.map({ better.intent.id == $0.intent.id && better.slots.count > $0.slots.count }) ?? (better.intent.id == said.phraseID)
                {
                    match = better
                }
            }
        }
        // A correction that leaves out what its request acts on (「ぎゅーにゅー買う やっぱ削除」: no
        // to-do found in the words before it) is no reading to propose: the sentence is read as
        // it was said.
        guard let match, !match.lacksRequiredValue() else { return nil }
        return .proposed(Match(app: match.app, intent: match.intent, slots: match.slots, isExplicit: false, stage: match.stage))
    }

    /// The request said before the correction with one of its values replaced by what follows
    /// the correction, when that reads as the same request with that value.
    private func correctedValue(_ parts: (before: String, after: String), said: FlexibleMatch) async throws -> Outcome? {
        for slot in said.slots.filter({ $0.key != "applicationName" }).sorted(by: { $0.value.range.lowerBound < $1.value.range.lowerBound }) {
            let replaced = parts.before.replacingCharacters(in: slot.value.range, with: parts.after)
            if let read = try await correctedMatch(replaced), read.intent.id == said.phraseID, read.slots[slot.key] != nil {
                return .proposed(Match(app: read.app, intent: read.intent, slots: read.slots, isExplicit: false, stage: read.stage))
            }
        }
        return nil
    }

    private func correctedMatch(_ corrected: String) async throws -> Match? {
        switch try await matchBothStages(corrected, prepared: index.prepare(corrected)) {
        case .matched(let match), .proposed(let match): match
        case .ambiguous, .notUnderstood: nil
        }
    }
}
