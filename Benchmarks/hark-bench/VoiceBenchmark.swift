import Dialog
import Foundation
import LapsApp
import Localization
import PhraseMatcher
import Phrases
import SoupChefApp
import Storage
import TasksApp
import Voice

/// `hark-bench --voice-only` (or `--voice` with the rest): Hark's ears and mouth, offline.
///
/// Every English phrase of the sample apps is said by espeak-ng in several US voices and
/// speeds, heard by PocketSphinx with the grammar made from the phrases, and answered: a request
/// counts as understood when the words heard give the answer the typed sentence gives. Requests
/// for no app (timers, weather, music, small talk) count as wrong when their answer carries
/// something out. The real-time factor is decoding time over audio time. Synthesis is timed per
/// answer in each language. Memory: the release `hark` answering one request piped as text,
/// and the same request heard from a WAV file (`--listen`), peak RSS of each.
struct VoiceBenchmark {
    var quick = false
    var hark: String?

    /// US voices the acoustic model was trained on, at three speeds; British English apart.
    static let voices = [
        Speaker.Voice(name: "en-us"), Speaker.Voice(name: "en-us+f2", wordsPerMinute: 150),
        Speaker.Voice(name: "en-us+m3", wordsPerMinute: 200), Speaker.Voice(name: "en-us+f4", wordsPerMinute: 175),
        Speaker.Voice(name: "en-us+m1", wordsPerMinute: 160),
    ]
    static let britishVoices = [Speaker.Voice(name: "en"), Speaker.Voice(name: "en+f3", wordsPerMinute: 160)]

    static let outOfGrammar = [
        "Set a timer for ten minutes", "Wake me up at seven tomorrow", "What's the weather like tomorrow",
        "Will it rain this afternoon", "Play some jazz music", "Skip this song", "Turn up the volume",
        "How are you today", "Tell me a joke", "Turn off the lights in the kitchen", "Call my mother",
        "What time is it", "Send a message to Paul", "Navigate to the nearest gas station",
    ]

    static func conversation() async throws -> Conversation {
        let database = try Database(path: ":memory:")
        let catalog = try LocalizationCatalog(urls: PhraseCatalogs.all())
        let conversation = try await Conversation(
            apps: [
                TasksApp.definition(database: database, clock: .system),
                LapsApp.definition(database: database, clock: .system),
                SoupChefApp.definition(database: database, clock: .system),
            ],
            localizer: Localizer(language: .english, catalog: catalog))
        for line in ["Add buy milk to Tasks", "Add call the plumber to Tasks"] { _ = await conversation.respond(to: line) }
        return conversation
    }

    /// Up to `perPhrase` sentences of every phrase, slots filled with the first titles.
    static func requests(_ phrases: [SpokenPhrase], perPhrase: Int) -> [String] {
        var sentences: [String] = []
        for phrase in phrases where !phrase.id.hasPrefix("negative:") {
            let samples = phrase.template.sampleSentences(limit: 200) { name in
                switch phrase.slots[name] {
                case .values(let values, _): Array(values.prefix(1))
                case .number: ["two"]
                case .date: ["tomorrow"]
                case .duration: ["ten minutes"]
                case .text, nil: ["buy milk"]
                }
            }
            let step = max(1, samples.count / perPhrase)
            for index in stride(from: 0, to: samples.count, by: step).prefix(perPhrase)
            where !sentences.contains(samples[index]) {
                sentences.append(samples[index])
            }
        }
        return sentences
    }

    func run() async throws -> [String: Any] {
        let speaker = try Speaker(output: .samples)
        let recognizer = try Recognizer(languageCode: "en")
        let conversation = try await Self.conversation()
        let phrases = await conversation.spokenPhrases().phrases
        let grammarStart = ContinuousClock.now
        let grammar = SpeechGrammar(phrases: phrases)
        let missing = recognizer.pronounce(grammar.words, speaker: speaker)
        try recognizer.use(SpeechGrammar(phrases: phrases, excluding: Set(missing)))
        let grammarMs = HarkBench.milliseconds(ContinuousClock.now - grammarStart)
        let sentences = Self.requests(phrases, perPhrase: quick ? 1 : 4)

        var decodeSeconds = 0.0, audioSeconds = 0.0
        func hear(_ sentence: String, _ voice: Speaker.Voice) throws -> String {
            let audio = try speaker.audio(for: sentence, voice: voice)
            let start = ContinuousClock.now
            let heard = try recognizer.hear(audio)
            decodeSeconds += HarkBench.milliseconds(ContinuousClock.now - start) / 1000
            audioSeconds += audio.duration
            return heard.text
        }
        func accuracy(_ voices: [Speaker.Voice]) async throws -> (Double, Int, [String]) {
            var right = 0, total = 0
            var failures: [String] = []
            for sentence in sentences {
                for voice in voices {
                    let heard = try hear(sentence, voice)
                    total += 1
                    if SpeechGrammar.words(in: heard) == SpeechGrammar.words(in: sentence) {
                        right += 1
                        continue
                    }
                    let typed = await try Self.conversation().respond(to: sentence)
                    let spoken = heard.isEmpty ? nil : await try Self.conversation().respond(to: heard)
                    if let spoken, spoken.kind == typed.kind, spoken.intent == typed.intent, spoken.dialog == typed.dialog {
                        right += 1
                    } else {
                        failures.append("\(sentence) [\(voice.name)] → \(heard)")
                    }
                }
            }
            return (rounded(Double(right) / Double(max(total, 1))), total, failures)
        }
        let (us, usCount, usFailures) = try await accuracy(Self.voices)
        let (british, britishCount, _) = try await accuracy(Self.britishVoices)

        var heardOutOfGrammar = 0, wrongAnswers = 0, outTotal = 0
        var wrongExamples: [String] = []
        for sentence in Self.outOfGrammar {
            for voice in Self.voices {
                outTotal += 1
                let heard = try hear(sentence, voice)
                guard !heard.isEmpty else { continue }
                heardOutOfGrammar += 1
                let response = await try Self.conversation().respond(to: heard)
                if response.kind == .result {
                    wrongAnswers += 1
                    wrongExamples.append("\(sentence) [\(voice.name)] → \(heard): \(response.dialog)")
                }
            }
        }

        return [
            "requests": sentences.count,
            "grammarMs": rounded(grammarMs),
            "grammarPhrases": grammar.phraseCount,
            "unpronounceableWords": missing,
            "usEnglish": ["utterances": usCount, "intendedAnswer": us, "failures": usFailures],
            "britishEnglish": ["utterances": britishCount, "intendedAnswer": british],
            "outOfGrammar": [
                "utterances": outTotal, "heardAsRequest": heardOutOfGrammar, "answeredWithAResult": wrongAnswers,
                "examples": wrongExamples,
            ],
            "realTimeFactor": (decodeSeconds / max(audioSeconds, 0.001) * 1000).rounded() / 1000,
            "synthesisMsPerAnswer": try synthesis(speaker),
            "memory": try memory(speaker),
        ]
    }

    /// Milliseconds of synthesis per answer, per language (median and slowest of a few answers;
    /// Japanese includes the kana reading).
    private func synthesis(_ speaker: Speaker) throws -> [String: Any] {
        let answers: [(String, String, [String])] = [
            ("en", "en-us", ["Ordered 2 bowls of Miso Soup.", "Added “Buy milk”.", "You have 2 open tasks: Buy milk and Call the plumber."]),
            ("fr", "fr", ["J’ai commandé 2 bols de soupe miso.", "J’ai ajouté «\u{00A0}Acheter du lait\u{00A0}»."]),
            ("de", "de", ["Ich habe 2 Schalen Misosuppe bestellt.", "„Milch kaufen“ hinzugefügt."]),
            ("es", "es", ["He pedido 2 cuencos de sopa de miso.", "He añadido «Comprar leche»."]),
            ("ja", "ja", ["味噌汁を2杯注文しました。", "「牛乳を買う」を追加しました。", "1分30秒で3周走りました。"]),
        ]
        var result: [String: Any] = [:]
        for (language, voice, texts) in answers {
            var times: [Double] = []
            var seconds = 0.0
            for _ in 0..<(quick ? 2 : 5) {
                for text in texts {
                    let start = ContinuousClock.now
                    let spoken = language == "ja" ? JapaneseSpeech.kana(for: text) : text
                    let audio = try speaker.audio(for: spoken, voice: Speaker.Voice(name: voice))
                    times.append(HarkBench.milliseconds(ContinuousClock.now - start))
                    seconds = max(seconds, audio.duration)
                }
            }
            times.sort()
            result[language] = ["p50": rounded(times[times.count / 2]), "max": rounded(times.last ?? 0)]
        }
        return result
    }

    /// Peak RSS of the release hark: one request typed, the same heard from a WAV file, and one
    /// answer said into a WAV file.
    private func memory(_ speaker: Speaker) throws -> [String: Any] {
        let hark = hark ?? StartupBenchmark.executableFolder().appending(path: "hark").path
        guard access(hark, X_OK) == 0 else { return ["skipped": "no hark at \(hark)"] }
        let request = "Order two bowls of miso soup from Soup Chef"
        let folder = FileManager.default.temporaryDirectory
        let wav = folder.appending(path: "hark-voice-\(UUID().uuidString).wav")
        let said = folder.appending(path: "hark-said-\(UUID().uuidString).wav")
        defer {
            try? FileManager.default.removeItem(at: wav)
            try? FileManager.default.removeItem(at: said)
        }
        try speaker.audio(for: request, voice: Speaker.Voice(name: "en-us")).wavData.write(to: wav)
        let environment = ["HARK_LANG": "en"]
        func median(_ arguments: [String], input: String) throws -> Double {
            var values: [Double] = []
            for _ in 0..<(quick ? 3 : 7) {
                values.append(
                    try StartupBenchmark.measure(hark, arguments, input: input, environment: environment).maxRSSMegabytes)
            }
            return rounded(StartupBenchmark.median(values))
        }
        let text = try median(["--db", ":memory:"], input: request + "\n")
        let listening = try median(["--db", ":memory:", "--listen", wav.path], input: "")
        let speaking = try median(["--db", ":memory:", "--speak-to", said.path], input: request + "\n")
        return [
            "textMB": text, "listeningMB": listening, "speakingToFileMB": speaking,
            "listeningExtraMB": rounded(listening - text), "speakingExtraMB": rounded(speaking - text),
        ]
    }
}
