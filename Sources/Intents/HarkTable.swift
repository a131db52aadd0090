/// The table of Hark's own words (`phrases/Hark`), for the sentences the runtime itself says,
/// such as Apple's predefined errors. Apps use their own tables (`Localizable` by default).
public enum HarkTable {
    public static let name = "Hark"
}
