internal import CTerminal

/// Standard input, output and error as the process was started with them.
///
/// Any of the three that was closed at start has `/dev/null` in its place from before
/// `main` (see `CTerminal/standard_descriptors.c`): otherwise the next file opened would
/// take its number and receive what is written to it. This says which ones were closed,
/// so that a front end with nowhere to write its answers can stop at once.
public enum StandardDescriptors {
    /// Whether standard output was closed when the process started.
    public static var outputWasClosed: Bool { hark_closed_standard_descriptors() & (1 << 1) != 0 }
}
