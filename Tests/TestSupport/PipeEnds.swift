import Foundation

/// Both ends of a pipe, close-on-exec, closed when no longer needed.
///
/// Close-on-exec keeps a child spawned by another test, at the same moment, from
/// inheriting an end and holding the pipe open.
final class PipeEnds {
    private(set) var readEnd: Int32
    private(set) var writeEnd: Int32

    init() throws(SpawnedProcess.Failure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw SpawnedProcess.Failure(executable: "pipe", code: errno) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        closeRead()
        closeWrite()
    }

    func closeRead() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    func closeWrite() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }
}
