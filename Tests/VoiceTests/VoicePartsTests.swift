import Foundation
import PhraseMatcher
import Testing

@testable import Voice

@Suite("Voice: the parts of speaking and hearing")
struct VoicePartsTests {
    @Test(
        "Japanese answers are read in kana: numbers with their counters, durations, quoted titles",
        arguments: [
            ("味噌汁を3杯注文しました。", "ミソシルヲサンバイチューモンシマシタ。"),
            ("1杯", "イッパイ"),
            ("6分30秒", "ロップンサンジュウビョー"),
            ("4分", "ヨンプン"),
            ("10件", "ジュッケン"),
            ("1時間", "イチジカン"),
            ("4時", "ヨジ"),
            ("8周", "ハッシュー"),
            ("1人", "ヒトリ"),
            ("21個", "ニジュウイッコ"),
            ("300杯", "サンビャクハイ"),
            ("「牛乳を買う」を追加しました。", "ギューニューヲカウ、ヲツイカシマシタ。"),
        ])
    func japaneseKana(text: String, kana: String) {
        #expect(JapaneseSpeech.kana(for: text) == kana)
    }

    @Test("espeak-ng's phonemes map to the US English model's phones; a sound it lacks is refused")
    func phones() {
        #expect(PhoneMapping.cmuPhones(fromEspeak: "mI2s'oU") == ["M", "IH", "S", "OW"])
        #expect(PhoneMapping.cmuPhones(fromEspeak: "t@d'u:") == ["T", "AH", "D", "UW"])
        #expect(PhoneMapping.cmuPhones(fromEspeak: "S'Ef") == ["SH", "EH", "F"])
        #expect(PhoneMapping.cmuPhones(fromEspeak: "y") == nil)
    }

    @Test("the grammar spells phrases as spoken words: alternatives, optional parts, slots and numbers")
    func grammar() throws {
        let phrase = SpokenPhrase(
            id: "Soup.Order", template: try Template.parse("Order [a|an] ${soup} from ${applicationName}"),
            slots: ["soup": .values(["Miso Soup", "Clam-Chowder"], isOpen: true), "applicationName": .values(["Soup Chef"], isOpen: false)])
        let count = SpokenPhrase(
            id: "Soup.Many", template: try Template.parse("${quantity} ${soup}, please"),
            slots: ["quantity": .number(min: 1, max: 3), "soup": .values(["Miso Soup", "Clam-Chowder"], isOpen: true)])
        let grammar = SpeechGrammar(phrases: [phrase, count])
        #expect(grammar.jsgf.contains("<p0> = order [ ( a | an ) ] <s0> from <s1>;"))
        #expect(grammar.jsgf.contains("<s0> = ( miso soup | clam chowder );"))
        #expect(grammar.jsgf.contains("<p1> = <s2> <s0> please;"))
        #expect(grammar.jsgf.contains("<s2> = ( one | two | three );"))
        #expect(grammar.words.contains("chowder") && !grammar.words.contains("clam-chowder"))
    }

    @Test(
        "a slot's value is not heard starting with the word just before it (“show my my list”), nor with a determiner after one (“show my the list”)"
    )
    func repeatedWord() throws {
        let names: SpokenSlot = .values(["Tasks", "my list", "the list", "to-do list"], isOpen: false)
        let show = SpokenPhrase(
            id: "Tasks.List", template: try Template.parse("Show my ${applicationName}"),
            slots: ["applicationName": names])
        let add = SpokenPhrase(
            id: "Tasks.Add", template: try Template.parse("Add milk to ${applicationName}"),
            slots: ["applicationName": names])
        let grammar = SpeechGrammar(phrases: [show, add])
        #expect(grammar.jsgf.contains("<p0> = show my <s0>;"))
        #expect(grammar.jsgf.contains("<s0> = ( tasks | to do list );"), "\(grammar.jsgf)")
        // "to" is not a determiner: after it only a value starting with "to" is left out.
        #expect(grammar.jsgf.contains("<s1> = ( tasks | my list | the list );"), "\(grammar.jsgf)")
    }

    @Test("while a question waits, its answers alone are heard besides whole requests")
    func answers() throws {
        let add = SpokenPhrase(
            id: "Tasks.Add", template: try Template.parse("Complete ${task} in Tasks"),
            slots: ["task": .values(["buy milk"], isOpen: true)])
        let grammar = SpeechGrammar(phrases: [add], answers: ["yes", "no thanks", "1st", "2"], slotValuesAsAnswers: true)
        #expect(grammar.jsgf.contains("<p1> = ( yes | no thanks | two | <s0> );"))
        #expect(grammar.phraseCount == 1 && grammar.answerOnlyWords == ["yes", "no", "thanks", "two"])
    }

    /// Two phrases that end alike, and a request that waits on an answer.
    static let sharedEndings = """
        #JSGF V1.0;
        grammar hark;
        public <request> = <p0> | <p1> | <p2>;
        <p0> = ( show | list ) [ me ] my <s0>;
        <p1> = read my <s0>;
        <p2> = ( yes | no thanks );
        <s0> = ( tasks | to do list );
        """

    @Test(
        "the word graph says exactly the grammar's sentences",
        arguments: [
            ("show my tasks", true), ("list me my to do list", true), ("read my tasks", true), ("yes", true),
            ("no thanks", true), ("read me my tasks", false), ("show my", false), ("no", false),
            ("show my tasks tasks", false), ("", false),
        ])
    func wordGraphSentences(sentence: String, said: Bool) {
        let graph = WordGraph(jsgf: Self.sharedEndings)
        #expect(graph.accepts(sentence.split(separator: " ").map(String.init)) == said)
    }

    @Test("the word graph keeps one state per distinct beginning and ending: endings said alike are shared")
    func wordGraphIsMinimal() {
        let graph = WordGraph(jsgf: Self.sharedEndings)
        // start; "show/list"; "show me"/"read" → "my"; after "my"; "to"; "to do"; the end; "no".
        #expect(graph.stateCount == 8, "\(graph.fsg())")
        let fsg = graph.fsg()
        #expect(fsg.hasPrefix("FSG_BEGIN hark\nNUM_STATES 9\nSTART_STATE 0\nFINAL_STATE 8\n"))
        // Silence may come before the first word and after the last, at a cost.
        #expect(fsg.contains("TRANSITION 0 0 0.005 <sil>\n") && fsg.contains("TRANSITION 8 8 0.005 <sil>\n"))
        #expect(fsg.hasSuffix("FSG_END\n"))
    }

    @Test("the misfit weighs the whole utterance and its worst word; without the phone loop it is at its largest")
    func misfitOfWords() {
        typealias Segment = Recognizer.Heard.Segment
        // Two words of 10 frames between silences; the loop's phones fit the first word exactly
        // as well as the word does, and the second 20 per frame better.
        let words = [
            Segment(text: "<sil>", start: 0, end: 9, acoustic: -100),
            Segment(text: "show", start: 10, end: 19, acoustic: -300),
            Segment(text: "tasks", start: 20, end: 29, acoustic: -500),
            Segment(text: "<sil>", start: 30, end: 39, acoustic: -300),
        ]
        let phones = [
            Segment(text: "SIL", start: 0, end: 9, acoustic: -100),
            Segment(text: "SH", start: 10, end: 14, acoustic: -150),
            Segment(text: "OW", start: 15, end: 19, acoustic: -150),
            // A phone across the second word and the silence: half of it counts for the word.
            Segment(text: "S", start: 20, end: 39, acoustic: -600),
        ]
        // Whole: (-1000 + 1200) / 40 = 5; worst word: (-300 + 500) / 10 = 20.
        #expect(Recognizer.misfit(words: words, phones: phones, frames: 40, worstWordWeight: 0) == 5)
        #expect(Recognizer.misfit(words: words, phones: phones, frames: 40, worstWordWeight: 0.5) == 15)
        // The loop's scores are never above 0: without them the misfit is the most it can be,
        // so words believed without the loop would be believed with it.
        let bound = Recognizer.misfit(words: words, phones: [], frames: 40, worstWordWeight: 0.5)
        #expect(bound == 30 + 25)
        #expect(bound >= Recognizer.misfit(words: words, phones: phones, frames: 40, worstWordWeight: 0.5))
    }

    @Test("a grammar with no sentence is a graph that ends nowhere")
    func emptyWordGraph() {
        let graph = WordGraph(jsgf: "#JSGF V1.0;\ngrammar hark;\npublic <request> = <VOID>;\n")
        #expect(graph.stateCount == 1 && !graph.accepts([]))
    }

    @Test("a free-text slot is heard as a name the same app knows; with none, its phrase is left out")
    func freeText() throws {
        let add = SpokenPhrase(
            id: "Tasks.Add", template: try Template.parse("Add ${title}"), slots: ["title": .text])
        #expect(SpeechGrammar(phrases: [add]).omittedPhraseCount == 1)
        let complete = SpokenPhrase(
            id: "Tasks.Complete", template: try Template.parse("Complete ${task}"),
            slots: ["task": .values(["buy milk"], isOpen: true)])
        let grammar = SpeechGrammar(phrases: [add, complete])
        #expect(grammar.omittedPhraseCount == 0)
        #expect(grammar.jsgf.contains("add <s0>") && grammar.jsgf.contains("<s0> = ( buy milk );"))
    }

    @Test("audio goes through a WAV file unchanged, and is resampled to the recognizer's 16 kHz")
    func wav() throws {
        let audio = Audio(samples: (0..<2205).map { Int16(10_000 * sin(Double($0) / 10)) }, sampleRate: 22_050)
        #expect(try Audio(wavData: audio.wavData) == audio)
        #expect(throws: WAVError.notWAV) { try Audio(wavData: Data("hello".utf8)) }
        let resampled = audio.resampled(to: 16_000)
        #expect(resampled.sampleRate == 16_000 && resampled.samples.count == 1600)
    }

    @Test("every language's answers can be spoken, Japanese from kana")
    func speaking() throws {
        let speaker = try Speaker(output: .samples)
        for (voice, text) in [
            ("en-us", "Ordered 2 bowls of Miso Soup."), ("fr", "J’ai commandé 2 bols de soupe miso."),
            ("de", "Ich habe 2 Schalen Misosuppe bestellt."), ("es", "He pedido 2 cuencos de sopa de miso."),
            ("ja", JapaneseSpeech.kana(for: "味噌汁を2杯注文しました。")),
        ] {
            let audio = try speaker.audio(for: text, voice: Speaker.Voice(name: voice))
            #expect(audio.duration > 1, "\(voice)")
        }
    }
}
