import Foundation

// Intent protocols that tell the system how an intent behaves. Hark registers and runs each
// like any intent; the behaviours they name (audio, Live Activities, progress UI, the camera,
// in-app search) have no terminal counterpart, so each is accepted as it is.

/// An intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that records audio (iOS 18).
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that starts or updates a Live Activity.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that reports its progress.
public protocol ProgressReportingIntent: AppIntent {
    var progress: Progress { get }
}

extension ProgressReportingIntent {
    public var progress: Progress { IntentRuntime.context.progress }
}

/// An intent that sets one value, such as a toggle (iOS 16).
public protocol SetValueIntent: SystemIntent {
    associatedtype ValueType: _IntentValue
    var value: ValueType { get set }
}

/// An intent that deletes entities (iOS 17).
public protocol DeleteIntent: SystemIntent {
    associatedtype Entity: AppEntity
    var entities: [Entity] { get set }
}

/// An intent that opens the camera (iOS 18).
public protocol CameraCaptureIntent: SystemIntent {}

/// An intent that shows the app's own search results for a string (iOS 17).
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    var criteria: StringSearchCriteria { get set }
}

/// What a person searched for.
public struct StringSearchCriteria: Sendable, Hashable, _IntentValue {
    public var term: String
    public init(term: String) { self.term = term }
}

/// An intent that prepares what a scene shows before the app comes forward (iOS 26).
public protocol TargetContentProvidingIntent: AppIntent {}

/// Opens a universal link (iOS 18). A terminal opens no links: performing it says nothing.
public struct OpenURLIntent: OpenIntent {
    public static var title: LocalizedStringResource { "Open URL" }
    public static var isDiscoverable: Bool { false }
    @Parameter(title: "URL") public var target: URL

    public init() {}

    public init(_ url: URL) {
        self.target = url
    }

    public func perform() async throws -> some IntentResult { .result() }
}
