internal import CMeCab
import Glibc
import Synchronization

/// MeCab with one dictionary, loaded on first use and then kept for the life of the
/// process, shared by every ``JapaneseMorphology`` that names the same dictionary.
///
/// MeCab's model and the tagger made from it are thread-safe; a lattice (the working
/// memory of one parse, reused between parses) is not, so each parse holds this tagger's
/// lock. The dictionary is memory-mapped, so loading is quick and only the pages a parse
/// touches become resident.
final class MeCabTagger: Sendable {
    let dictionaryDirectory: String

    private let state = Mutex<State>(.closed)

    private enum State {
        case closed
        case open(Handles)
        /// The dictionary could not be loaded or is not the UTF-8 IPA dictionary.
        case unusable
    }

    /// MeCab's objects. Sendable by hand: they are touched only under `state`'s lock, and
    /// the model and tagger are thread-safe anyway.
    private struct Handles: @unchecked Sendable {
        let model: OpaquePointer
        let tagger: OpaquePointer
        let lattice: OpaquePointer
    }

    /// One node of a parse: the UTF-8 byte range of its surface in the sentence, the
    /// surface, its feature columns, and whether the dictionary knows it.
    struct Node {
        let bytes: Range<Int>
        let surface: String
        let features: [String]
        let isKnown: Bool
    }

    private init(dictionaryDirectory: String) {
        self.dictionaryDirectory = dictionaryDirectory
    }

    deinit {
        state.withLock { state in
            if case .open(let handles) = state {
                hark_mecab_lattice_destroy(handles.lattice)
                hark_mecab_destroy(handles.tagger)
                hark_mecab_model_destroy(handles.model)
            }
        }
    }

    /// Whether the dictionary has been loaded (for measuring what a first use costs).
    var isOpen: Bool {
        state.withLock { state in
            if case .open = state { return true }
            return false
        }
    }

    /// The nodes of a sentence given as UTF-8 bytes, in order, without MeCab's beginning
    /// and end of sentence; nil when the dictionary cannot be used or the parse failed.
    func parse(_ sentence: UnsafeBufferPointer<UInt8>) -> [Node]? {
        state.withLock { state -> [Node]? in
            if case .closed = state { state = open() }
            guard case .open(let handles) = state, let start = sentence.baseAddress else { return nil }
            let (tagger, lattice) = (handles.tagger, handles.lattice)
            let text = UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self)
            hark_mecab_lattice_set_sentence2(lattice, text, sentence.count)
            defer { hark_mecab_lattice_clear(lattice) }
            guard hark_mecab_parse_lattice(tagger, lattice) != 0 else { return nil }
            var nodes: [Node] = []
            var node = hark_mecab_lattice_get_bos_node(lattice)
            while let current = node {
                defer { node = current.pointee.next }
                let stat = Int32(current.pointee.stat)
                guard stat == MECAB_NOR_NODE || stat == MECAB_UNK_NODE, current.pointee.length > 0,
                    let surface = current.pointee.surface
                else { continue }
                let offset = UnsafeRawPointer(surface) - UnsafeRawPointer(start)
                let length = Int(current.pointee.length)
                let features = current.pointee.feature.map { feature in
                    UnsafeRawPointer(feature).withMemoryRebound(to: UInt8.self, capacity: strlen(feature) + 1) {
                        Self.columns(of: UnsafeBufferPointer(start: $0, count: strlen(feature)))
                    }
                }
                nodes.append(
                    Node(
                        bytes: offset..<(offset + length),
                        surface: String(
                            decoding: UnsafeBufferPointer(rebasing: sentence[offset..<(offset + length)]), as: UTF8.self
                        ),
                        features: features ?? [],
                        isKnown: stat == MECAB_NOR_NODE))
            }
            return nodes
        }
    }

    private func open() -> State {
        // "-r /dev/null": no mecabrc is needed (MeCab fails without one), and none on the
        // machine can swap in another dictionary or output format.
        let words: [String] = ["mecab", "-r", "/dev/null", "-d", dictionaryDirectory]
        var arguments = words.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        guard let model = hark_mecab_model_new(Int32(arguments.count), &arguments) else { return .unusable }
        guard let tagger = hark_mecab_model_new_tagger(model), let lattice = hark_mecab_model_new_lattice(model) else {
            hark_mecab_model_destroy(model)
            return .unusable
        }
        // The feature columns read here are the IPA dictionary's, in UTF-8.
        let charset = hark_mecab_dictionary_info(tagger)?.pointee.charset.map { String(cString: $0) } ?? ""
        guard charset.uppercased().filter({ $0 != "-" }) == "UTF8" else {
            hark_mecab_lattice_destroy(lattice)
            hark_mecab_destroy(tagger)
            hark_mecab_model_destroy(model)
            return .unusable
        }
        return .open(Handles(model: model, tagger: tagger, lattice: lattice))
    }

    /// Splits a feature line (UTF-8) at commas; a column with a comma in it is quoted,
    /// CSV-style. Works on bytes: a comma or quote byte is never part of another character
    /// in UTF-8.
    static func columns(of features: UnsafeBufferPointer<UInt8>) -> [String] {
        let comma = UInt8(ascii: ","), quote = UInt8(ascii: "\"")
        var columns: [String] = []
        columns.reserveCapacity(9)
        guard features.contains(quote) else {
            var start = 0
            for index in features.indices where features[index] == comma {
                columns.append(String(decoding: UnsafeBufferPointer(rebasing: features[start..<index]), as: UTF8.self))
                start = index + 1
            }
            columns.append(String(decoding: UnsafeBufferPointer(rebasing: features[start...]), as: UTF8.self))
            return columns
        }
        var current: [UInt8] = []
        var quoted = false
        var index = 0
        while index < features.count {
            let byte = features[index]
            if byte == quote {
                if quoted, index + 1 < features.count, features[index + 1] == quote {
                    current.append(quote)
                    index += 1
                } else {
                    quoted.toggle()
                }
            } else if byte == comma, !quoted {
                columns.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
            index += 1
        }
        columns.append(String(decoding: current, as: UTF8.self))
        return columns
    }

    /// The process-wide taggers, by dictionary directory.
    private static let shared = Mutex<[String: MeCabTagger]>([:])

    /// The shared tagger for a dictionary directory; nothing is read until its first use.
    static func shared(dictionaryDirectory: String) -> MeCabTagger {
        shared.withLock { taggers in
            if let tagger = taggers[dictionaryDirectory] { return tagger }
            let tagger = MeCabTagger(dictionaryDirectory: dictionaryDirectory)
            taggers[dictionaryDirectory] = tagger
            return tagger
        }
    }
}
