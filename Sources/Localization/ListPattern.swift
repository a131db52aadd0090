internal import CICU
import Foundation

/// One of CLDR's list patterns: how a language joins items into one phrase.
///
/// Foundation's list format offers "and" and "or"; CLDR also has "units", for the parts of
/// one measurement ("1 hour, 2 minutes"), in three widths. A catalog names the pattern a
/// language speaks durations with (`units-narrow`, `units-wide`, `and-wide`, …), so that
/// three units never repeat the conjunction ("1 heure, 2 minutes et 3 secondes").
///
/// ```swift
/// ListPattern("units-wide")!.join(["1 heure", "2 minutes", "3 secondes"], locale: "fr")
/// // "1 heure, 2 minutes et 3 secondes"
/// ListPattern("units-narrow")!.join(["1時間", "2分"], locale: "ja")  // "1時間2分"
/// ```
public struct ListPattern: Sendable, Hashable {
    public enum Kind: Int32, Sendable, CaseIterable {
        case and = 0, or = 1, units = 2
    }

    public enum Width: Int32, Sendable, CaseIterable {
        case wide = 0, short = 1, narrow = 2
    }

    public let kind: Kind
    public let width: Width

    public init(kind: Kind, width: Width) {
        self.kind = kind
        self.width = width
    }

    /// Reads a name such as `units-narrow` or `and-wide` (a kind alone means wide); nil for
    /// anything else.
    public init?(_ name: String) {
        let parts = name.trimmingHorizontalWhitespace().lowercased().split(separator: "-").map(String.init)
        guard (1...2).contains(parts.count), let kind = Self.kinds[parts[0]] else { return nil }
        let width = parts.count == 2 ? Self.widths[parts[1]] : .wide
        guard let width else { return nil }
        self.init(kind: kind, width: width)
    }

    /// The items joined by CLDR's pattern for `locale` (an ICU locale ID such as `fr_FR`);
    /// items joined by ", " if ICU cannot open the pattern.
    public func join(_ items: [String], locale: String) -> String {
        formatted(items, locale: locale) ?? items.joined(separator: ", ")
    }

    /// The items joined by CLDR's pattern for `locale`; nil if ICU cannot open the pattern or
    /// the list is too long for it.
    func formatted(_ items: [String], locale: String) -> String? {
        guard items.count > 1 else { return items.first ?? "" }
        let capacity = 4 * items.reduce(64) { $0 + $1.utf8.count }
        var pointers = items.map { strdup($0) }
        defer { pointers.forEach { free($0) } }
        let joined: String? = pointers.withUnsafeMutableBufferPointer { items in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                let length = items.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: items.count) {
                    hark_list_format(locale, kind.rawValue, width.rawValue, $0, Int32(items.count), base, Int32(capacity))
                }
                return length >= 0 ? String(cString: base) : nil
            }
        }
        return joined
    }

    private static let kinds: [String: Kind] = ["and": .and, "or": .or, "units": .units, "unit": .units]
    private static let widths: [String: Width] = ["wide": .wide, "short": .short, "narrow": .narrow]
}
