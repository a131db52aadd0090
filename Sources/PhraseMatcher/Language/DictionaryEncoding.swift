import Glibc

/// The character encoding of a Hunspell dictionary, which its functions read and write.
///
/// Hunspell takes and returns words in the encoding named by the `SET` line of the `.aff`
/// file. Debian's en, fr, de and es dictionaries are UTF-8, but many older ones are
/// ISO 8859-x, KOI8-R or a Windows code page. UTF-8 passes through; anything else goes
/// through glibc's iconv, the converter of the C library every Linux program already has.
///
/// Not thread-safe: an iconv descriptor keeps state, so a converter belongs to one
/// dictionary handle and is used under its lock.
///
/// ```swift
/// let latin1 = DictionaryEncoding(named: "ISO8859-1")!
/// latin1.encode("Grüße")?.count  // 6: a byte a letter, then NUL
/// latin1.encode("€")             // nil: Latin-1 has no euro sign
/// ```
final class DictionaryEncoding {
    /// The encoding's name as the dictionary spells it ("UTF-8", "ISO8859-1", …).
    let name: String
    private let toDictionary: iconv_t?
    private let fromDictionary: iconv_t?

    /// A converter for an encoding named as in a `SET` line, or nil when iconv does not
    /// know it.
    init?(named name: String) {
        self.name = name
        let normalized = name.uppercased().filter { $0 != "-" && $0 != "_" }
        if normalized == "UTF8" {
            toDictionary = nil
            fromDictionary = nil
            return
        }
        let iconvName = Self.iconvNames[normalized] ?? name
        let to = iconv_open(iconvName, "UTF-8")
        let from = iconv_open("UTF-8", iconvName)
        guard let to, let from, to != Self.failure, from != Self.failure else {
            if let to, to != Self.failure { iconv_close(to) }
            if let from, from != Self.failure { iconv_close(from) }
            return nil
        }
        toDictionary = to
        fromDictionary = from
    }

    deinit {
        if let toDictionary { iconv_close(toDictionary) }
        if let fromDictionary { iconv_close(fromDictionary) }
    }

    /// Whether words pass through unchanged.
    var isUTF8: Bool { toDictionary == nil }

    /// A word in the dictionary's encoding, NUL-terminated, or nil when the encoding cannot
    /// write one of its characters (such a word cannot be in the dictionary).
    func encode(_ word: String) -> [CChar]? {
        guard let toDictionary else { return Array(word.utf8CString) }
        var utf8 = Array(word.utf8)
        guard var bytes = Self.convert(&utf8, with: toDictionary) else { return nil }
        bytes.append(0)
        return bytes.map { CChar(bitPattern: $0) }
    }

    /// A NUL-terminated string Hunspell returned, as Swift text (invalid bytes become U+FFFD).
    func decode(_ string: UnsafePointer<CChar>) -> String {
        guard let fromDictionary else { return String(cString: string) }
        var bytes = Array(UnsafeBufferPointer(start: string, count: strlen(string))).map { UInt8(bitPattern: $0) }
        guard let utf8 = Self.convert(&bytes, with: fromDictionary) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Hunspell's names that iconv spells differently (after upper-casing and dropping
    /// "-" and "_").
    private static let iconvNames: [String: String] = [
        "MICROSOFTCP1251": "CP1251",
        "TIS6202533": "TIS-620",
    ]

    /// `(iconv_t)-1`, iconv_open's failure value.
    private static var failure: iconv_t? { iconv_t(bitPattern: -1) }

    private static func convert(_ input: inout [UInt8], with converter: iconv_t) -> [UInt8]? {
        // Reset the shift state: a failed call must not leak into the next word.
        iconv(converter, nil, nil, nil, nil)
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let outputCapacity = output.count
        let converted: Int? = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inPointer = UnsafeMutableRawPointer(inputBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var inLeft = inputBuffer.count
                var outPointer = UnsafeMutableRawPointer(outputBuffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
                var outLeft = outputCapacity
                guard inLeft > 0 else { return 0 }
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                guard result != -1, inLeft == 0 else { return nil }
                return outputCapacity - outLeft
            }
        }
        guard let converted else { return nil }
        return Array(output.prefix(converted))
    }
}
