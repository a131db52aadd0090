// The @Parameter initializer families: without a title (iOS 18), optional numbers with a range,
// text with input options, files with content types, arrays sized per widget family.
import AppIntents
import Foundation
import UniformTypeIdentifiers

struct PhotoEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = PhotoQuery()
    let id: UUID
    var displayRepresentation: DisplayRepresentation { "Photo" }
}

struct PhotoQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [PhotoEntity] { identifiers.map(PhotoEntity.init) }
}

struct PostIntent: AppIntent {
    static let title: LocalizedStringResource = "Post"

    @Parameter var caption: String

    @Parameter(description: "Who can see the post")
    var audience: String?

    @Parameter(title: "Rating", inclusiveRange: (1, 5))
    var rating: Int?

    @Parameter(title: "Zoom", controlStyle: .slider, inclusiveRange: (0.5, 4.0))
    var zoom: Double?

    @Parameter(title: "Weight", default: 2.5)
    var weight: Double?

    @Parameter(
        title: "Body",
        inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .sentences, multiline: true),
        requestValueDialog: "What should it say?")
    var body: String

    @Parameter(
        title: "Images",
        description: "Images to attach",
        supportedContentTypes: [.image, .jpeg, .png, .gif, .heic],
        inputConnectionBehavior: .connectToPreviousIntentResult)
    var images: [IntentFile]

    @Parameter(title: "Document", supportedContentTypes: [.pdf])
    var document: IntentFile?

    @Parameter(title: "Photos", size: [.systemSmall: 1, .systemLarge: 4])
    var photos: [PhotoEntity]?

    @Parameter(title: "Albums", size: 3)
    var albums: [String]

    func perform() async throws -> some IntentResult & ProvidesDialog {
        var names: [String] = []
        for file in images {
            guard let url = file.fileURL else { continue }
            let mime = UTType(filenameExtension: url.pathExtension)?.preferredMIMEType ?? "application/octet-stream"
            names.append("\(file.filename) (\(mime), \(file.data.count) bytes)")
        }
        return .result(dialog: "Posted \(caption) with \(names.count) images.")
    }
}
