extension LocalizationCatalog {
    /// The source language of the catalog that defines `key` (the later one, when several do).
    public func sourceLanguage(forKey key: String) -> String? {
        records[key]?.sourceLanguage
    }

    /// Xcode's `extractionState` for `key` (`manual`, `stale`, `extracted_with_value`, …), if set.
    ///
    /// ```swift
    /// catalog.extractionState(forKey: "Old greeting")  // "stale"
    /// ```
    public func extractionState(forKey key: String) -> String? {
        record(forKey: key)?.entry.extractionState
    }
}
