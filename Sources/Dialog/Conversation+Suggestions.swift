import Foundation
import Intents
import PhraseMatcher

/// "Did you mean …?" that yes can carry out.
///
/// A sentence nothing matched may be close to one phrase. Hark offers that phrase's request
/// only when the person said its own words (a verb of its phrases), no other intent reads the
/// sentence better, and no word they said instead of the phrase's is left unexplained —
/// "delete the puzzle" is never offered as a completion, "what did I ordr" never as an order,
/// "start the dishwasher" never as a run — and only with the values the person said: a name that names nothing is
/// left out, to be asked for after yes, and the question says the request as a phrase of the
/// intent would ("Did you mean “Complete a task in Tasks”?"). Yes carries it out, asking for
/// what is missing and confirming what is destructive; no drops it.
extension Conversation {
    /// The request to offer for a line nothing matched, or nil when there is none to offer.
    func suggestion(for line: String) async -> IntentMatcher.Match? {
        // A request the person took back ("Order a miso soup. No.") is never offered again.
        guard !matcher.flexible.matcher.takesBack(line) else { return nil }
        let prepared = matcher.index.prepare(line)
        guard let nearest = matcher.index.nearestPhrase(for: prepared),
            !IntentMatcher.isNegativePhrase(nearest.phraseID), let (app, intent) = intent(withID: nearest.phraseID)
        else { return nil }
        let readings = matcher.flexible.matcher.matches(for: line)
        // The person said the intent's own words (more than words that only ask or link), and no
        // other intent reads the sentence better…
        guard let reading = readings.first(where: { $0.phraseID == nearest.phraseID }), reading.keywordScore > 0,
            matcher.saysRequestWords(reading),
            !readings.contains(where: { $0.phraseID != reading.phraseID && $0.score > reading.score })
        else { return nil }
        // A title read around a word many requests share ("qué" in "qué hora es") is no
        // request to offer: free text needs the intent's own words to say clearly which it is.
        let readsTitle = reading.evidence.contains { evidence in
            guard evidence.kind == .text, let name = evidence.slot, case .string? = intent.parameter(named: name)?.valueType
            else { return false }
            return true
        }
        if readsTitle, reading.keywordScore < IntentMatcher.clearKeywordScore - IntentMatcher.tolerance { return nil }
        // …nor did they deny what it would act on and say nothing else of it: "Bestell doch keine
        // Misosuppe" is never offered as "Bestell Suppe bei Soup Chef", which yes would carry
        // out. "order a soup but not miso" still names a soup to order. Free text says what it
        // acts on only as a title: words read for a name are no name yet.
        let saysWhatItActsOn = readsTitle || reading.evidence.contains { [.value, .label, .phraseWord, .placing].contains($0.kind) }
        // Two own words say the request whole beside the denial ("order" and "soup").
        let ownWords = reading.evidence.filter { $0.kind == .keyword }.count
        if reading.evidence.contains(where: { $0.kind == .denied }), !saysWhatItActsOn, ownWords < 2 { return nil }
        // …nor does the reading take another intent's own word for a value or leave it unexplained
        // ("何を頼んだ", what did I order: "何" is the list's word, not a soup).
        let otherWords = Set(
            readings.filter { $0.phraseID != reading.phraseID }.flatMap { other in
                other.evidence.filter { $0.kind == .keyword }.map { TextKey.fold($0.words) }
            })
        let loose = reading.evidence.filter { $0.kind == .text || $0.kind == .unexplained }.map { TextKey.fold($0.words) }
        let spaced = localizer.language != .japanese
        let swallows = { (words: String) in
            otherWords.contains { word in
                !word.isEmpty && (spaced ? words.split(separator: " ").contains(Substring(word)) : words.contains(word))
            }
        }
        guard !loose.contains(where: swallows) else { return nil }
        // …nor drop a word the person said that nothing explains ("start the dishwasher" is not
        // "Start a run in Laps"): where the phrase went astray, the reading must account for it.
        // A word that only adds to the phrase's ("what is on my shopping list", "Einkaufsliste")
        // drops nothing the request is about; one said instead of the phrase's word does.
        if let word = nearest.unexpectedWord, !matcher.index.divergesByAddition(nearest, in: line),
            let start = line.range(of: word, options: .caseInsensitive)?.lowerBound
        {
            let rest = TextKey.fold(String(line[start...]))
            let restWords = Set(rest.split(separator: " "))
            let unexplained = reading.evidence.filter { $0.kind == .unexplained }.flatMap {
                spaced ? TextKey.fold($0.words).split(separator: " ").map(String.init) : [TextKey.fold($0.words)]
            }
            guard !unexplained.contains(where: { spaced ? restWords.contains(Substring($0)) : rest.contains($0) }) else {
                return nil
            }
        }
        var slots = reading.slots.mapValues(\.value)
        slots["applicationName"] = .vocabulary(id: app.name, title: app.name)
        // Only values the person said that name something real; the rest is asked after yes.
        let parser = AnswerParser(localizer: localizer.scoped(to: app), values: matcher.values)
        for parameter in intent.parameters {
            guard case .text(let words) = slots[parameter.name] else { continue }
            switch parameter.valueType {
            case .enumeration:
                slots[parameter.name] = nil
            case .entity(let info):
                let outcome = try? await IntentRuntime.withDependencies(app.dependencies) {
                    try await parser.entity(words, of: info)
                }
                switch outcome {
                case .value(let value):
                    let display = DisplayRepresentation.of(value)
                    if let entity = value as? any AppEntity {
                        slots[parameter.name] = .vocabulary(
                            id: entity.id.entityIdentifierString,
                            title: localizer.scoped(to: app).string(display.title))
                    } else {
                        slots[parameter.name] = nil
                    }
                case .candidates:
                    continue
                default:
                    slots[parameter.name] = nil
                }
            default:
                continue
            }
        }
        let match = IntentMatcher.Match(app: app, intent: intent, slots: slots, isExplicit: false, stage: .exact)
        return localizer.canPropose(match) ? match : nil
    }
}
