@_spi(Reflection) import Swift
import Synchronization

/// Finds an intent's `@Parameter`s by reflection, as swift-argument-parser finds its options.
enum IntentReflection {
    /// The parameters of `intent` in declaration order, named without the wrapper's underscore.
    ///
    /// An intent is a struct, read field by field from its type's field records: only fields
    /// that hold a class instance can be parameters (a `@Parameter` is one), so only they are
    /// cast. `Mirror` would cast the intent and every field to a protocol, and a protocol cast
    /// scans every conformance in the binary the first time it meets a type — most of the
    /// cost of registering an app. An intent that is a class is read with `Mirror`.
    static func parameters<Intent: AppIntent>(of intent: Intent) -> [(name: String, parameter: any AnyIntentParameter)] {
        var fields: [(label: String, offset: Int)] = []
        let isStruct = _forEachField(of: Intent.self, options: []) { label, offset, _, kind in
            if kind == .class { fields.append((String(cString: label), offset)) }
            return true
        }
        guard isStruct else { return mirroredParameters(of: intent) }
        return withUnsafeBytes(of: intent) { bytes in
            fields.compactMap { field in
                let object = bytes.load(fromByteOffset: field.offset, as: AnyObject.self)
                guard let parameter = object as? any AnyIntentParameter else { return nil }
                return named(parameter, field.label)
            }
        }
    }

    private static func mirroredParameters(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return named(parameter, label)
        }
    }

    private static func named(_ parameter: any AnyIntentParameter, _ label: String) -> (
        name: String, parameter: any AnyIntentParameter
    ) {
        let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
        parameter.adoptName(name)
        return (name, parameter)
    }

    /// The name of the parameter a key path leads to, found on a probe instance by identity.
    ///
    /// One probe per intent type is made and reflected once, however many phrases and
    /// summaries name its parameters.
    static func parameterName<Intent: AppIntent, Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        let (probe, parameters) = probe(of: Intent.self)
        let target = (probe as! Intent)[keyPath: keyPath]
        for (name, parameter) in parameters where parameter === target {
            return name
        }
        preconditionFailure(
            IntentRuntimeError.unsupportedKeyPath(intent: _typeName(Intent.self, qualified: false)).description)
    }

    /// A probe instance per intent type, with its parameters, made on first use.
    private static let probes = Mutex<[ObjectIdentifier: Probe]>([:])

    private struct Probe: @unchecked Sendable {
        // Only read: the probe's parameters are never set or performed.
        let intent: any AppIntent
        let parameters: [(name: String, parameter: any AnyIntentParameter)]
    }

    private static func probe<Intent: AppIntent>(of type: Intent.Type) -> (
        any AppIntent, [(name: String, parameter: any AnyIntentParameter)]
    ) {
        let key = ObjectIdentifier(type)
        if let found = probes.withLock({ $0[key] }) { return (found.intent, found.parameters) }
        let intent = Intent()
        let made = Probe(intent: intent, parameters: parameters(of: intent))
        probes.withLock { $0[key] = $0[key] ?? made }
        return (made.intent, made.parameters)
    }
}
