/// The widget sizes an array parameter may be sized for (iOS 17). Hark has no widgets: sizes
/// are kept for metadata.
public enum IntentWidgetFamily: String, Sendable, Hashable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge, systemExtraLargePortrait
    case accessoryCircular, accessoryCorner, accessoryInline, accessoryRectangular
}

/// How many items an array parameter holds: exactly `n` (`3`), or a range.
public struct IntentCollectionSize: Sendable, Hashable, ExpressibleByIntegerLiteral {
    public let minimum: Int
    public let maximum: Int

    public init(integerLiteral value: Int) { self.init(value) }
    public init(_ count: Int) { self.init(min: count, max: count) }
    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }
}
