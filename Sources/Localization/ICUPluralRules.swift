internal import CICU

/// Owns one ICU cardinal plural rules object and closes it when released.
///
/// ICU's `uplrules_select` is a const operation, so one object may be shared across
/// threads.
final class ICUPluralRules: @unchecked Sendable {
    private let handle: OpaquePointer

    /// Opens the rules for an ICU locale ID such as `fr` or `en_US`; `nil` if ICU fails.
    init?(localeIdentifier: String) {
        guard let handle = hark_plural_rules_open(localeIdentifier) else { return nil }
        self.handle = handle
    }

    deinit {
        hark_plural_rules_close(handle)
    }

    /// The keyword ICU selects for a number, such as `"one"`.
    func keyword(for number: Double) -> String? {
        withBuffer { hark_plural_rules_select(handle, number, $0, $1) }
    }

    /// The keywords these rules use, such as `["one", "many", "other"]`.
    func keywords() -> [String] {
        guard let list = withBuffer({ hark_plural_rules_keywords(handle, $0, $1) }) else { return [] }
        return list.split(separator: " ").map(String.init)
    }

    private func withBuffer(
        _ body: (UnsafeMutablePointer<CChar>, Int32) -> Int32
    ) -> String? {
        let capacity = 128
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
            guard let base = buffer.baseAddress, body(base, Int32(capacity)) >= 0 else { return nil }
            return String(cString: base)
        }
    }
}
