import Dialog
import Foundation
import Localization
import Terminal

/// The whole `hark` command line for an assistant of your own apps: a readline chat on a
/// terminal, one answer per line on a pipe, `--json`, `test`, `lint`, `explain`, `metadata`
/// and `--lang`. A package's `main.swift` needs one call:
///
/// ```swift
/// import HarkKit
/// await Hark.main(apps: [cellar])
/// ```
public enum Hark {
    /// Hark's version, as `--version` prints it.
    public static let version = "0.1.0"

    /// The environment variables Hark reads, by name.
    static let environmentVariables = [
        CommandLineOptions.languageVariable, "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "HOME",
    ]

    /// The variables Hark reads, and only those: `ProcessInfo.environment` decodes every variable
    /// of the process into a dictionary, a measurable part of a short command's start-up.
    static func readEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in environmentVariables {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }

    /// Parses the command line, runs what it asks for with `apps`, and exits with its status.
    public static func main(apps: [AssistantApp]) async -> Never {
        signal(SIGPIPE, SIG_IGN)
        let environment = readEnvironment()
        // The arguments first: what they ask for decides what is worth loading.
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
        } catch {
            let language = CommandLineOptions.requestedLanguage(
                Array(CommandLine.arguments.dropFirst()), environment: environment)
            let localizer = loadLocalizer(language: language, apps: [], environment: environment)
            Output.writeError(Messages.usageError(error, localizer: localizer))
            exit(2)
        }
        switch options.mode {
        case .version:
            _ = Output.writeLine("hark \(version)")
            exit(0)
        case .help:
            let localizer = loadLocalizer(language: options.language, apps: [], environment: environment)
            _ = Output.writeLine(localizer.string("hark.usage"))
            exit(0)
        case .subcommand(let subcommand):
            let localizer = loadLocalizer(language: options.language, apps: apps, environment: environment)
            let context = CommandContext(options: options, environment: environment, localizer: localizer, apps: apps)
            exit(await subcommand.run(context))
        case .converse:
            break
        }
        let localizer = loadLocalizer(language: options.language, apps: apps, environment: environment)
        // Answers need somewhere to go: with standard output closed, stop before the
        // database is opened, let alone changed.
        guard !StandardDescriptors.outputWasClosed else {
            Output.writeError(
                localizer.string("hark: the answers cannot be written to standard output, so Hark stopped."))
            exit(2)
        }
        let context = CommandContext(options: options, environment: environment, localizer: localizer, apps: apps)
        guard let assistant = await context.assistant() else { exit(2) }
        let output = Output(json: options.json)
        // Speech is loaded only when asked for: without these options nothing of espeak-ng is.
        var voice: AnswerVoice?
        if options.speak || options.speakTo != nil {
            do {
                voice = try AnswerVoice(
                    language: options.language, file: options.speakTo.map { URL(fileURLWithPath: $0) })
            } catch {
                Output.writeError(
                    localizer.string(
                        "hark: answers cannot be spoken: espeak-ng could not start (is there an audio device?)."))
                exit(2)
            }
        }
        var status: Int32
        if let source = options.listen {
            status = await ListenSession(assistant: assistant, output: output, source: source, voice: voice).run()
        } else if LineEditor.isInteractive && !options.json {
            await Chat(assistant: assistant, voice: voice).run()
            status = 0
        } else {
            status = await PipeSession(assistant: assistant, output: output, voice: voice).run()
        }
        if let voice, !voice.finish() {
            Output.writeError(localizer.string("hark: cannot write %@.", .string(options.speakTo ?? "")))
            status = 2
        }
        exit(status)
    }

    /// The assistant's catalog and `apps`' tables, read for `language` only (and English, their
    /// source); a catalog that cannot be read is a usage-level failure (exit 2). Where each
    /// catalog's entries lie is kept in the cache folder between runs.
    static func loadLocalizer(language: Language, apps: [AssistantApp], environment: [String: String]) -> Localizer {
        do {
            let cache = XDGPaths.catalogIndexCache(in: environment).map(CatalogIndexCache.init(directory:))
            return try AssistantSetup.localizer(apps: apps, language: language, indexCache: cache)
        } catch {
            Output.writeError("hark: \(error)")
            exit(2)
        }
    }
}

/// Sentences about the command line itself.
enum Messages {
    static func usageError(_ failure: CommandLineOptions.Failure, localizer: Localizer) -> String {
        let sentence: String
        switch failure {
        case .unknownOption(let name):
            sentence = localizer.string("hark: unknown option %@.", .string(name))
        case .missingValue(let name):
            sentence = localizer.string("hark: %@ needs a value.", .string(name))
        case .unknownLanguage(let code):
            sentence = localizer.string(
                "hark: unknown language “%1$@”. Available: %2$@.", .string(code),
                .list(CommandLineOptions.availableLanguageCodes))
        case .unexpectedArgument(let argument):
            sentence = localizer.string("hark: unexpected argument “%@”.", .string(argument))
        }
        return sentence + "\n" + localizer.string("hark.usage.short")
    }
}
