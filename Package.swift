// swift-tools-version: 6.0
// Hark: an App Intents–style voice assistant for the terminal. See README.md and DESIGN.md.
import PackageDescription

let package = Package(
    name: "Hark",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "hark", targets: ["hark"]),
        // An assistant of your own apps, with the whole command line: `Hark.main(apps:)`.
        .library(name: "HarkKit", targets: ["HarkKit"]),
        // Transcripts and turn-by-turn conversations in your own tests.
        .library(name: "HarkTesting", targets: ["HarkTesting"]),
        // The App Intents API your apps are written against.
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        // SQLite with migrations, for apps that keep their data in the assistant's database.
        .library(name: "Storage", targets: ["Storage"]),
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
        // ICU is linked statically (libicu-dev's archives): a process then maps only the ICU
        // code and data it runs, and the loader binds and relocates none of ICU's shared
        // libraries at start (about 2.5 MB and a tenth of a piped turn's start-up). ICU is C++,
        // so it needs the C++ runtime, which the Swift runtime loads anyway.
        .target(
            name: "CICU", path: "Sources/CICU",
            linkerSettings: [
                .linkedLibrary(":libicui18n.a"), .linkedLibrary(":libicuuc.a"), .linkedLibrary(":libicudata.a"),
                .linkedLibrary("stdc++"),
            ]),
        // Language knowledge for PhraseMatcher: Snowball stemmers, Hunspell, MeCab with IPADIC.
        // Snowball is opened on first use (dlopen), not linked: see its header.
        .target(name: "CStemmer", path: "Sources/CStemmer"),
        // Hunspell is opened on first use (dlopen), not linked: see its header.
        .target(name: "CHunspell", path: "Sources/CHunspell"),
        // Voice: espeak-ng speaks, PocketSphinx hears; both opened on first use (dlopen).
        .target(name: "CEspeak", path: "Sources/CEspeak"),
        .target(name: "CPocketSphinx", path: "Sources/CPocketSphinx"),
        // The microphone: PulseAudio, else ALSA; opened on first use (dlopen).
        .target(name: "CMicrophone", path: "Sources/CMicrophone"),
        // MeCab, for Japanese: opened on first use (dlopen), not linked: see its header.
        .target(name: "CMeCab", path: "Sources/CMeCab"),

        // The stages of DESIGN.md, bottom up.
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .target(name: "Localization", dependencies: ["CICU"]),
        .target(name: "PhraseMatcher", dependencies: ["CICU", "CStemmer", "CHunspell", "CMeCab"]),
        // Stand-ins for Apple frameworks that App Intents code imports and Linux lacks.
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "Intents", dependencies: ["UniformTypeIdentifiers"]),
        .target(name: "AppIntents", dependencies: ["Intents"]),
        .target(name: "Dialog", dependencies: ["CICU", "Intents", "PhraseMatcher", "Localization", "UniformTypeIdentifiers"]),
        .target(name: "Voice", dependencies: ["CEspeak", "CPocketSphinx", "CMicrophone", "PhraseMatcher"]),
        .target(name: "Terminal", dependencies: ["CReadline", "CTerminal"]),
        .target(name: "Lint", dependencies: ["Intents", "PhraseMatcher", "Localization"]),

        // String Catalogs: every string a person sees, per app and for the assistant itself.
        .target(
            name: "Phrases", path: "phrases",
            resources: [.copy("Hark"), .copy("Tasks"), .copy("Laps"), .copy("SoupChef")]),

        // Sample apps.
        .target(name: "TasksApp", dependencies: ["Intents", "Storage"]),
        .target(name: "LapsApp", dependencies: ["Intents", "Storage"]),
        .target(name: "SoupChefApp", dependencies: ["Intents", "Storage"]),

        // The command line, for any set of apps: front ends and subcommands, no business logic.
        .target(
            name: "HarkKit",
            dependencies: [
                "Dialog", "Intents", "Lint", "Localization", "PhraseMatcher", "Phrases", "Storage", "Terminal",
                "Voice",
            ]),
        // Transcripts and conversations for tests, in Hark's and in any package.
        .target(name: "HarkTesting", dependencies: ["HarkKit", "Dialog", "Intents", "Localization", "Storage"]),

        // The executable: the sample apps' assistant, built with HarkKit.
        .executableTarget(name: "hark", dependencies: ["HarkKit", "Phrases", "TasksApp", "LapsApp", "SoupChefApp"]),

        // The start-up floor hark-bench --startup measures hark against.
        .executableTarget(name: "hark-floor", path: "Benchmarks/hark-floor"),

        // Benchmarks: `swift run -c release hark-bench [--json]`.
        .executableTarget(
            name: "hark-bench",
            dependencies: [
                "Dialog", "HarkKit", "Intents", "Localization", "PhraseMatcher", "Phrases", "Storage", "TasksApp",
                "LapsApp", "SoupChefApp", "Voice",
            ],
            path: "Benchmarks/hark-bench"),

        // Fuzzing: `make fuzz` builds it with libFuzzer; in an ordinary build,
        // `hark-fuzz TARGET CORPUS…` replays the corpora once. See Fuzz/README.md.
        .executableTarget(
            name: "hark-fuzz",
            dependencies: [
                "Dialog", "HarkKit", "Intents", "Localization", "PhraseMatcher", "Phrases", "Storage", "TasksApp",
                "LapsApp", "SoupChefApp", "RuleApps",
            ],
            path: "Fuzz/hark-fuzz"),

        // Tests.
        .target(name: "TestSupport", dependencies: ["Intents"], path: "Tests/TestSupport"),
        // Apps for conversation rules the sample apps cannot reach; their transcripts are in
        // RuleAppsTests. Test-only: no product includes them.
        .target(
            name: "RuleApps", dependencies: ["Intents"], path: "Tests/RuleApps", resources: [.copy("Catalogs")]),
        .testTarget(
            name: "RuleAppsTests", dependencies: ["RuleApps", "HarkTesting", "TestSupport"],
            exclude: ["Transcripts"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Phrases", "TestSupport"]),
        .testTarget(name: "PhraseMatcherTests", dependencies: ["PhraseMatcher", "TestSupport"]),
        .testTarget(name: "IntentsTests", dependencies: ["Intents", "TestSupport"]),
        .testTarget(
            name: "DialogTests",
            dependencies: [
                "Dialog", "TasksApp", "LapsApp", "SoupChefApp", "RuleApps", "Phrases", "Storage", "TestSupport",
                "UniformTypeIdentifiers",
            ],
            exclude: ["Pantry/Catalogs"]),
        .testTarget(name: "TasksAppTests", dependencies: ["TasksApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(name: "LapsAppTests", dependencies: ["LapsApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(name: "SoupChefAppTests", dependencies: ["SoupChefApp", "Storage", "Intents", "TestSupport"]),
        .testTarget(
            name: "VoiceTests",
            dependencies: [
                "Voice", "Dialog", "Localization", "PhraseMatcher", "Phrases", "Storage", "TasksApp", "LapsApp",
                "SoupChefApp", "TestSupport",
            ]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "TestSupport"]),
        .testTarget(name: "HarkTests", dependencies: ["TestSupport", "Storage"]),
        .testTarget(
            name: "HarkKitTests",
            dependencies: [
                "HarkKit", "HarkTesting", "TestSupport", "SoupChefApp", "TasksApp", "Phrases", "Dialog", "Localization",
                "Voice",
            ]),
        .testTarget(name: "LintTests", dependencies: ["Lint", "Intents", "Localization", "TestSupport"]),
    ]
)
