/// An intent that configures a widget (iOS 17). Hark has no widgets: it registers and runs the
/// intent like any other, so its parameters and `perform()` can be tested in conversation.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A configuration intent needs no `perform()`: it only holds the widget's settings.
    public func perform() async throws -> some IntentResult { .result() }
}
