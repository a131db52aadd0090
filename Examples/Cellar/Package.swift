// swift-tools-version: 6.0
// Cellar: a third-party app written against Hark's App Intents, with its own assistant and
// tests. It depends on Hark by path, as a package of yours would depend on it by URL.
import PackageDescription

let package = Package(
    name: "Cellar",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Hark", path: "../..")
    ],
    targets: [
        // The app: entities, a query, an enum, intents, App Shortcuts, and its String Catalogs.
        .target(
            name: "CellarApp",
            dependencies: [
                .product(name: "AppIntents", package: "Hark"),
                .product(name: "Storage", package: "Hark"),
            ],
            resources: [.copy("Cellar")]),
        // The assistant: `swift run cellar`, `cellar test`, `cellar lint`, …
        .executableTarget(
            name: "cellar",
            dependencies: ["CellarApp", .product(name: "HarkKit", package: "Hark")]),
        .testTarget(
            name: "CellarTests",
            dependencies: ["CellarApp", .product(name: "HarkTesting", package: "Hark")]),
    ]
)
