import Foundation
import Localization

/// What the command line asked for. Parsing never prints: errors carry data and the caller
/// renders them through the catalog.
struct CommandLineOptions: Equatable {
    enum Mode: Equatable {
        case converse, help, version
        /// `hark NAME …`: one of ``Subcommand``'s commands, with its operands.
        case subcommand(Subcommand)
    }
    enum Failure: Error, Equatable {
        case unknownOption(String)
        case missingValue(String)
        case unknownLanguage(String)
        case unexpectedArgument(String)
    }

    var mode: Mode = .converse
    var language: Language = .english
    var databasePath: String?
    var json = false
    /// `--speak`: every answer said aloud on the audio device.
    var speak = false
    /// `--speak-to FILE.wav`: every answer said into a WAV file instead.
    var speakTo: String?
    /// `--listen FILE.wav` or `--listen -` (raw 16 kHz mono 16-bit samples on standard input):
    /// the requests are heard rather than read.
    var listen: String?
    /// A subcommand's own arguments: its options (`--phrases FILE`) and operands, in order.
    var operands: [String] = []

    /// The environment variable that chooses the language when `--lang` is not given.
    static let languageVariable = "HARK_LANG"

    /// The codes `--lang` and `HARK_LANG` accept, as listed in errors: every shipped
    /// language, then the pseudo-locale.
    static var availableLanguageCodes: [String] {
        (Language.supported + [.pseudo]).map(\.code)
    }

    /// The language a command line asks for even when it fails to parse, so that its error is
    /// said in that language: a `--lang` that names a language Hark speaks, else `HARK_LANG`,
    /// else English.
    static func requestedLanguage(_ arguments: [String], environment: [String: String]) -> Language {
        var code = environment[languageVariable]
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            guard name == "--lang" else { continue }
            if let value = inlineValue ?? remaining.first, Language(code: value) != nil { code = value }
        }
        return code.flatMap { Language(code: $0) } ?? .english
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws(Failure) -> CommandLineOptions {
        var options = CommandLineOptions()
        var languageCode = environment[languageVariable].flatMap { $0.isEmpty ? nil : $0 }
        var remaining = arguments[...]
        if let first = remaining.first, let subcommand = Subcommand(rawValue: first) {
            options.mode = .subcommand(subcommand)
            remaining.removeFirst()
        }
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            func value() throws(Failure) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .missingValue(name) }
                return next
            }
            switch name {
            case "--lang": languageCode = try value()
            case "--db": options.databasePath = try value()
            case "--json": options.json = true
            case "--speak": options.speak = true
            case "--speak-to": options.speakTo = try value()
            case "--listen": options.listen = try value()
            case "-h", "--help": options.mode = .help
            case "--version": options.mode = .version
            default:
                // A command may follow the options that apply to every command
                // (`hark --lang de explain …`).
                if options.mode == .converse, let subcommand = Subcommand(rawValue: argument) {
                    options.mode = .subcommand(subcommand)
                    continue
                }
                guard case .subcommand = options.mode else {
                    throw name.hasPrefix("-") ? .unknownOption(name) : .unexpectedArgument(name)
                }
                options.operands.append(argument)
            }
        }
        if let languageCode {
            guard let language = Language(code: languageCode) else { throw .unknownLanguage(languageCode) }
            options.language = language
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
