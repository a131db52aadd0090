import Intents

/// The forms a book comes in; hardcover and audiobook have synonyms.
enum BookFormat: String, AppEnum {
    case paperback, hardcover, audiobook

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
    static let caseDisplayRepresentations: [BookFormat: DisplayRepresentation] = [
        .paperback: "Paperback",
        .hardcover: DisplayRepresentation(title: "Hardcover", synonyms: ["hardback", "cloth"]),
        .audiobook: DisplayRepresentation(title: "Audiobook", subtitle: "Read aloud", synonyms: ["audio"]),
    ]
}
