/// A grammar as the smallest graph of words that says the same sentences: what PocketSphinx
/// searches (its finite-state grammar format, ``fsg``).
///
/// PocketSphinx's own JSGF compiler copies every rule reference and gives every alternative its
/// own states, so phrases that end alike ("… in tasks", "… on tasks") each keep their own
/// copy of the ending. The search pays per state in every 10 ms frame (it walks each state's
/// word exits per phone of context), so the grammar is compiled here instead: the JSGF text is
/// read back into a graph, made deterministic (one state per distinct beginning) and minimal
/// (one state per distinct ending, Brzozowski's construction). No word is made likelier than
/// another: the graph only says what may follow what, and the sound decides. (Weighting each
/// way on from a state equally, as JSGF's alternatives are, made short phrases win over long
/// ones that were said: 101 of the quick benchmark's 115 requests heard word for word against
/// 104, both with free silence; with silence at a cost, 110.)
///
/// ```swift
/// let graph = WordGraph(jsgf: grammar.jsgf)
/// graph.stateCount   // 4 for "( show | list ) my ( tasks | list )" (and a final state is added)
/// graph.fsg          // "FSG_BEGIN hark\nNUM_STATES 5\n…"
/// ```
struct WordGraph: Sendable {
    /// The words leaving each state, with where they go.
    private(set) var arcs: [[(word: Int, to: Int)]]
    /// The states a sentence may end in.
    private(set) var accepting: [Bool]
    /// The words, by number.
    let words: [String]
    let start: Int

    var stateCount: Int { arcs.count }
    var arcCount: Int { arcs.reduce(0) { $0 + $1.count } }

    /// The graph of the public rule of `jsgf` (the text ``SpeechGrammar`` makes: one rule a
    /// line, words and `<rule>` references, `( | )` and `[ ]`), deterministic and minimal.
    init(jsgf: String) {
        var parser = Parser()
        var rules: [String: Parser.Node] = [:]
        var top: Parser.Node = .alternatives([])
        for line in jsgf.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasSuffix(";"), let equals = text.firstIndex(of: "=") else { continue }
            var head = text[..<equals].trimmingCharacters(in: .whitespaces)
            let isPublic = head.hasPrefix("public ")
            if isPublic { head = String(head.dropFirst("public ".count)) }
            let body = parser.parse(String(text[text.index(after: equals)...].dropLast()))
            if isPublic { top = body } else { rules[head] = body }
        }
        var nfa = Automaton()
        let begin = nfa.addState()
        let end = nfa.build(top, from: begin, rules: rules)
        nfa.starts = [begin]
        nfa.accepting = [end]
        // Brzozowski: determinizing the reversed graph merges equal endings, determinizing that
        // reversed again merges equal beginnings; the result is the minimal graph.
        let minimal = nfa.reversed().determinized().reversed().determinized()
        words = parser.words
        start = 0
        arcs = minimal.arcs.map { $0.map { (word: $0.word, to: $0.to) } }
        accepting = minimal.acceptingFlags
        if !accepting.contains(true) {
            // No sentence at all (an empty grammar): one state, ending nothing.
            arcs = [[]]
            accepting = [false]
        }
    }

    /// Whether the graph says `sentence` (its words in order).
    func accepts(_ sentence: [String]) -> Bool {
        var state = start
        for word in sentence {
            guard let arc = arcs[state].first(where: { words[$0.word] == word }) else { return false }
            state = arc.to
        }
        return accepting[state]
    }

    /// The graph in PocketSphinx's finite-state grammar format. One final state is added,
    /// reached without a word from every state a sentence may end in; `silence` (the model's
    /// silence word) may be said any number of times before the first word and after the last
    /// (the room heard around a request), at PocketSphinx's cost of a silence (`-silprob`): free
    /// silence would take the place of a short first or last word.
    func fsg(name: String = "hark", silence: String? = "<sil>") -> String {
        let final = arcs.count
        var lines = ["FSG_BEGIN \(name)", "NUM_STATES \(arcs.count + 1)", "START_STATE \(start)", "FINAL_STATE \(final)"]
        for (state, leaving) in arcs.enumerated() {
            for arc in leaving { lines.append("TRANSITION \(state) \(arc.to) 1.0 \(words[arc.word])") }
            if accepting[state] { lines.append("TRANSITION \(state) \(final) 1.0") }
        }
        if let silence {
            lines.append("TRANSITION \(start) \(start) 0.005 \(silence)")
            lines.append("TRANSITION \(final) \(final) 0.005 \(silence)")
        }
        lines.append("FSG_END")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads the JSGF subset SpeechGrammar writes into trees, numbering the words.
    private struct Parser {
        indirect enum Node {
            case word(Int)
            case reference(String)
            case sequence([Node])
            case alternatives([Node])
            case optional(Node)
        }
        var words: [String] = []
        private var numbers: [String: Int] = [:]

        mutating func parse(_ text: String) -> Node {
            var tokens: [String] = []
            var current = ""
            for character in text {
                if character.isWhitespace || "()[]|".contains(character) {
                    if !current.isEmpty { tokens.append(current) }
                    current = ""
                    if !character.isWhitespace { tokens.append(String(character)) }
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { tokens.append(current) }
            var position = 0
            return alternatives(tokens, &position)
        }

        private mutating func alternatives(_ tokens: [String], _ position: inout Int) -> Node {
            var branches = [sequence(tokens, &position)]
            while position < tokens.count, tokens[position] == "|" {
                position += 1
                branches.append(sequence(tokens, &position))
            }
            return branches.count == 1 ? branches[0] : .alternatives(branches)
        }

        private mutating func sequence(_ tokens: [String], _ position: inout Int) -> Node {
            var items: [Node] = []
            while position < tokens.count {
                let token = tokens[position]
                if token == "|" || token == ")" || token == "]" { break }
                position += 1
                switch token {
                case "(", "[":
                    let inner = alternatives(tokens, &position)
                    if position < tokens.count { position += 1 }  // the closing bracket
                    items.append(token == "(" ? inner : .optional(inner))
                case "<VOID>":
                    items.append(.alternatives([]))
                case "<NULL>":
                    continue
                default:
                    if token.hasPrefix("<") {
                        items.append(.reference(token))
                    } else {
                        if numbers[token] == nil {
                            numbers[token] = words.count
                            words.append(token)
                        }
                        items.append(.word(numbers[token]!))
                    }
                }
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }
    }

    /// A finite automaton over word numbers, with moves on no word: built from the trees, then
    /// determinized and reversed.
    private struct Automaton {
        var arcs: [[(word: Int, to: Int)]] = []
        var empty: [[Int]] = []
        var starts: [Int] = []
        var accepting: Set<Int> = []

        var acceptingFlags: [Bool] { arcs.indices.map { accepting.contains($0) } }

        mutating func addState() -> Int {
            arcs.append([])
            empty.append([])
            return arcs.count - 1
        }

        /// Adds the paths of `node` from `state`; returns the state they end in. A reference is
        /// built in place each time (the grammar has no recursion).
        mutating func build(_ node: Parser.Node, from state: Int, rules: [String: Parser.Node]) -> Int {
            switch node {
            case .word(let word):
                let next = addState()
                arcs[state].append((word, next))
                return next
            case .reference(let name):
                guard let rule = rules[name] else { return addState() }
                return build(rule, from: state, rules: rules)
            case .sequence(let items):
                return items.reduce(state) { build($1, from: $0, rules: rules) }
            case .alternatives(let branches):
                let join = addState()
                for branch in branches { empty[build(branch, from: state, rules: rules)].append(join) }
                return join
            case .optional(let body):
                let join = addState()
                empty[state].append(join)
                empty[build(body, from: state, rules: rules)].append(join)
                return join
            }
        }

        /// The subset construction: one state per set of states reachable by the same words.
        func determinized() -> Automaton {
            var result = Automaton()
            var numbers: [[Int]: Int] = [:]
            var queue: [[Int]] = []
            // The states reached without a word, marked per call instead of kept in a set.
            var mark = [Int](repeating: -1, count: arcs.count)
            var stamp = 0
            func closure(_ seeds: [Int]) -> [Int] {
                stamp += 1
                var reached: [Int] = []
                var stack = seeds
                while let state = stack.popLast() {
                    guard mark[state] != stamp else { continue }
                    mark[state] = stamp
                    reached.append(state)
                    stack.append(contentsOf: empty[state])
                }
                return reached.sorted()
            }
            let first = closure(starts)
            numbers[first] = result.addState()
            queue.append(first)
            var index = 0
            var moves: [(word: Int, to: Int)] = []
            while index < queue.count {
                let set = queue[index]
                let from = numbers[set]!
                index += 1
                moves.removeAll(keepingCapacity: true)
                for state in set { moves.append(contentsOf: arcs[state]) }
                moves.sort { $0.word < $1.word }
                var start = 0
                while start < moves.count {
                    var end = start
                    while end < moves.count, moves[end].word == moves[start].word { end += 1 }
                    let target = closure(moves[start..<end].map(\.to))
                    let to: Int
                    if let known = numbers[target] {
                        to = known
                    } else {
                        to = result.addState()
                        numbers[target] = to
                        queue.append(target)
                    }
                    result.arcs[from].append((moves[start].word, to))
                    start = end
                }
                if set.contains(where: accepting.contains) { result.accepting.insert(from) }
            }
            result.starts = [0]
            return result
        }

        /// The same graph read backwards: ends become starts.
        func reversed() -> Automaton {
            var result = Automaton()
            for _ in arcs.indices { _ = result.addState() }
            for (state, leaving) in arcs.enumerated() {
                for arc in leaving { result.arcs[arc.to].append((arc.word, state)) }
                for next in empty[state] { result.empty[next].append(state) }
            }
            result.starts = accepting.sorted()
            result.accepting = Set(starts)
            return result
        }
    }
}
