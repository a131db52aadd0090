import Foundation

/// A bottle as the store keeps it.
public struct Bottle: Sendable, Equatable {
    public let id: UUID
    public let name: String
    public let color: WineColor
}
