import Foundation

/// The `hark` binary is not where the tests look for it.
public struct HarkExecutableNotFound: Error, CustomStringConvertible {
    /// The paths that were tried, in order.
    public var searched: [URL]

    public var description: String {
        "the hark executable was not found (looked at \(searched.map(\.path).joined(separator: ", "))); "
            + "build it with `swift build --product hark`, or set HARK_EXECUTABLE to its path"
    }
}
