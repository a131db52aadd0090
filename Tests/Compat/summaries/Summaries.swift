// Parameter summaries: a list of parameters without a sentence, a switch whose cases are
// written as the parameter's values (`Case(.express)`), and conditions on a value.
import AppIntents

enum Delivery: String, AppEnum {
    case standard, express
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Delivery"
    static let caseDisplayRepresentations: [Delivery: DisplayRepresentation] = [.standard: "Standard", .express: "Express"]
}

struct ShipIntent: AppIntent {
    static let title: LocalizedStringResource = "Ship"

    @Parameter(title: "Parcel") var parcel: String
    @Parameter(title: "Delivery", default: .standard) var delivery: Delivery
    @Parameter(title: "Insured", default: false) var insured: Bool
    @Parameter(title: "Note") var note: String?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$delivery) {
            Case(.express) {
                Summary("Ship \(\.$parcel) express") {
                    \.$insured
                    \.$note
                }
            }
            DefaultCase {
                When(\.$note, .hasAnyValue) {
                    Summary("Ship \(\.$parcel) with a note")
                } otherwise: {
                    Summary {
                        \.$parcel
                        \.$delivery
                    }
                }
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct RefreshIntent: AppIntent {
    static let title: LocalizedStringResource = "Refresh"

    static var parameterSummary: some ParameterSummary {
        Summary()
    }

    func perform() async throws -> some IntentResult { .result() }
}
