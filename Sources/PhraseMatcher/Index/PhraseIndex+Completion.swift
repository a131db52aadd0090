extension PhraseIndex {
    /// Words that may come next where the cursor is: phrase continuations and vocabulary titles
    /// (entity names, app names), for tab completion.
    ///
    /// `line` is the text up to the cursor, ending with `word`, the partial word to complete.
    /// Templates are enumerated by the sampler; vocabulary slots contribute their titles word by
    /// word, other slots accept any words typed so far. Suggestions keep the template's or
    /// title's spelling, sorted, at most `limit`.
    ///
    /// ```swift
    /// index.completions(for: "complete bu", word: "bu")      // ["Buy"]
    /// index.completions(for: "complete buy milk ", word: "")  // ["in"]
    /// ```
    public func completions(for line: String, word: String, limit: Int = 50) -> [String] {
        let before = line.hasSuffix(word) ? String(line.dropLast(word.count)) : line
        let tokens = normalizer.tokens(in: before)
        let fillers = normalizer.fillerLengths(of: tokens)
        var typed: [String] = []
        var index = 0
        while index < tokens.count {
            if fillers[index] > 0 {
                index += fillers[index]
                continue
            }
            typed.append(tokens[index].key)
            index += 1
        }
        let partial = word.isEmpty ? "" : normalizer.key(for: word)
        let vocabularies = snapshot()
        var suggestions: Set<String> = []
        for phrase in program.phrases {
            let sequences = expand(phrase.template.root, phrase: phrase, vocabularies: vocabularies, limit: 400)
            for items in sequences {
                for next in positions(after: typed[...], in: items[...]) where next < items.count {
                    guard case .word(let display, let key) = items[next], key.hasPrefix(partial) else { continue }
                    suggestions.insert(display)
                }
            }
        }
        return Array(suggestions.sorted().prefix(limit))
    }

    /// One step of an enumerated sentence: a word, or a slot that takes any words.
    private enum Item {
        case word(display: String, key: String)
        case anyWords
    }

    /// Where in `items` the typed words can end, with slots taking one word or more.
    private func positions(after typed: ArraySlice<String>, in items: ArraySlice<Item>) -> [Int] {
        guard let first = typed.first else { return [items.startIndex] }
        guard let item = items.first else { return [] }
        switch item {
        case .word(_, let key):
            return key == first ? positions(after: typed.dropFirst(), in: items.dropFirst()) : []
        case .anyWords:
            var found: [Int] = []
            for taken in 1...typed.count {
                found += positions(after: typed.dropFirst(taken), in: items.dropFirst())
            }
            return found
        }
    }

    /// The word sequences a template accepts, vocabulary slots expanded to their titles.
    private func expand(
        _ node: TemplateNode, phrase: PhraseProgram.CompiledPhrase, vocabularies: [Vocabulary?], limit: Int
    ) -> [[Item]] {
        switch node {
        case .text(let text):
            return [normalizer.tokens(in: text).map { .word(display: String(text[$0.range]), key: $0.key) }]
        case .slot(let name):
            guard let capture = phrase.captureNames.firstIndex(of: name),
                let vocabulary = vocabularies[phrase.captureBindings[capture]], vocabulary.count > 0
            else { return [[.anyWords]] }
            var titles: [[Item]] = vocabulary.values.prefix(limit).map { value in
                normalizer.tokens(in: value.title).map { .word(display: String(value.title[$0.range]), key: $0.key) }
            }
            if case .vocabulary(true) = program.bindings[phrase.captureBindings[capture]].kind {
                titles.append([.anyWords])
            }
            if program.bindings[phrase.captureBindings[capture]].isOmittable { titles.append([]) }
            return titles
        case .optional(let body):
            return [[]] + expand(body, phrase: phrase, vocabularies: vocabularies, limit: limit)
        case .alternatives(let branches):
            var sequences: [[Item]] = []
            for branch in branches where sequences.count < limit {
                sequences += expand(branch, phrase: phrase, vocabularies: vocabularies, limit: limit - sequences.count)
            }
            return sequences
        case .sequence(let nodes):
            var sequences: [[Item]] = [[]]
            for node in nodes {
                let tails = expand(node, phrase: phrase, vocabularies: vocabularies, limit: limit)
                var product: [[Item]] = []
                outer: for head in sequences {
                    for tail in tails {
                        guard product.count < limit else { break outer }
                        product.append(head + tail)
                    }
                }
                sequences = product
            }
            return sequences
        }
    }
}
