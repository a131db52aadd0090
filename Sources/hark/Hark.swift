import Dialog
import Foundation
import Localization
import Terminal

/// `hark`: a readline chat on a terminal, one answer per line on a pipe.
@main
enum Hark {
    static let version = "0.1.0"

    static func main() async {
        signal(SIGPIPE, SIG_IGN)
        let environment = ProcessInfo.processInfo.environment
        let catalog: LocalizationCatalog
        do {
            catalog = try Assistant.catalog()
        } catch {
            Output.writeError("hark: \(error)")
            exit(2)
        }
        let options: CommandLineOptions
        do {
            options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
        } catch {
            let localizer = Localizer(language: .english, catalog: catalog)
            Output.writeError(Messages.usageError(error, localizer: localizer))
            exit(2)
        }
        let localizer = Localizer(language: options.language, catalog: catalog)
        switch options.mode {
        case .help:
            _ = Output.writeLine(localizer.string("hark.usage"))
            exit(0)
        case .version:
            _ = Output.writeLine("hark \(version)")
            exit(0)
        case .subcommand(let subcommand):
            let context = CommandContext(
                options: options, environment: environment, catalog: catalog, localizer: localizer)
            exit(await subcommand.run(context))
        case .converse:
            break
        }
        // Answers need somewhere to go: with standard output closed, stop before the
        // database is opened, let alone changed.
        guard fcntl(STDOUT_FILENO, F_GETFD) >= 0 else {
            Output.writeError(
                localizer.string("hark: the answers cannot be written to standard output, so Hark stopped."))
            exit(2)
        }
        let context = CommandContext(options: options, environment: environment, catalog: catalog, localizer: localizer)
        guard let assistant = await context.assistant() else { exit(2) }
        let output = Output(json: options.json)
        if LineEditor.isInteractive && !options.json {
            await Chat(assistant: assistant).run()
            exit(0)
        }
        exit(await PipeSession(assistant: assistant, output: output).run())
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
