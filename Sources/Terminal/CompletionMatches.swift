import Foundation

/// The `char **` that readline's completion hook returns, built from Swift strings.
///
/// readline wants a `malloc`'d, NULL-terminated array of `strdup`'d strings and frees
/// all of it. Entry 0 is what replaces the word being completed: the only candidate, or
/// the longest prefix that all candidates share — but never less than the word itself, so
/// candidates that match it loosely (in another case, say) do not erase what was typed.
/// The candidates follow, to be listed on a second Tab.
///
/// ```swift
/// CompletionMatches.substitution(replacing: "bu", with: ["buy milk", "buy bread"])
/// // "buy "
/// ```
enum CompletionMatches {
    /// The array for readline, or `nil` (no completion, readline rings the bell).
    static func make(
        replacing word: String, with candidates: [String]
    ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        var seen = Set<String>()
        let unique = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
        guard !unique.isEmpty else { return nil }
        let entries = [substitution(replacing: word, with: unique)] + (unique.count == 1 ? [] : unique)
        let size = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride * (entries.count + 1)
        guard let raw = malloc(size) else { return nil }
        let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() {
            array[index] = strdup(entry)
        }
        array[entries.count] = nil
        return array
    }

    /// What replaces `word`: the single candidate, or the candidates' common prefix.
    static func substitution(replacing word: String, with candidates: [String]) -> String {
        guard var prefix = candidates.first else { return word }
        for candidate in candidates.dropFirst() {
            prefix = String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
        }
        return prefix.count >= word.count ? prefix : word
    }
}
