import Intents
import Testing

@Suite("Enum cases and their synonyms through EnumTypeInfo")
struct AppEnumTests {
    func formatType() throws -> EnumTypeInfo {
        let parameter = try #require(
            try LibraryHarness().definition(of: BorrowBookIntent.self).parameter(named: "format"))
        guard case .enumeration(let type) = parameter.valueType else {
            Issue.record("format is a \(parameter.valueType.kindName), not an enum")
            throw CancellationError()
        }
        return type
    }

    static let cases: [(rawValue: String, title: String, subtitle: String?, synonyms: [String])] = [
        ("paperback", "Paperback", nil, []),
        ("hardcover", "Hardcover", nil, ["hardback", "cloth"]),
        ("audiobook", "Audiobook", "Read aloud", ["audio"]),
    ]

    @Test("each case has its raw value, title, subtitle and synonyms", arguments: cases)
    func enumCase(rawValue: String, title: String, subtitle: String?, synonyms: [String]) throws {
        let found = try #require(try formatType().cases.first { $0.rawValue == rawValue })
        #expect(found.display.title.sourceText == title)
        #expect(found.display.subtitle?.sourceText == subtitle)
        #expect(found.display.synonyms.map(\.sourceText) == synonyms)
        #expect(found.value as? BookFormat == BookFormat(rawValue: rawValue))
    }

    @Test("cases come in declaration order, under the type's name")
    func order() throws {
        let type = try formatType()
        #expect(type.cases.map(\.rawValue) == ["paperback", "hardcover", "audiobook"])
        #expect(type.typeName == "BookFormat")
        #expect(type.typeDisplayRepresentation.name.key == "Format")
    }

    @Test("titles and synonyms written as literals are catalog keys, not verbatim text")
    func literalTitlesAreLocalizable() throws {
        let hardcover = try #require(try formatType().cases.first { $0.rawValue == "hardcover" })
        #expect(hardcover.display.title.key == "Hardcover")
        #expect(!hardcover.display.title.isVerbatim)
        #expect(hardcover.display.synonyms.allSatisfy { !$0.isVerbatim })
    }

    @Test("a title that is data stays verbatim")
    func dataTitlesAreVerbatim() {
        let title = "Dune"
        let display = DisplayRepresentation(title: title, synonyms: ["Arrakis"])
        #expect(display.title.isVerbatim)
        #expect(display.synonyms.allSatisfy { $0.isVerbatim })
    }

    static let shown: [(value: any Sendable, title: String)] = [
        (BookFormat.audiobook, "Audiobook"),
        (BookFormat.paperback, "Paperback"),
        (7, "7"),
        ("plain", "plain"),
    ]

    @Test(
        "DisplayRepresentation.of shows enum cases by their representation and other values as text", arguments: shown)
    func displayOf(value: any Sendable, title: String) {
        #expect(DisplayRepresentation.of(value).title.sourceText == title)
    }
}
