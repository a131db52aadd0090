/// A parsed phrase template: Apple's `${placeholder}` syntax plus alternatives and optional words.
///
/// Besides `${applicationName}` and `${param}` placeholders (as Xcode writes them in App
/// Shortcut catalogs), a template may use `(a|b|c)` alternatives and `[optional words]`, nested
/// freely. A backslash escapes any of `( ) [ ] | $ {` and itself. Parsing never normalizes:
/// that is the compiler's job, per language.
///
/// ```swift
/// let template = try Template.parse("Complete ${task} (in|on) ${applicationName}")
/// template.slotNames  // ["task", "applicationName"]
/// ```
public struct Template: Sendable, Hashable, CustomStringConvertible {
    /// The template exactly as written.
    public let text: String
    /// Its syntax tree.
    public let root: TemplateNode

    /// Parses a template, or throws an error that names the line and column at fault.
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    public static func parse(_ text: String) throws(TemplateSyntaxError) -> Template {
        var parser = TemplateParser(template: text)
        return Template(text: text, root: try parser.parse())
    }

    /// The slot names the template uses, in order of first appearance.
    public var slotNames: [String] { root.slotNames }

    public var description: String { text }
}
