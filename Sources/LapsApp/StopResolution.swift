import Intents

/// What to do with a run when it stops. People may say "keep" for save and "throw away"
/// for discard.
public enum StopResolution: String, AppEnum {
    case saveAsBenchmark, saveRun, discardRun

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Resolution" }

    public static var caseDisplayRepresentations: [StopResolution: DisplayRepresentation] {
        [
            .saveAsBenchmark: "Save as benchmark",
            .saveRun: DisplayRepresentation(title: "Save", synonyms: ["keep"]),
            .discardRun: DisplayRepresentation(title: "Discard", synonyms: ["throw away"]),
        ]
    }
}
