extension String {
    /// How a text parameter is typed on a phone: keyboard, capitalization, corrections. A
    /// terminal has one keyboard; the options are kept for metadata.
    public struct IntentInputOptions: Sendable, Hashable {
        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

        public init(
            keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
            multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
        ) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        public enum KeyboardType: String, Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
            case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
        }

        public enum CapitalizationType: String, Sendable, Hashable {
            case none, words, sentences, allCharacters
        }
    }
}
