import Intents

/// The words that answer a confirmation for one action besides yes and no: a built-in action's
/// verb as the assistant's catalog gives it (`hark.words.action.order`: "order|place the order"),
/// or a custom action's labels and alternatives in the person's language.
struct ActionWords {
    private var accept = Set<String>()
    private var deny = Set<String>()

    init(_ action: ConfirmationActionName, localizer: Localizer) {
        if action.isCustom {
            accept = Set(([action.acceptLabel].compactMap { $0 } + action.acceptAlternatives).map(localizer.string).map(TextKey.fold))
            deny = Set(([action.denyLabel].compactMap { $0 } + action.denyAlternatives).map(localizer.string).map(TextKey.fold))
        } else if let key = Self.keys[action.name] {
            accept = localizer.words(key)
        }
        accept.remove("")
        deny.remove("")
    }

    /// The catalog key of each built-in action's words.
    static let keys: [String: String] = [
        "add": "hark.words.action.add",
        "addData": "hark.words.action.addData",
        "book": "hark.words.action.book",
        "buy": "hark.words.action.buy",
        "call": "hark.words.action.call",
        "checkIn": "hark.words.action.checkIn",
        "continue": "hark.words.action.continue",
        "create": "hark.words.action.create",
        "do": "hark.words.action.do",
        "download": "hark.words.action.download",
        "filter": "hark.words.action.filter",
        "find": "hark.words.action.find",
        "get": "hark.words.action.get",
        "go": "hark.words.action.go",
        "log": "hark.words.action.log",
        "open": "hark.words.action.open",
        "order": "hark.words.action.order",
        "pay": "hark.words.action.pay",
        "play": "hark.words.action.play",
        "post": "hark.words.action.post",
        "request": "hark.words.action.request",
        "run": "hark.words.action.run",
        "search": "hark.words.action.search",
        "send": "hark.words.action.send",
        "set": "hark.words.action.set",
        "share": "hark.words.action.share",
        "start": "hark.words.action.start",
        "toggle": "hark.words.action.toggle",
        "turnOff": "hark.words.action.turnOff",
        "turnOn": "hark.words.action.turnOn",
        "view": "hark.words.action.view",
    ]

    /// True for an accept word, false for a deny word, nil otherwise.
    func answer(_ line: String) -> Bool? {
        let key = TextKey.fold(line)
        if accept.contains(key) { return true }
        if deny.contains(key) { return false }
        return nil
    }
}
