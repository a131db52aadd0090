internal import CHunspell
import Glibc
import Synchronization

/// One Hunspell dictionary (an `.aff` and a `.dic` file), opened on first use and then kept
/// for the life of the process, shared by every ``SpellDictionary`` that names the same
/// files.
///
/// Opening reads and expands the whole word list: tens of milliseconds and megabytes, so
/// it happens only when a word is first looked up, once per dictionary per process. A
/// Hunspell handle is not thread-safe (suggestion search keeps state in it), so every call
/// goes through this handle's lock; callers of other dictionaries are not held up.
///
/// Hunspell objects are made one at a time and never destroyed. Every Hunspell object in a
/// process shares one Unicode case table, counted by a plain integer: making two at once
/// can miscount it, and destroying any object (even one of a dictionary in another encoding,
/// which never counted itself in) counts it down, so the table could be freed while the
/// other dictionaries still read it: a crash, or upper-case words no longer recognized.
final class HunspellHandle: Sendable {
    let affixPath: String
    let dictionaryPath: String

    private let state = Mutex<State>(.closed)

    private enum State {
        case closed
        case open(Hunspell)
        /// The files could not be used (an encoding iconv does not know); every answer is
        /// "unknown".
        case unusable
    }

    /// An open Hunspell handle and the converter for its encoding. Sendable by hand: it is
    /// only handed to the body of ``withHunspell(_:)``, under the lock, and must not be
    /// kept beyond it.
    struct Hunspell: @unchecked Sendable {
        let handle: OpaquePointer
        let encoding: DictionaryEncoding

        /// Whether the word, in the dictionary's spelling rules, is correct.
        func spell(_ word: String) -> Bool {
            guard let encoded = encoding.encode(word) else { return false }
            return hark_hunspell_spell(handle, encoded) != 0
        }

        /// The dictionary entries the word is a form of, from Hunspell's analyses of it that
        /// are not compounds: Hunspell_stem would also give a part of a compound as its stem
        /// ("Tomatensuppenrezept" → "suppen"), which is no lemma of the word.
        func lemmas(_ word: String) -> [String] {
            simpleAnalyses(of: word) { analyses in
                var analyses = analyses
                return list { hark_hunspell_stem2(handle, &$0, &analyses, Int32(analyses.count)) }
            } ?? []
        }

        /// Whether the dictionary lists the word or a form of it, rather than accepting it
        /// only as a compound of listed words.
        func isListed(_ word: String) -> Bool {
            simpleAnalyses(of: word) { _ in true } ?? false
        }

        /// Runs `body` with Hunspell's analyses of the word that are not compounds (a
        /// compound's analysis names its parts with "pa:" fields), or returns nil when
        /// there are none.
        private func simpleAnalyses<Result>(
            of word: String, _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
        ) -> Result? {
            guard let encoded = encoding.encode(word) else { return nil }
            var analyses: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = Int(hark_hunspell_analyze(handle, &analyses, encoded))
            guard count > 0, let results = analyses else { return nil }
            defer { hark_hunspell_free_list(handle, &analyses, Int32(count)) }
            let simple: [UnsafeMutablePointer<CChar>?] = (0..<count).compactMap { results[$0] }.filter {
                strstr($0, "pa:") == nil
            }
            return simple.isEmpty ? nil : body(simple)
        }

        /// Hunspell_suggest: near spellings the dictionary knows.
        func suggest(_ word: String) -> [String] {
            guard let encoded = encoding.encode(word) else { return [] }
            return list { hark_hunspell_suggest(handle, &$0, encoded) }
        }

        /// Hunspell_analyze: morphological descriptions ("st:soupe po:nom is:fem is:pl").
        func analyze(_ word: String) -> [String] {
            guard let encoded = encoding.encode(word) else { return [] }
            return list { hark_hunspell_analyze(handle, &$0, encoded) }
        }

        /// The strings of a list a Hunspell call makes, decoded, and the list freed.
        private func list(_ call: (inout UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32) -> [String] {
            var items: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = Int(call(&items))
            guard count > 0, let results = items else { return [] }
            defer { hark_hunspell_free_list(handle, &items, Int32(count)) }
            return (0..<count).compactMap { index in results[index].map { encoding.decode($0) } }
        }
    }

    private init(affixPath: String, dictionaryPath: String) {
        self.affixPath = affixPath
        self.dictionaryPath = dictionaryPath
    }

    /// Runs `body` with the open dictionary, opening it first if this is its first use;
    /// nil when it cannot be used.
    func withHunspell<Result>(_ body: (Hunspell) -> Result) -> Result? {
        state.withLock { state in
            if case .closed = state { state = open() }
            guard case .open(let hunspell) = state else { return nil }
            return body(hunspell)
        }
    }

    /// Whether the files have been opened (for measuring what start-up and a first use cost).
    var isOpen: Bool {
        state.withLock { state in
            if case .open = state { return true }
            return false
        }
    }

    private func open() -> State {
        let made = Self.creation.withLock { _ in hark_hunspell_create(affixPath, dictionaryPath) }
        guard let handle = made else { return .unusable }
        let name = hark_hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "ISO8859-1"
        // Not destroyed (see the type's notes): the unusable object is kept, unused.
        guard let encoding = DictionaryEncoding(named: name) else { return .unusable }
        return .open(Hunspell(handle: handle, encoding: encoding))
    }

    /// Held while a Hunspell object is made: one at a time in the whole process.
    private static let creation = Mutex<Void>(())

    /// The process-wide handles, by file paths.
    private static let shared = Mutex<[String: HunspellHandle]>([:])

    /// The shared handle for a pair of files; nothing is read until its first use.
    static func shared(affixPath: String, dictionaryPath: String) -> HunspellHandle {
        let key = affixPath + "\n" + dictionaryPath
        return shared.withLock { handles in
            if let handle = handles[key] { return handle }
            let handle = HunspellHandle(affixPath: affixPath, dictionaryPath: dictionaryPath)
            handles[key] = handle
            return handle
        }
    }
}
