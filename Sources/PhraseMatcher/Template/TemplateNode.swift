/// One node of a phrase template's closed syntax tree.
///
/// A template such as `Add [a] ${title} to (Tasks|my list)` is parsed once into this tree, then
/// compiled for matching and walked for sampling. Literal text keeps its spacing and
/// punctuation as written (escapes resolved); normalization happens at compile time.
///
/// ```swift
/// let template = try Template.parse("Add [a] ${title}")
/// // template.root == .sequence([.text("Add "), .optional(.text("a")), .text(" "), .slot("title")])
/// ```
public indirect enum TemplateNode: Sendable, Hashable {
    /// Literal words, exactly as written in the template.
    case text(String)
    /// A placeholder such as `${title}` or `${applicationName}`, by slot name.
    case slot(String)
    /// `(a|b|c)`: exactly one of the branches.
    case alternatives([TemplateNode])
    /// `[words]`: the node, or nothing.
    case optional(TemplateNode)
    /// Nodes one after another.
    case sequence([TemplateNode])
}

extension TemplateNode {
    /// Slot names in order of first appearance.
    var slotNames: [String] {
        var names: [String] = []
        collectSlotNames(into: &names)
        return names
    }

    private func collectSlotNames(into names: inout [String]) {
        switch self {
        case .text:
            break
        case .slot(let name):
            if !names.contains(name) { names.append(name) }
        case .alternatives(let nodes), .sequence(let nodes):
            for node in nodes { node.collectSlotNames(into: &names) }
        case .optional(let node):
            node.collectSlotNames(into: &names)
        }
    }
}
