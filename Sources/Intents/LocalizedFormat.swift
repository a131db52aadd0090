/// A minimal printf-style filler for source text when no catalog has a key.
///
/// It handles the specifiers that key derivation writes (`%@`, `%lld`, `%lf`, `%%`) and
/// positional ones (`%1$@`); the `Localization` module does the full job with plural rules.
enum LocalizedFormat {
    static func render(_ format: String, arguments: [String]) -> String {
        guard format.contains("%") else { return format }
        var output = ""
        var next = 0
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%", index < format.endIndex else {
                output.append(character)
                continue
            }
            if format[index] == "%" {
                output.append("%")
                index = format.index(after: index)
                continue
            }
            var digits = ""
            var scan = index
            while scan < format.endIndex, format[scan].isNumber {
                digits.append(format[scan])
                scan = format.index(after: scan)
            }
            var position: Int?
            if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
                position = Int(digits).map { $0 - 1 }
                index = format.index(after: scan)
            }
            while index < format.endIndex, "lhqzj.0123456789".contains(format[index]) {
                index = format.index(after: index)
            }
            guard index < format.endIndex else { break }
            index = format.index(after: index)  // the conversion character
            let slot = position ?? next
            if position == nil { next += 1 }
            if arguments.indices.contains(slot) { output += arguments[slot] }
        }
        return output
    }
}
