/// A module that declares App Intents, listing the packages whose intents it includes.
///
/// Apple's build tools read it to find intents across frameworks. Hark registers apps
/// explicitly (``AppDefinition``), so a package is accepted and its list kept as written.
public protocol AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
