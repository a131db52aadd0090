/// A value — typically an error — that can say itself as a localized sentence. Hark speaks an
/// error that conforms by this sentence instead of a generic one.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}
