import Dialog
import Foundation
import Intents
import Localization
import Phrases
import RuleApps

/// A conversation with the rule apps (Groceries, Chores, Notes, Planner), with a log of what
/// their intents did.
func ruleAppsConversation(
    language: Language = .english, clock: ManualClock = ManualClock(start: Date(timeIntervalSince1970: 1_796_029_200)),
    log: RuleLog = RuleLog()
) async throws -> Conversation {
    let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all() + RuleApps.catalogURLs)
    return try await Conversation(
        apps: RuleApps.definitions(log: log), localizer: Localizer(language: language, catalog: catalog),
        clock: clock.appClock)
}
