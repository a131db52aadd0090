/// Why the chat's history file is not used, for a message that names the file.
///
/// The chat goes on without saved history; the front end says so once.
public struct HistoryProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A symbolic link stands where the file should be (it is not followed).
        case symbolicLink
        /// A folder, device, pipe or socket stands where the file should be.
        case notARegularFile
        /// The file belongs to another user.
        case ownedByAnotherUser
        /// A system call failed, such as `open` with `EACCES`.
        case unusable(operation: String, errno: Int32)
    }

    /// The history file.
    public let path: String
    public let kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}
