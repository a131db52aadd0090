import Testing

@testable import Localization

@Suite("Format strings parse into literals, specifiers and substitutions")
struct FormatStringTests {
    typealias Segment = FormatString.Segment
    typealias Specifier = FormatString.Specifier

    static let cases: [(text: String, segments: [Segment])] = [
        ("plain", [.literal("plain")]),
        ("100%% sure", [.literal("100% sure")]),
        ("%@", [.argument(position: nil, Specifier(conversion: .object, precision: nil, written: "%@"))]),
        (
            "%lld!",
            [.argument(position: nil, Specifier(conversion: .integer, precision: nil, written: "%lld")), .literal("!")]
        ),
        (
            "%2$@ %1$ld",
            [
                .argument(position: 2, Specifier(conversion: .object, precision: nil, written: "%2$@")),
                .literal(" "),
                .argument(position: 1, Specifier(conversion: .integer, precision: nil, written: "%1$ld")),
            ]
        ),
        (
            "%.1f km",
            [.argument(position: nil, Specifier(conversion: .fixed, precision: 1, written: "%.1f")), .literal(" km")]
        ),
        ("%lf", [.argument(position: nil, Specifier(conversion: .fixed, precision: nil, written: "%lf"))]),
        (
            "You ordered %#@soups@ today.",
            [.literal("You ordered "), .substitution(name: "soups", position: nil), .literal(" today.")]
        ),
        ("%1$#@tasks@", [.substitution(name: "tasks", position: 1)]),
        ("50% off", [.literal("50% off")]),
        ("50 % de remise", [.literal("50 % de remise")]),
        ("trailing %", [.literal("trailing %")]),
        ("%#@@", [.literal("%#@@")]),
        ("%0$@", [.literal("%0$@")]),
    ]

    @Test("a format string parses", arguments: cases)
    func parses(text: String, segments: [Segment]) {
        #expect(FormatString(text).segments == segments)
    }
}
