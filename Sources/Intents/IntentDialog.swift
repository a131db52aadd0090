/// What Hark says for an intent: the full text, and an optional shorter supporting text.
///
/// Written as a string literal or interpolation, its key is derived like a
/// ``LocalizedStringResource``'s, so `"Completed \(title)."` is looked up as `Completed %@.`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public var full: LocalizedStringResource
    public var supporting: LocalizedStringResource
    /// A symbol shown beside the dialog; kept for metadata, a terminal shows none.
    public var systemImageName: String?

    public init(_ resource: LocalizedStringResource) {
        self.full = resource
        self.supporting = resource
    }

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    public init(full: LocalizedStringResource, systemImageName: String? = nil) {
        self.init(full)
        self.systemImageName = systemImageName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    public var description: String { full.sourceText }
}
