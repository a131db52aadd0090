import Foundation
import Intents

/// What kind of failure an error is, as far as a person needs to know to act on it.
///
/// The composition root tells the conversation how to classify the errors of the layers
/// below (a storage error's code, say), so that Dialog need not know them.
public enum FailureKind: Sendable, Equatable {
    /// Another program holds the data; nothing was changed; trying again later works.
    case busy
    /// The data cannot be written (a read-only file or directory).
    case readOnly
    /// The disk is full.
    case full
    /// The data file is damaged.
    case damaged
    /// The data cannot be read or written at all (an I/O error, a missing directory).
    case unavailable
}

/// Turns errors into what people and developers are told: one sentence in the person's
/// language, on one line, and the developer's details (type, data, SQL) kept apart.
///
/// ```swift
/// let renderer = ErrorRenderer(localizer: localizer, classify: { _ in .busy })
/// renderer.sentence(for: error, app: "Tasks")
/// // "Tasks is busy right now, so nothing was changed. Please try again."
/// ```
struct ErrorRenderer: Sendable {
    let localizer: Localizer
    let classify: @Sendable (any Error) -> FailureKind?

    /// The sentence a person hears for `error` raised while `app` worked (nil: the assistant).
    func sentence(for error: any Error, app: String?) -> String {
        if case AppIntentError.general(let resource) = error { return localizer.string(resource) }
        if let kind = classify(error) {
            let name = app ?? "Hark"
            switch kind {
            case .busy:
                return localizer.string("%@ is busy right now, so nothing was changed. Please try again.", .string(name))
            case .readOnly:
                return localizer.string("%@ can’t save changes: its data is read-only. Nothing was changed.", .string(name))
            case .full:
                return localizer.string("%@ can’t save changes because the disk is full. Nothing was changed.", .string(name))
            case .damaged:
                return localizer.string("%@ can’t read its data: the file is damaged.", .string(name))
            case .unavailable:
                return localizer.string("%@ can’t reach its data right now. Please try again.", .string(name))
            }
        }
        if let sayable = error as? any CustomLocalizedStringResourceConvertible {
            return localizer.string(
                "Sorry, something went wrong: %@", .string(localizer.string(sayable.localizedStringResource)))
        }
        if let app {
            return localizer.string("Sorry, %@ ran into a problem and couldn’t do that.", .string(app))
        }
        return localizer.string("Sorry, something went wrong.")
    }

    /// The developer's account of `error`: its type and everything it carries, on one line.
    func detail(of error: any Error, while doing: String? = nil) -> String {
        let described = String(describing: error).replacingOccurrences(of: "\n", with: " ")
        let text = "\(String(reflecting: type(of: error))): \(described)"
        return doing.map { "\($0): \(text)" } ?? text
    }

    /// A response of kind `error` for `error`, with its sentence and details.
    func response(for error: any Error, app: String?, language: String) -> Response {
        var response = Response(
            input: "", language: language, kind: .error, app: app, dialog: sentence(for: error, app: app))
        response.errorDetail = detail(of: error)
        return response
    }
}

extension Response {
    /// Adds developer notes to ``errorDetail``, one per line.
    mutating func addErrorDetails(_ notes: [String]) {
        guard !notes.isEmpty else { return }
        errorDetail = ([errorDetail].compactMap { $0 } + notes).joined(separator: "\n")
    }
}
