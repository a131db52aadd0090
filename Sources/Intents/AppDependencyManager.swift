import Foundation

/// Holds the services intents and queries depend on, registered once at the composition root.
///
/// Hark runs each conversation with its own manager (``IntentRuntime/dependencies``), so two
/// sessions — or two tests — never share a database by accident.
///
/// ```swift
/// let dependencies = AppDependencyManager()
/// dependencies.add { TaskStore(database: db) }
/// ```
public final class AppDependencyManager: @unchecked Sendable {
    /// The process-wide manager, used when no conversation has set its own.
    public static let shared = AppDependencyManager()

    private let lock = NSLock()
    private var factories: [String: @Sendable () -> any Sendable] = [:]
    private var resolved: [String: any Sendable] = [:]

    public init() {}

    /// Registers a dependency, created on first use.
    public func add<Dependency: Sendable>(key: String? = nil, _ dependency: @escaping @Sendable () -> Dependency) {
        lock.lock()
        defer { lock.unlock() }
        let key = key ?? _typeName(Dependency.self, qualified: true)
        factories[key] = dependency
        resolved[key] = nil
    }

    /// Registers an already-created dependency.
    public func add<Dependency: Sendable>(key: String? = nil, dependency: Dependency) {
        add(key: key) { dependency }
    }

    /// The dependency of this type (or key); a missing registration is a programming error.
    public func resolve<Dependency: Sendable>(_ type: Dependency.Type = Dependency.self, key: String? = nil)
        -> Dependency
    {
        let key = key ?? _typeName(Dependency.self, qualified: true)
        lock.lock()
        defer { lock.unlock() }
        if let value = resolved[key] as? Dependency { return value }
        guard let make = factories[key], let value = make() as? Dependency else {
            preconditionFailure("No dependency of type \(key) was added to the AppDependencyManager.")
        }
        resolved[key] = value
        return value
    }
}

/// A service an intent or query uses, resolved from the running conversation's manager.
///
/// ```swift
/// @Dependency private var store: TaskStore
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
    let key: String?

    public init() { key = nil }
    public init(key: String) { self.key = key }

    public var wrappedValue: Value {
        IntentRuntime.dependencies.resolve(Value.self, key: key)
    }
}
