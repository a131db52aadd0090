import Intents
import Testing

@Suite("Parameter summaries rendered to templates")
struct SummaryTests {
    static let summaries: [(intent: String, template: String?, parameters: [String])] = [
        ("BorrowBookIntent", "Borrow ${book} as ${format}", ["copies", "note"]),
        ("NameShelfIntent", "Name ${shelf} ${name}", []),
        ("ShelveBookIntent", nil, []),
    ]

    @Test("a summary becomes a ${param} template plus the parameters listed after it", arguments: summaries)
    func template(intent: String, template: String?, parameters: [String]) throws {
        let definition = try #require(LibraryHarness().app.intent(withID: "Library.\(intent)"))
        if let template {
            #expect(definition.summaries.count == 1)
            #expect(definition.summaries.first?.template == template)
            #expect(definition.summaries.first?.parameters == parameters)
            #expect(definition.summaries.first?.condition == nil)
        } else {
            #expect(definition.summaries.isEmpty)
        }
    }

    @Test("every ${param} in a template names a parameter of the intent")
    func placeholdersAreParameters() throws {
        for definition in LibraryHarness().app.intents {
            let names = Set(definition.parameters.map(\.name))
            for summary in definition.summaries {
                let placeholders = summary.template.split(separator: "${").dropFirst().compactMap {
                    $0.split(separator: "}").first.map(String.init)
                }
                #expect(Set(placeholders).isSubset(of: names), "\(definition.typeName): \(summary.template)")
                #expect(Set(summary.parameters).isSubset(of: names), "\(definition.typeName): \(summary.parameters)")
            }
        }
    }

    @Test("a summary written without interpolation is kept as literal text")
    func literalSummary() {
        let summary = Summary<ShowCardIntent>("Show my card")
        #expect(summary.summaryTemplates.map(\.template) == ["Show my card"])
        #expect(summary.summaryTemplates.map(\.parameters) == [[]])
    }
}
