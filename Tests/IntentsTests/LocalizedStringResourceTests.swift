import Intents
import Testing

@Suite("LocalizedStringResource: keys derived as Apple does, and source text")
struct LocalizedStringResourceTests {
    static let title = "Buy milk"
    static let inner: LocalizedStringResource = "the \("Groceries") list"

    static let keys: [(resource: LocalizedStringResource, key: String, arguments: [LocalizedArgument], text: String)] =
        [
            ("Completed \(title).", "Completed %@.", [.string("Buy milk")], "Completed Buy milk."),
            ("You have \(3) tasks", "You have %lld tasks", [.int(3)], "You have 3 tasks"),
            ("Took \(1.5) hours", "Took %lf hours", [.double(1.5)], "Took 1.5 hours"),
            ("\(50)% done", "%lld%% done", [.int(50)], "50% done"),
            ("Deleted \(inner).", "Deleted %@.", [.resource(inner)], "Deleted the Groceries list."),
            ("Invite \(["Ann", "Bo"])", "Invite %@", [.list(["Ann", "Bo"])], "Invite Ann, Bo"),
            ("\(title.prefix(3)) and \(7)", "%@ and %lld", [.string("Buy"), .int(7)], "Buy and 7"),
            ("Plain text", "Plain text", [], "Plain text"),
        ]

    @Test("an interpolation becomes a format key with its values as arguments", arguments: keys)
    func key(resource: LocalizedStringResource, key: String, arguments: [LocalizedArgument], text: String) {
        #expect(resource.key == key)
        #expect(resource.arguments == arguments)
        #expect(resource.sourceText == text)
        #expect(!resource.isVerbatim)
        #expect(resource.table == nil)
    }

    @Test("a literal with a percent sign and no values is shown as written")
    func literalPercent() {
        let resource: LocalizedStringResource = "100% sure"
        #expect(resource.key == "100% sure")
        #expect(resource.sourceText == "100% sure")
    }

    static let positional: [(format: String, text: String)] = [
        ("%1$@ then %2$@", "first then second"),
        ("%2$@ then %1$@", "second then first"),
        ("%2$@, %1$@, %2$@", "second, first, second"),
        ("%@ then %@", "first then second"),
        ("%1$@ is %2$@%%", "first is second%"),
    ]

    @Test("source text fills positional specifiers, as a translation that reorders values does", arguments: positional)
    func positionalRendering(format: String, text: String) {
        var resource: LocalizedStringResource = "\("first") then \("second")"
        resource.defaultValue = format
        #expect(resource.sourceText == text)
    }

    @Test("numbers are filled into their own specifiers, positional or not")
    func numberSpecifiers() {
        var resource: LocalizedStringResource = "\(2) of \(5) at \(0.5)"
        #expect(resource.key == "%lld of %lld at %lf")
        #expect(resource.sourceText == "2 of 5 at 0.5")
        resource.defaultValue = "%3$lf: %2$lld/%1$lld"
        #expect(resource.sourceText == "0.5: 5/2")
    }

    static let verbatims = ["Buy milk", "50% off", "%@ and %lld", ""]

    @Test("verbatim text is shown exactly as given, whatever it contains", arguments: verbatims)
    func verbatim(text: String) {
        let resource = LocalizedStringResource.verbatim(text)
        #expect(resource.isVerbatim)
        #expect(resource.sourceText == text)
        #expect(resource.arguments.isEmpty)
    }

    @Test("a default value is the source text when given; the key otherwise")
    func defaultValue() {
        #expect(LocalizedStringResource("greeting", defaultValue: "Hello").sourceText == "Hello")
        #expect(LocalizedStringResource("greeting", table: "Assistant").table == "Assistant")
        #expect(LocalizedStringResource("greeting").sourceText == "greeting")
    }

    @Test("a dialog derives its key the same way, and may have a shorter supporting text")
    func dialog() {
        let dialog: IntentDialog = "Completed \(Self.title)."
        #expect(dialog.full.key == "Completed %@.")
        #expect(dialog.supporting == dialog.full)
        #expect(dialog.description == "Completed Buy milk.")

        let both = IntentDialog(full: "Completed \(Self.title) and archived it.", supporting: "Done.")
        #expect(both.full.key == "Completed %@ and archived it.")
        #expect(both.supporting.sourceText == "Done.")
    }
}
