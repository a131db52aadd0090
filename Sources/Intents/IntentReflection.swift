/// Finds an intent's `@Parameter`s by reflection, as swift-argument-parser finds its options.
enum IntentReflection {
    /// The parameters of `intent` in declaration order, named without the wrapper's underscore.
    static func parameters(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            parameter.adoptName(name)
            return (name, parameter)
        }
    }

    /// The name of the parameter a key path leads to, found on a fresh instance by identity.
    static func parameterName<Intent: AppIntent, Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) -> String {
        let probe = Intent()
        let target = probe[keyPath: keyPath]
        for (name, parameter) in parameters(of: probe) where parameter === target {
            return name
        }
        preconditionFailure(IntentRuntimeError.unsupportedKeyPath(intent: String(describing: Intent.self)).description)
    }
}
