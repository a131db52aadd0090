/// How one entity or enum case is shown and spoken: a title, an optional subtitle and image,
/// and synonyms that people may say instead of the title.
///
/// ```swift
/// DisplayRepresentation(title: "Discard Run", synonyms: ["Throw Away"])
/// ```
public struct DisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(
        title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// A representation whose title is data, such as a task's title: shown as is, never translated.
    ///
    /// Generic so that a string literal still picks the localized initializer: only text
    /// held in a variable is taken verbatim.
    @_disfavoredOverload
    public init<Title: StringProtocol>(
        title: Title, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [Title] = []
    ) {
        self.init(
            title: .verbatim(String(title)), subtitle: subtitle, image: image,
            synonyms: synonyms.map { .verbatim(String($0)) })
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image named by a system symbol, a bundled asset or a URL. Hark shows none, but keeps
    /// the name for metadata.
    public struct Image: Sendable, Hashable {
        public var systemName: String?
        public var named: String?
        public var url: String?

        public init(systemName: String, isTemplate: Bool = true) { self.systemName = systemName }
        public init(named: String, isTemplate: Bool = false) { self.named = named }
        public init(url: String) { self.url = url }
    }
}

/// The name of a type of entity or enum ("Task", "Soup"), singular, for prompts and metadata.
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A type that has a name people see: entities and enums.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that can show itself: an entity instance.
public protocol DisplayRepresentable {
    var displayRepresentation: DisplayRepresentation { get }
}
