// swift-tools-version: 6.0
// Hark: an App Intents–style voice assistant for the terminal. See README.md and DESIGN.md.
import PackageDescription

let package = Package(
    name: "Hark",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hark", targets: ["hark"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
    ],
    targets: [
        // C libraries, each wrapped by exactly one Swift module.
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(
            name: "CReadline", path: "Sources/CReadline",
            providers: [.apt(["libreadline-dev"])]),
        // The chat's SIGINT handler and its state: one C definition for the whole process.
        .target(name: "CTerminal", path: "Sources/CTerminal"),
        .target(
            name: "CICU", path: "Sources/CICU",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),

        // The stages of DESIGN.md, bottom up.
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .target(name: "Localization", dependencies: ["CICU"]),
        .target(name: "PhraseMatcher", dependencies: ["CICU"]),
        .target(name: "Intents"),
        .target(name: "AppIntents", dependencies: ["Intents"]),
        .target(name: "Dialog", dependencies: ["Intents", "PhraseMatcher", "Localization"]),
        .target(name: "Terminal", dependencies: ["CReadline", "CTerminal"]),
        .target(name: "Lint", dependencies: ["Intents", "PhraseMatcher", "Localization"]),

        // String Catalogs: every string a person sees, per app and for the assistant itself.
        .target(
            name: "Phrases", path: "phrases",
            resources: [.copy("Hark"), .copy("Tasks"), .copy("Laps"), .copy("SoupChef"), .copy("RuleApps")]),

        // Sample apps.
        .target(name: "TasksApp", dependencies: ["Intents", "Storage"]),
        .target(name: "LapsApp", dependencies: ["Intents", "Storage"]),
        .target(name: "SoupChefApp", dependencies: ["Intents", "Storage"]),
        // Apps for conversation rules the sample apps cannot reach; used by `hark test` only.
        .target(name: "RuleApps", dependencies: ["Intents"]),

        // The executable: composition root and front ends, no business logic.
        .executableTarget(
            name: "hark",
            dependencies: [
                "Dialog", "Intents", "Lint", "Localization", "PhraseMatcher", "Phrases", "Storage", "Terminal",
                "TasksApp", "LapsApp", "SoupChefApp", "RuleApps",
            ]),

        // The start-up floor hark-bench --startup measures hark against.
        .executableTarget(name: "hark-floor", path: "Benchmarks/hark-floor"),

        // Benchmarks: `swift run -c release hark-bench [--json]`.
        .executableTarget(
            name: "hark-bench",
            dependencies: [
                "Dialog", "Intents", "Localization", "PhraseMatcher", "Phrases", "Storage", "TasksApp", "LapsApp",
                "SoupChefApp",
            ],
            path: "Benchmarks/hark-bench"),

        // Fuzzing: `make fuzz` builds it with libFuzzer; in an ordinary build,
        // `hark-fuzz TARGET CORPUS…` replays the corpora once. See Fuzz/README.md.
        .executableTarget(
            name: "hark-fuzz",
            dependencies: [
                "Dialog", "Intents", "Localization", "PhraseMatcher", "Phrases", "Storage", "TasksApp",
                "LapsApp", "SoupChefApp", "RuleApps",
            ],
            path: "Fuzz/hark-fuzz"),

        // Tests.
        .target(name: "TestSupport", dependencies: ["Intents"], path: "Tests/TestSupport"),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Phrases", "TestSupport"]),
        .testTarget(name: "PhraseMatcherTests", dependencies: ["PhraseMatcher", "TestSupport"]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents", "TestSupport"]),
        .testTarget(
            name: "DialogTests",
            dependencies: ["Dialog", "TasksApp", "LapsApp", "SoupChefApp", "RuleApps", "Phrases", "Storage", "TestSupport"]),
        .testTarget(name: "TasksAppTests", dependencies: ["TasksApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(name: "LapsAppTests", dependencies: ["LapsApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(name: "SoupChefAppTests", dependencies: ["SoupChefApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "HarkTests", dependencies: ["TestSupport", "Storage"]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Intents", "Localization", "TestSupport"]),
    ]
)
