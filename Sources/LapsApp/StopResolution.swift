import Intents

/// What to do with a run when it stops. People may say "keep" or "save it" for save, "throw
/// it away" or "delete it" for discard, "save as reference" for the benchmark; each synonym is a catalog key,
/// so a language can give the forms its speakers use ("speichere ihn", "guárdala", "捨てて").
public enum StopResolution: String, AppEnum {
    case saveAsBenchmark, saveRun, discardRun

    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Resolution" }

    public static var caseDisplayRepresentations: [StopResolution: DisplayRepresentation] {
        [
            .saveAsBenchmark: DisplayRepresentation(
                title: "Save as benchmark",
                synonyms: ["save as reference", "make it the benchmark", "save it as the benchmark"]),
            .saveRun: DisplayRepresentation(title: "Save", synonyms: ["keep", "keep it", "save it"]),
            .discardRun: DisplayRepresentation(
                title: "Discard", synonyms: ["throw away", "throw it away", "discard it", "delete it"]),
        ]
    }
}
