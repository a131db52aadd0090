// An intent the system may suggest, with the parameters each suggestion shows.
import AppIntents

struct ReadNoteIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Read Note"

    @Parameter(title: "Note") var note: NoteEntity
    @Parameter(title: "Slowly", default: false) var slowly: Bool

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$note)) { note in
            DisplayRepresentation(title: "Read \(note.text)")
        }
        IntentPrediction(parameters: (\.$note, \.$slowly)) { note, slowly in
            DisplayRepresentation(title: "Read \(note.text)", subtitle: slowly ? "Slowly" : "At normal speed")
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "\(note.text)")
    }
}
