/// A value — typically an error — that can say itself as a localized sentence. Hark speaks an
/// error that conforms by this sentence instead of a generic one.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

extension AppEntity {
    /// An entity, interpolated into a localized string, reads as its title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

extension AppEnum {
    /// An enum case, interpolated into a localized string, reads as its title in the person's language.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? .verbatim(String(describing: rawValue))
    }
}
