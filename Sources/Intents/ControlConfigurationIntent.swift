/// An intent that configures a Control Center control (iOS 18). Hark has no controls: it
/// registers and runs the intent like any other.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// A configuration intent needs no `perform()`: it only holds the control's settings.
    public func perform() async throws -> some IntentResult { .result() }
}
