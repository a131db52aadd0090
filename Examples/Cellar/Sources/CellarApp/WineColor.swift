import AppIntents

/// The colours of wine people ask for; "bubbly" is sparkling.
public enum WineColor: String, AppEnum {
    case red, white, rose, sparkling

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Colour"
    public static let caseDisplayRepresentations: [WineColor: DisplayRepresentation] = [
        .red: "red",
        .white: "white",
        .rose: DisplayRepresentation(title: "rosé", synonyms: ["rose", "pink"]),
        .sparkling: DisplayRepresentation(title: "sparkling", synonyms: ["bubbly"]),
    ]
}
