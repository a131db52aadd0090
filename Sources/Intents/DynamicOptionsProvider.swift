/// Supplies the choices for a parameter at run time ("Soups", "Salads", "Sides").
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue: Sendable
    func results() async throws -> [DefaultValue]
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}
