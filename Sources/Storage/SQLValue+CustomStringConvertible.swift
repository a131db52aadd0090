/// How a value appears in error messages: text quoted and escaped, blobs in hexadecimal.
///
/// Long blobs are abbreviated, so an error that carries a large argument stays readable.
extension SQLValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .null: "NULL"
        case .integer(let value): String(value)
        case .real(let value): String(value)
        case .text(let value): value.debugDescription
        case .blob(let bytes):
            "X'"
                + bytes.prefix(32).map { byte in
                    let hex = String(byte, radix: 16, uppercase: true)
                    return byte < 16 ? "0" + hex : hex
                }.joined() + (bytes.count > 32 ? "…' (\(bytes.count) bytes)" : "'")
        }
    }
}
