// Values intents take and return: money, files made from data, measurements, file types.
import AppIntents
import Foundation
import UniformTypeIdentifiers

struct TipIntent: AppIntent {
    static let title: LocalizedStringResource = "Tip"

    @Parameter(title: "Bill") var bill: Double
    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentCurrencyAmount> & ProvidesDialog {
        let tip = IntentCurrencyAmount(amount: Decimal(bill) * Decimal(string: "0.15")!, currencyCode: "EUR")
        return .result(value: tip, dialog: "Leave \(tip.description).")
    }
}

struct ExportIntent: AppIntent {
    static let title: LocalizedStringResource = "Export"

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let type = UTType(filenameExtension: "csv") ?? .commaSeparatedText
        let file = IntentFile(data: Data("a,b\n1,2\n".utf8), filename: "export.csv", type: type)
        return .result(value: file)
    }
}
