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
    /// More PocketSphinx options (`--voice-options "-ds 2 -topn 2"`), to weigh a setting.
    var options: [String] = []
    /// `--voice-dev`: the wider development sets (every phrase several times with other values,
    /// British voices in the count, more out-of-grammar requests), failures by intent and voice.
    var development = false
    /// `--voice-dump FOLDER`: the grammar, the words added to the dictionary and every
    /// utterance as a WAV file with a list of them, for trying PocketSphinx settings by hand.
    var dump: String?
    /// `--voice-beams "1e-80 1e-60 1e-80"`: the grammar search's beams, to weigh them.
    var grammarBeams = Recognizer.defaultGrammarBeams
    /// `--voice-misfit 28`: the rejection threshold (the development sets weigh all at once).
    var rejectionMisfit = Recognizer.defaultRejectionMisfit
    /// `--voice-trace FILE`: one JSON line per utterance (set, voice, sentence, words heard, how
    /// it counted, frames, both passes' segments), to weigh rejection rules after the run.
    var trace: String?
    /// `--voice-loop-beams "1e-48 7e-29 1e-48"`: the phone loop's beams; `--voice-no-loop`: no loop
    /// (no rejection), to time the grammar pass alone.
    var loopBeams: (beam: Double, wordBeam: Double, phoneBeam: Double)?
    var phoneLoop = Recognizer.PhoneLoop.whenUnsure
    /// `--voice-worst-word 0.3`: how much the worst-fitting word weighs in the misfit.
    var worstWordWeight = Recognizer.defaultWorstWordWeight
    /// `--voice-loop-options "-ds 2"`: the phone loop decoder's own options; `shared`: the loop
    /// runs in the grammar's decoder.
    var loopOptions = Recognizer.defaultLoopOptions
    /// `--voice-padding 0.25`: seconds of silence put around each utterance.
    var padding = Recognizer.defaultPadding

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

    /// Out-of-grammar requests for `--voice-dev` alone, to set the rejection by: none of them is in
    /// the benchmark's list or the test's; some use the apps' own words in requests they don't have.
    static let outOfGrammarDevelopment = [
        "Open the garage door", "Lock the front door", "Set the thermostat to twenty degrees",
        "What's the capital of France", "How tall is Mount Everest", "Read me the news",
        "Remind me about the meeting at noon", "Show me pictures of cats", "Translate hello into Spanish",
        "What's on TV tonight", "Book a table for two", "How far is the moon", "Order a pizza",
        "Add eggs to my shopping list", "Delete my last email", "Start the dishwasher",
        "Play the next episode", "What's my heart rate", "Good morning", "Thank you very much",
        "Cancel that", "Never mind", "Who won the game last night", "Find a recipe for pancakes",
        "Mark the email as read", "Show my calendar for next week", "How many steps did I take today",
        "Complete the survey", "Remove the battery warning", "Start a workout", "Stop the music",
        "Text my wife that I'm running late", "What's two plus two", "Spell necessary",
        "Open the window blinds", "Check my bank balance", "Order new printer ink", "Hello there",
        "Yes please", "No thanks",
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
    /// With `varied`, each sentence's slots take other values in turn (every title and synonym,
    /// other numbers, durations and days).
    static func requests(_ phrases: [SpokenPhrase], perPhrase: Int, varied: Bool = false) -> [String] {
        var sentences: [String] = []
        for phrase in phrases where !phrase.id.hasPrefix("negative:") {
            let samples = phrase.template.sampleSentences(limit: 200) { name in
                switch phrase.slots[name] {
                case .values(let values, _): varied ? Array(values.prefix(8)) : Array(values.prefix(1))
                case .number(let min, let max):
                    varied ? ["two", "five", "twelve", "one", "three"].filter { word in
                        let number = ["one": 1, "two": 2, "three": 3, "five": 5, "twelve": 12][word]!
                        return number >= (min ?? 0) && number <= (max ?? 100)
                    } : ["two"]
                case .date: varied ? ["tomorrow", "on Friday", "today"] : ["tomorrow"]
                case .duration: varied ? ["ten minutes", "an hour", "thirty seconds"] : ["ten minutes"]
                case .text, nil: varied ? ["buy milk", "call the plumber"] : ["buy milk"]
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
        // The development sets weigh every rejection threshold at once: nothing is rejected here.
        let recognizer = try Recognizer(
            languageCode: "en", options: options,
            rejectionMisfit: development ? .infinity : rejectionMisfit, grammarBeams: grammarBeams,
            loopBeams: loopBeams, phoneLoop: development ? .always : phoneLoop, worstWordWeight: worstWordWeight, padding: padding,
            loopOptions: loopOptions)
        var rightMisfits: [Double] = [], wrongOutMisfits: [Double] = []
        let conversation = try await Self.conversation()
        let phrases = await conversation.spokenPhrases().phrases
        let grammarStart = ContinuousClock.now
        let grammar = SpeechGrammar(phrases: phrases)
        let missing = recognizer.pronounce(grammar.words, speaker: speaker)
        try recognizer.use(SpeechGrammar(phrases: phrases, excluding: Set(missing)))
        let grammarMs = HarkBench.milliseconds(ContinuousClock.now - grammarStart)
        let sentences = Self.requests(phrases, perPhrase: development ? 6 : quick ? 1 : 4, varied: development)
        if let dump { try write(to: dump, grammar: grammar, recognizer: recognizer, speaker: speaker, sentences: sentences) }

        var decodeSeconds = 0.0, decodeCPUSeconds = 0.0, audioSeconds = 0.0
        var lastMisfit = 0.0
        var lastNote = ""
        var lastHeard: Recognizer.Heard?
        var traceLines: [String] = []
        func record(_ set: String, _ sentence: String, _ voice: Speaker.Voice, _ outcome: String) {
            guard trace != nil, let heard = lastHeard else { return }
            func segments(_ items: [Recognizer.Heard.Segment]) -> [[Any]] {
                items.map { [$0.text, $0.start, $0.end, $0.acoustic] }
            }
            let line: [String: Any] = [
                "set": set, "voice": "\(voice.name)@\(voice.wordsPerMinute)", "sentence": sentence,
                "outcome": outcome, "heard": heard.text, "frames": heard.frames, "score": heard.score, "misfit": heard.misfit ?? NSNull(),
                "words": segments(heard.words), "phones": segments(heard.phones),
            ]
            if let data = try? JSONSerialization.data(withJSONObject: line), let text = String(data: data, encoding: .utf8) {
                traceLines.append(text)
            }
        }
        func hear(_ sentence: String, _ voice: Speaker.Voice) throws -> String {
            let audio = try speaker.audio(for: sentence, voice: voice)
            let start = ContinuousClock.now
            // The whole process's CPU time: the phone loop's pass runs on a second thread (nothing
            // else of the benchmark runs meanwhile).
            let cpuStart = WorstCase.processCPUMilliseconds()
            let heard = try recognizer.hear(audio)
            lastHeard = heard
            decodeCPUSeconds += (WorstCase.processCPUMilliseconds() - cpuStart) / 1000
            decodeSeconds += HarkBench.milliseconds(ContinuousClock.now - start) / 1000
            audioSeconds += audio.duration
            lastMisfit = heard.misfit ?? 0
            // Why a request was not heard: rejected by its misfit, or no path to the grammar's end.
            lastNote =
                heard.rejected
                ? " (rejected, misfit \(Int(lastMisfit)))"
                : heard.text.isEmpty ? " (no end reached)" : " (misfit \(Int(lastMisfit)))"
            return heard.text
        }
        var failuresByIntent: [String: Int] = [:], failuresByVoice: [String: Int] = [:]
        func accuracy(_ voices: [Speaker.Voice], set: String) async throws -> (Double, Int, [String]) {
            var right = 0, total = 0
            var failures: [String] = []
            for sentence in sentences {
                for voice in voices {
                    let heard = try hear(sentence, voice)
                    total += 1
                    if SpeechGrammar.words(in: heard) == SpeechGrammar.words(in: sentence) {
                        right += 1
                        rightMisfits.append(lastMisfit)
                        record(set, sentence, voice, "right")
                        continue
                    }
                    let typed = try await Self.conversation().respond(to: sentence)
                    let spoken = heard.isEmpty ? nil : try await Self.conversation().respond(to: heard)
                    if let spoken, spoken.kind == typed.kind, spoken.intent == typed.intent, spoken.dialog == typed.dialog {
                        right += 1
                        rightMisfits.append(lastMisfit)
                        record(set, sentence, voice, "right")
                    } else {
                        record(set, sentence, voice, heard.isEmpty ? "nothing" : "wrong")
                        failures.append("\(sentence) [\(voice.name)] → \(heard)\(lastNote)")
                        failuresByIntent[typed.intent ?? "none", default: 0] += 1
                        failuresByVoice["\(voice.name)@\(voice.wordsPerMinute)", default: 0] += 1
                    }
                }
            }
            return (rounded(Double(right) / Double(max(total, 1))), total, failures)
        }
        let (us, usCount, usFailures) = try await accuracy(Self.voices, set: "us")
        let usRightMisfits = rightMisfits
        let (british, britishCount, _) = try await accuracy(Self.britishVoices, set: "british")

        var heardOutOfGrammar = 0, wrongAnswers = 0, outTotal = 0
        var wrongExamples: [String] = []
        for sentence in development ? Self.outOfGrammar + Self.outOfGrammarDevelopment : Self.outOfGrammar {
            for voice in Self.voices {
                outTotal += 1
                let heard = try hear(sentence, voice)
                guard !heard.isEmpty else {
                    record("out", sentence, voice, "nothing")
                    continue
                }
                heardOutOfGrammar += 1
                let response = try await Self.conversation().respond(to: heard)
                record("out", sentence, voice, response.kind == .result ? "action" : "harmless")
                if response.kind == .result {
                    wrongOutMisfits.append(lastMisfit)
                    wrongAnswers += 1
                    wrongExamples.append("\(sentence) [\(voice.name)] → \(heard)\(lastNote): \(response.dialog)")
                }
            }
        }

        if let trace {
            try (traceLines.joined(separator: "\n") + "\n").write(toFile: trace, atomically: true, encoding: .utf8)
        }
        if development {
            // What each threshold would leave: right answers kept, wrong actions let through.
            var thresholds: [String: Any] = [:]
            for threshold in stride(from: 10.0, through: 100.0, by: 2.0) {
                thresholds[String(format: "%02.0f", threshold)] = [
                    "usIntendedAnswer": rounded(Double(usRightMisfits.filter { $0 <= threshold }.count) / Double(usCount)),
                    "wrongActions": wrongOutMisfits.filter { $0 <= threshold }.count,
                ]
            }
            return [
                "misfitThresholds": thresholds,
                "requests": sentences.count, "grammarPhrases": grammar.phraseCount,
                "usEnglish": ["utterances": usCount, "intendedAnswer": us, "failures": usFailures],
                "britishEnglish": ["utterances": britishCount, "intendedAnswer": british],
                "failuresByIntent": failuresByIntent, "failuresByVoice": failuresByVoice,
                "outOfGrammar": [
                    "utterances": outTotal, "heardAsRequest": heardOutOfGrammar, "answeredWithAResult": wrongAnswers,
                    "examples": wrongExamples,
                ],
                "realTimeFactor": (decodeSeconds / max(audioSeconds, 0.001) * 1000).rounded() / 1000,
                "realTimeFactorCPU": (decodeCPUSeconds / max(audioSeconds, 0.001) * 1000).rounded() / 1000,
                "loadAverage": Self.loadAverage(),
            ]
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
            "realTimeFactorCPU": (decodeCPUSeconds / max(audioSeconds, 0.001) * 1000).rounded() / 1000,
            "loadAverage": Self.loadAverage(),
            "synthesisMsPerAnswer": try synthesis(speaker),
            "memory": try memory(speaker),
        ]
    }

    /// The grammar, the words the dictionary lacked with the phones they were given, and each
    /// request in each voice as a WAV file (`list.tsv`: file, voice, sentence, in or out of grammar).
    private func write(
        to folder: String, grammar: SpeechGrammar, recognizer: Recognizer, speaker: Speaker, sentences: [String]
    ) throws {
        let root = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try grammar.jsgf.write(to: root.appending(path: "grammar.jsgf"), atomically: true, encoding: .utf8)
        try grammar.wordGraph.write(to: root.appending(path: "grammar.fsg"), atomically: true, encoding: .utf8)
        try grammar.words.map { "\($0) \(recognizer.pronunciation(of: $0) ?? "?")\n" }.joined()
            .write(to: root.appending(path: "words.dict"), atomically: true, encoding: .utf8)
        var list = ""
        var number = 0
        for (sentences, kind) in [(sentences, "in"), (Self.outOfGrammar + Self.outOfGrammarDevelopment, "out")] {
            for sentence in sentences {
                for voice in Self.voices + Self.britishVoices {
                    number += 1
                    let name = String(format: "u%04d", number)
                    let audio = try speaker.audio(for: sentence, voice: voice).resampled(to: Recognizer.sampleRate)
                    try audio.wavData.write(to: root.appending(path: name + ".wav"))
                    list += "\(name)\t\(voice.name)@\(voice.wordsPerMinute)\t\(sentence)\t\(kind)\n"
                }
            }
        }
        try list.write(to: root.appending(path: "list.tsv"), atomically: true, encoding: .utf8)
    }

    /// The CPU time the calling thread has used, in seconds: what decoding and synthesis cost
    /// whatever else the machine is doing (wall time on a loaded machine is mostly waiting).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The 1-minute load average while measuring.
    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return Double(text.split(separator: " ").first ?? "") ?? -1
    }

    /// Milliseconds of synthesis per answer, per language (median and slowest of a few answers;
    /// Japanese includes the kana reading), in CPU time of the thread (`cpuP50`, `kanaCPUP50` for
    /// the kana reading alone) and in wall time.
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
            var times: [Double] = [], cpuTimes: [Double] = [], kanaTimes: [Double] = []
            var seconds = 0.0
            for _ in 0..<(quick ? 4 : 10) {
                for text in texts {
                    let start = ContinuousClock.now
                    let cpuStart = Self.threadCPUSeconds()
                    let spoken = language == "ja" ? JapaneseSpeech.kana(for: text) : text
                    kanaTimes.append((Self.threadCPUSeconds() - cpuStart) * 1000)
                    let audio = try speaker.audio(for: spoken, voice: Speaker.Voice(name: voice))
                    cpuTimes.append((Self.threadCPUSeconds() - cpuStart) * 1000)
                    times.append(HarkBench.milliseconds(ContinuousClock.now - start))
                    seconds = max(seconds, audio.duration)
                }
            }
            cpuTimes.removeFirst()
            cpuTimes.sort()
            kanaTimes.removeFirst()
            kanaTimes.sort()
            // The first answer in a language loads its voice (and, in Japanese, MeCab's
            // dictionary): reported apart, since a session pays it once (and hark loads the voice
            // while the person is still typing).
            let first = times.removeFirst()
            times.sort()
            result[language] = [
                "first": rounded(first), "p50": rounded(times[times.count / 2]), "max": rounded(times.last ?? 0),
                "cpuP50": rounded(cpuTimes[cpuTimes.count / 2]), "cpuMax": rounded(cpuTimes.last ?? 0),
                "kanaCPUP50": rounded(kanaTimes[kanaTimes.count / 2]),
                "audioSeconds": rounded(seconds),
            ]
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
