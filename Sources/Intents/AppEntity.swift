/// A noun people act on — a task, a soup, a lap — as a flat snapshot with a stable id.
///
/// Entities come first: intents take them as parameters, queries find them, and the
/// matcher learns their titles and synonyms so people can name them in a sentence.
public protocol AppEntity: _IntentValue, TypeDisplayRepresentable, DisplayRepresentable, Identifiable, Sendable,
    CustomLocalizedStringResourceConvertible
where ID: EntityIdentifierConvertible {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: DefaultQuery { get }
}

/// An entity of which there is exactly one (the app's settings, say).
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}
