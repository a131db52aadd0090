extension Template {
    /// Example sentences the template accepts, for tests, lint and tab completion.
    ///
    /// Alternatives are expanded in order, optional parts first without then with their words,
    /// and each slot is rendered by `slotValues` (by default as its `${name}` placeholder).
    /// Spacing is collapsed to single spaces (a no-break space is kept).
    ///
    /// ```swift
    /// try Template.parse("Add [a] ${title}").sampleSentences { _ in ["milk"] }
    /// // ["Add milk", "Add a milk"]
    /// ```
    ///
    /// - Complexity: O(`limit` × template length).
    public func sampleSentences(
        limit: Int = 100, slotValues: (String) -> [String] = { ["${\($0)}"] }
    ) -> [String] {
        Self.expand(root, limit: max(limit, 0), slotValues: slotValues).map(Self.collapsingSpaces)
    }

    /// Runs of spacing as one space, trimmed; a run that holds a no-break space (French
    /// “Tasks ?”) stays that no-break space.
    static func collapsingSpaces(_ sentence: String) -> String {
        var output = ""
        var run: [Character] = []
        func flush() {
            guard !run.isEmpty else { return }
            if !output.isEmpty { output.append(run.first { $0 == "\u{00A0}" || $0 == "\u{202F}" } ?? " ") }
            run = []
        }
        for character in sentence {
            if character.isWhitespace {
                run.append(character)
            } else {
                flush()
                output.append(character)
            }
        }
        return output
    }

    private static func expand(
        _ node: TemplateNode, limit: Int, slotValues: (String) -> [String]
    ) -> [String] {
        switch node {
        case .text(let text):
            return [text]
        case .slot(let name):
            return Array(slotValues(name).prefix(limit))
        case .optional(let body):
            return Array(([""] + expand(body, limit: limit, slotValues: slotValues)).prefix(limit))
        case .alternatives(let branches):
            var sentences: [String] = []
            for branch in branches where sentences.count < limit {
                sentences += expand(branch, limit: limit - sentences.count, slotValues: slotValues)
            }
            return sentences
        case .sequence(let nodes):
            var sentences = [""]
            for node in nodes {
                let tails = expand(node, limit: limit, slotValues: slotValues)
                var product: [String] = []
                outer: for head in sentences {
                    for tail in tails {
                        guard product.count < limit else { break outer }
                        product.append(head + tail)
                    }
                }
                sentences = product
            }
            return sentences
        }
    }
}
