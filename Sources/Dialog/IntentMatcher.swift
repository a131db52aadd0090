import Foundation
import Intents
import PhraseMatcher
import Synchronization

/// Matches a sentence against the App Shortcut phrases of every registered app and says
/// which intent it means, with the slot values as typed.
///
/// The phrase index is compiled once; entity vocabularies (task titles, say) are refreshed
/// from the entities' queries after every intent that changes them.
final class IntentMatcher: Sendable {
    /// A sentence matched to one intent.
    struct Match: Sendable {
        let app: AppDefinition
        let intent: IntentDefinition
        let slots: [String: SlotValue]
        /// True when the sentence said the app's name and matched without typos: a request
        /// clear enough to replace a question in progress.
        var isExplicit = false
    }

    enum Outcome: Sendable {
        case matched(Match)
        /// Equally good matches of different intents: the person must say which.
        case ambiguous([Match])
        /// Nothing matched; the closest phrase as a sentence to suggest, if any.
        case notUnderstood(nearest: String?)
    }

    let apps: [AppDefinition]
    let index: PhraseIndex
    private let entitySlots: [(key: String, info: EntityTypeInfo, app: AppDefinition)]
    private let localizer: Localizer
    /// Set by an app's `updateAppShortcutParameters()`; the vocabularies are reloaded once
    /// the intent that called it has finished.
    private let staleVocabularies = Atomic<Bool>(false)

    /// Reads whole answers as numbers, dates and durations, with the same clock.
    let values: ValueReader

    init(apps: [AppDefinition], localizer: Localizer, clock: AppClock = .system) throws {
        self.apps = apps
        self.localizer = localizer
        values = try ValueReader(language: localizer.language.code, clock: clock)
        var phrases: [Phrase] = []
        var slots: [String: SlotDefinition] = [:]
        var entitySlots: [(String, EntityTypeInfo, AppDefinition)] = []
        for app in apps {
            for shortcut in app.shortcuts {
                guard let intent = app.intent(withID: shortcut.intentID) else { continue }
                for template in shortcut.phrases {
                    phrases.append(Phrase(id: intent.id, template: localizer.phraseTemplate(for: template)))
                }
                slots["\(intent.id)/applicationName"] = .vocabulary(
                    [
                        VocabularyValue(
                            id: app.name, title: app.name, synonyms: Self.synonyms(of: app, localizer: localizer))
                    ],
                    isOmittable: true)
                for parameter in intent.parameters {
                    let key = "\(intent.id)/\(parameter.name)"
                    switch parameter.valueType {
                    case .entity(let info):
                        slots[key] = .vocabulary([], allowsFreeText: true)
                        entitySlots.append((key, info, app))
                    case .enumeration(let info):
                        slots[key] = .vocabulary(
                            info.cases.map { item in
                                VocabularyValue(
                                    id: item.rawValue, title: localizer.string(item.display.title),
                                    synonyms: item.display.synonyms.map(localizer.string))
                            })
                    case .integer:
                        slots[key] = .number(
                            min: parameter.inclusiveRange.map { Int($0.lowerBound) },
                            max: parameter.inclusiveRange.map { Int($0.upperBound) })
                    default:
                        slots[key] = .text
                    }
                }
            }
        }
        self.entitySlots = entitySlots
        index = try PhraseIndex(
            PhraseSet(languageCode: localizer.language.code, phrases: phrases, slots: slots),
            clock: ReferenceClock(timeZone: clock.timeZone, now: { clock.now() }))
    }

    /// Marks the vocabularies as out of date (an app said its entities changed).
    func vocabulariesChanged() {
        staleVocabularies.store(true, ordering: .relaxed)
    }

    /// Reloads the vocabularies if an app said they changed since the last reload.
    func refreshVocabulariesIfChanged() async {
        if staleVocabularies.exchange(false, ordering: .relaxed) {
            await refreshVocabularies()
        }
    }

    /// Reloads every entity slot's vocabulary from its query's suggestions (and, for an
    /// enumerable query, all its entities).
    func refreshVocabularies() async {
        for slot in entitySlots {
            let snapshots = await IntentRuntime.withDependencies(slot.app.dependencies) {
                var found = (try? await slot.info.suggestedEntities()) ?? []
                if let all = slot.info.allEntities { found += (try? await all()) ?? [] }
                return found
            }
            var seen = Set<String>()
            let values = snapshots.filter { seen.insert($0.id).inserted }.map { snapshot in
                VocabularyValue(
                    id: snapshot.id, title: localizer.string(snapshot.display.title),
                    synonyms: snapshot.display.synonyms.map(localizer.string))
            }
            index.updateVocabulary(slot.key, values: values)
        }
    }

    func match(_ sentence: String) -> Outcome {
        let prepared = index.prepare(sentence)
        let candidates = index.matches(for: prepared, limit: 10)
        guard let best = candidates.first, !(best.score.isFuzzy && !best.omittedSlots.isEmpty) else {
            return .notUnderstood(nearest: index.nearestPhrase(for: prepared).map { localizer.suggestion(for: $0, apps: apps) })
        }
        if best.omittedSlots.contains("applicationName") {
            // The app may go unnamed only when the sentence is clear without it: its entities
            // and enum values are known ones, not free text ("order a pizza")…
            guard let match = resolve(best), !hasFreeTextEntity(match) else {
                return .notUnderstood(nearest: index.nearestPhrase(for: prepared).map { localizer.suggestion(for: $0, apps: apps) })
            }
            // …and a single app could mean it.
            var perApp: [Match] = []
            for candidate in candidates where !candidate.score.isFuzzy {
                guard let match = resolve(candidate), !perApp.contains(where: { $0.app.name == match.app.name }) else {
                    continue
                }
                perApp.append(match)
            }
            if perApp.count > 1 { return .ambiguous(perApp) }
        }
        var tied: [Match] = []
        for candidate in candidates where candidate.score == best.score {
            guard let match = resolve(candidate), !tied.contains(where: { $0.intent.id == match.intent.id }) else {
                continue
            }
            tied.append(match)
        }
        switch tied.count {
        case 0: return .notUnderstood(nearest: nil)
        case 1: return .matched(tied[0])
        default: return .ambiguous(tied)
        }
    }

    /// The other names of an app, as said in the language: each is a catalog key (the app's
    /// name itself never is), with the English synonym kept too.
    static func synonyms(of app: AppDefinition, localizer: Localizer) -> [String] {
        var names: [String] = []
        for synonym in app.synonyms {
            for name in [synonym, localizer.string(synonym)] where !names.contains(name) { names.append(name) }
        }
        return names
    }

    private func hasFreeTextEntity(_ match: Match) -> Bool {
        match.intent.parameters.contains { parameter in
            guard case .text = match.slots[parameter.name] else { return false }
            switch parameter.valueType {
            case .entity, .enumeration: return true
            default: return false
            }
        }
    }

    private func resolve(_ candidate: PhraseMatch) -> Match? {
        let explicit = !candidate.score.isFuzzy && !candidate.omittedSlots.contains("applicationName")
        return resolveIntent(candidate).map { match in
            var match = match
            match.isExplicit = explicit
            return match
        }
    }

    private func resolveIntent(_ candidate: PhraseMatch) -> Match? {
        for app in apps {
            if let intent = app.intent(withID: candidate.phraseID) {
                return Match(app: app, intent: intent, slots: candidate.slots.mapValues(\.value))
            }
        }
        return nil
    }
}
