/// An intent that replaces a SiriKit custom intent, so old shortcuts keep working.
///
/// Hark never saw the SiriKit intent; `intentClassName` is kept for `hark metadata`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    static var intentClassName: String { get }
}
