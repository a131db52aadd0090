import Foundation
import Synchronization

/// The answers a waiting question takes, for tab completion in the chat: its options' titles,
/// or the language's yes and no words. Read from the line editor's thread while the
/// conversation waits, so it is kept apart from the conversation's own state.
///
/// ```swift
/// answers.set(["Tomato Soup", "Clam Chowder"])
/// answers.completions(for: "clam ch", word: "ch")  // ["Chowder"]
/// answers.completions(for: "cl", word: "cl")       // ["Clam Chowder"]
/// ```
final class QuestionAnswers: Sendable {
    private let answers = Mutex<[String]>([])

    /// What the waiting question takes now; empty when no question waits.
    func set(_ answers: [String]) {
        self.answers.withLock { $0 = answers }
    }

    /// The rest of each answer that starts with what is typed, from the word being typed on;
    /// nil when no question waits (phrases are completed then).
    func completions(for line: String, word: String) -> [String]? {
        let answers = self.answers.withLock { $0 }
        guard !answers.isEmpty else { return nil }
        let typed = line.split(separator: " ").map { TextKey.fold(String($0)) }
        let before = word.isEmpty ? typed : Array(typed.dropLast())
        let partial = TextKey.fold(word)
        var found: [String] = []
        for answer in answers {
            let words = answer.split(separator: " ").map(String.init)
            guard words.count > before.count,
                zip(before, words).allSatisfy({ $0 == TextKey.fold($1) }),
                TextKey.fold(words[before.count]).hasPrefix(partial)
            else { continue }
            let rest = words[before.count...].joined(separator: " ")
            if !found.contains(rest) { found.append(rest) }
        }
        return found
    }
}

extension Conversation {
    /// What `question` takes, as the person would type it: its options' titles, or for a yes/no
    /// question the language's first yes and no words.
    func answers(to question: Question) -> [String] {
        if !question.options.isEmpty { return question.options.map(\.title) }
        guard question.kind == .confirmation else { return [] }
        return (localizer.catalogList("hark.words.yes").prefix(2) + localizer.catalogList("hark.words.no").prefix(2))
            .map { $0 }
    }
}
