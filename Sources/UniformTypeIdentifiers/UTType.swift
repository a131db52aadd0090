import Foundation

/// A stand-in for Apple's `UniformTypeIdentifiers.UTType`, which Linux lacks: a type of file
/// or data named by a reverse-DNS identifier ("public.jpeg"), with its usual filename
/// extension and MIME type, and the types it conforms to ("public.jpeg" is an image).
///
/// App Intents code that imports `UniformTypeIdentifiers` compiles unchanged against it; it
/// knows the common public types, not the system's whole registry.
///
/// ```swift
/// UTType(filenameExtension: "png")?.preferredMIMEType  // "image/png"
/// UTType.jpeg.conforms(to: .image)                      // true
/// ```
public struct UTType: Sendable, Hashable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    private let parents: [String]

    init(_ identifier: String, extensions: [String] = [], mime: String? = nil, conformsTo parents: [String]) {
        self.identifier = identifier
        self.preferredFilenameExtension = extensions.first
        self.preferredMIMEType = mime
        self.parents = parents
    }

    /// The type with this identifier; nil when it is not one of the known types.
    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The type files with this extension have; nil for an unknown extension.
    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let known = Self.known.first(where: { Self.extensions[$0.identifier, default: []].contains(ext) })
        else { return nil }
        self = known
    }

    /// The type with this MIME type; nil for an unknown one.
    public init?(mimeType: String) {
        guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else {
            return nil
        }
        self = known
    }

    /// The types this one conforms to, directly or not.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// True when this type is `type` or one of its kinds ("public.png" conforms to "public.image").
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    public static let item = UTType("public.item", conformsTo: [])
    public static let content = UTType("public.content", conformsTo: [])
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    public static let url = UTType("public.url", conformsTo: ["public.data"])
    public static let fileURL = UTType("public.file-url", conformsTo: ["public.url"])
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    public static let plainText = UTType(
        "public.plain-text", extensions: ["txt", "text"], mime: "text/plain", conformsTo: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    public static let json = UTType("public.json", extensions: ["json"], mime: "application/json", conformsTo: ["public.text"])
    public static let xml = UTType("public.xml", extensions: ["xml"], mime: "application/xml", conformsTo: ["public.text"])
    public static let html = UTType("public.html", extensions: ["html", "htm"], mime: "text/html", conformsTo: ["public.text"])
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", extensions: ["csv"], mime: "text/csv", conformsTo: ["public.text"])
    public static let rtf = UTType("public.rtf", extensions: ["rtf"], mime: "text/rtf", conformsTo: ["public.text"])
    public static let pdf = UTType(
        "com.adobe.pdf", extensions: ["pdf"], mime: "application/pdf", conformsTo: ["public.data", "public.content"])
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    public static let jpeg = UTType("public.jpeg", extensions: ["jpg", "jpeg"], mime: "image/jpeg", conformsTo: ["public.image"])
    public static let png = UTType("public.png", extensions: ["png"], mime: "image/png", conformsTo: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extensions: ["gif"], mime: "image/gif", conformsTo: ["public.image"])
    public static let heic = UTType("public.heic", extensions: ["heic"], mime: "image/heic", conformsTo: ["public.image"])
    public static let heif = UTType("public.heif", extensions: ["heif"], mime: "image/heif", conformsTo: ["public.image"])
    public static let tiff = UTType("public.tiff", extensions: ["tiff", "tif"], mime: "image/tiff", conformsTo: ["public.image"])
    public static let webP = UTType("org.webmproject.webp", extensions: ["webp"], mime: "image/webp", conformsTo: ["public.image"])
    public static let svg = UTType("public.svg-image", extensions: ["svg"], mime: "image/svg+xml", conformsTo: ["public.image"])
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", extensions: ["mp3"], mime: "audio/mpeg", conformsTo: ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", extensions: ["wav"], mime: "audio/wav", conformsTo: ["public.audio"])
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    public static let video = UTType("public.video", conformsTo: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extensions: ["mp4"], mime: "video/mp4", conformsTo: ["public.movie"])
    public static let quickTimeMovie = UTType(
        "com.apple.quicktime-movie", extensions: ["mov"], mime: "video/quicktime", conformsTo: ["public.movie"])
    public static let archive = UTType("public.archive", conformsTo: ["public.data"])
    public static let zip = UTType("public.zip-archive", extensions: ["zip"], mime: "application/zip", conformsTo: ["public.archive"])
    public static let vCard = UTType("public.vcard", extensions: ["vcf"], mime: "text/vcard", conformsTo: ["public.text"])
    public static let calendarEvent = UTType("public.calendar-event", extensions: ["ics"], mime: "text/calendar", conformsTo: ["public.data"])

    static let known: [UTType] = [
        .item, .content, .data, .folder, .directory, .url, .fileURL, .text, .plainText, .utf8PlainText, .json, .xml,
        .html, .commaSeparatedText, .rtf, .pdf, .image, .jpeg, .png, .gif, .heic, .heif, .tiff, .webP, .svg,
        .audiovisualContent, .audio, .mp3, .wav, .movie, .video, .mpeg4Movie, .quickTimeMovie, .archive, .zip,
        .vCard, .calendarEvent,
    ]

    /// Every extension a type is known by (the preferred one first).
    static let extensions: [String: [String]] = [
        "public.plain-text": ["txt", "text"], "public.json": ["json"], "public.xml": ["xml"],
        "public.html": ["html", "htm"], "public.comma-separated-values-text": ["csv"], "public.rtf": ["rtf"],
        "com.adobe.pdf": ["pdf"], "public.jpeg": ["jpg", "jpeg"], "public.png": ["png"], "com.compuserve.gif": ["gif"],
        "public.heic": ["heic"], "public.heif": ["heif"], "public.tiff": ["tiff", "tif"], "org.webmproject.webp": ["webp"],
        "public.svg-image": ["svg"], "public.mp3": ["mp3"], "com.microsoft.waveform-audio": ["wav"],
        "public.mpeg-4": ["mp4"], "com.apple.quicktime-movie": ["mov"], "public.zip-archive": ["zip"],
        "public.vcard": ["vcf"], "public.calendar-event": ["ics"],
    ]
}
