internal import CPocketSphinx
import Foundation
import Synchronization

/// Hears one utterance at a time with PocketSphinx, against a ``SpeechGrammar``.
///
/// Debian ships an acoustic model for US English only, so only English can be heard. The
/// library is opened the first time a recognizer is made. Words the pronunciation dictionary
/// lacks get one from espeak-ng's phonemes (see ``pronounce(_:speaker:)``).
///
/// ```swift
/// let recognizer = try Recognizer(languageCode: "en")
/// let missing = recognizer.pronounce(grammar.words, speaker: speaker)
/// try recognizer.use(grammar)
/// let heard = try recognizer.hear(audio)   // Heard(text: "order two miso soups from soup chef", …)
/// ```
public final class Recognizer: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// No acoustic model for this language is installed.
        case noModel(language: String)
        /// libpocketsphinx is missing or would not load the model.
        case unavailable
        /// PocketSphinx refused the grammar (a word without a pronunciation, say).
        case grammarRejected
        case decodingFailed
    }

    /// What was heard: the words (empty when nothing in the grammar was said) and their scores.
    public struct Heard: Sendable, Equatable {
        public var text: String
        /// The grammar path's score, a log likelihood in base 1.0001 (higher is better; 0 when
        /// nothing was heard).
        public var score: Int
        /// 10 ms frames decoded.
        public var frames: Int
        /// How much better, per frame, the best sequence of any phones fits the sound than the
        /// grammar's words do, over the utterance and its worst word (acoustic scores only, in the
        /// same units as `score`; see ``Recognizer/misfit(words:phones:frames:worstWordWeight:)``):
        /// small when the words were said, large when they were forced onto other speech. When
        /// the phone loop was not run (``Recognizer/PhoneLoop``), the most it can be. nil when
        /// nothing was heard.
        public var misfit: Double?
        /// True when words were found but fit the sound too badly to be believed (see
        /// ``Recognizer/rejectionMisfit``): `text` is then empty.
        public var rejected: Bool
        /// The grammar path's words (silence too, as `<sil>`) with their frames and acoustic scores.
        public var words: [Segment]
        /// The phone loop's best path: phones with their frames and acoustic scores (empty when
        /// the loop was not run).
        public var phones: [Segment]

        /// One word or phone of a best path: its 10 ms frames (first and last) and acoustic score.
        public struct Segment: Sendable, Equatable {
            public var text: String
            public var start: Int
            public var end: Int
            public var acoustic: Int
        }

        public init(
            text: String, score: Int, frames: Int, misfit: Double? = nil, rejected: Bool = false,
            words: [Segment] = [], phones: [Segment] = []
        ) {
            self.text = text
            self.score = score
            self.frames = frames
            self.misfit = misfit
            self.rejected = rejected
            self.words = words
            self.phones = phones
        }
    }

    /// The misfit (see ``Heard/misfit``) above which heard words are not believed: a request
    /// nobody made must not be carried out, so sound the grammar's words fit this badly is heard
    /// as nothing. Set from the benchmark's development sets (`hark-bench --voice-only --voice-dev`,
    /// which weighs every threshold; none of their sentences is the test's or the quick
    /// benchmark's): at 52, 91.8 % of 685 requests give the intended answer and 8 of 270
    /// out-of-grammar utterances are carried out; at 51, 90 % and 5; at 56, 95 % and 14. A wrong
    /// action costs a person more than a request to say again, so the lower side is taken.
    public static let defaultRejectionMisfit = 52.0
    public let rejectionMisfit: Double
    /// When the phone loop's second pass is run (see ``Heard/misfit``).
    public enum PhoneLoop: Sendable {
        /// Only when the grammar's pass alone cannot tell that the words are to be believed.
        case whenUnsure
        /// Always, so that every misfit is exact (the benchmark's development sets weigh them).
        case always
        /// Never: nothing is rejected (to time the grammar's pass alone).
        case never
    }
    private let phoneLoop: PhoneLoop
    /// How much the worst-fitting word weighs in the misfit (see ``misfit(words:phones:frames:worstWordWeight:)``).
    public static let defaultWorstWordWeight = 0.3
    private let worstWordWeight: Double
    /// Seconds of silence put before and after the sound (see ``hear(_:)``).
    public static let defaultPadding = 0.25
    private let padding: Double

    /// The sample rate the model was trained at.
    public static let sampleRate = 16_000

    /// Where the acoustic model and dictionary of a language are installed, if anywhere.
    public static func model(for languageCode: String) -> (folder: String, dictionary: String)? {
        guard languageCode == "en" else { return nil }
        let root = "/usr/share/pocketsphinx/model/en-us"
        let folder = root + "/en-us", dictionary = root + "/cmudict-en-us.dict"
        guard FileManager.default.fileExists(atPath: folder + "/mdef"),
            FileManager.default.fileExists(atPath: dictionary)
        else { return nil }
        return (folder, dictionary)
    }

    /// Whether a language can be heard on this machine.
    public static func canHear(_ languageCode: String) -> Bool { model(for: languageCode) != nil }

    private struct Decoder: @unchecked Sendable {
        let pointer: OpaquePointer
        /// Whether the phone loop has a decoder of its own: nil until the first utterance asks
        /// for one (a recognizer used only for pronunciations, as `hark lint`'s, never loads it),
        /// false when it runs in the grammar's decoder.
        var ownLoop: Bool?
    }
    private let loopOptions: [String]?
    private let modelFolder: String
    private let decoder: Mutex<Decoder>
    /// The pronunciation dictionary's file: only the words a grammar uses are read from it.
    private let dictionary: String
    public let languageCode: String

    /// The grammar search's pruning beams (PocketSphinx's `-beam`, `-wbeam`, `-pbeam`). Wider
    /// than PocketSphinx's defaults (1e-48, 7e-29, 1e-48): with those, a request said fast or in
    /// a thin voice often lost its right path before the end of the grammar and was heard as
    /// nothing. The phone loop keeps the defaults, so the misfit measures against the same loop.
    public static let defaultGrammarBeams = (beam: 1e-80, wordBeam: 1e-60, phoneBeam: 1e-80)

    /// The phone loop's own settings (PocketSphinx options) for a decoder of its own, or nil to
    /// run the loop in the grammar's decoder, after the grammar's pass and only when its bound
    /// (see ``Heard/misfit``) leaves the words in doubt. The default is a decoder of its own with
    /// the same settings: its misfits are the shared decoder's within about 1,
    /// and its pass runs on a second thread beside the grammar's (``hear(_:)``), so that the
    /// loop costs CPU but no waiting. With `-ds 2` (codebooks searched in full every other frame)
    /// the loop takes 40 % less time and its misfits are about 6 lower, but on the development
    /// sets they separate a little worse: at a threshold of 47, 91.5 % of requests intended and 9
    /// of 270 out-of-grammar utterances carried out, against 91.8 % and 8 at 52 (`hark-bench
    /// --voice-only --voice-dev --voice-loop-options "-ds 2"`).
    public static let defaultLoopOptions: [String]? = []

    public init(
        languageCode: String, options: [String] = [], rejectionMisfit: Double = defaultRejectionMisfit,
        grammarBeams: (beam: Double, wordBeam: Double, phoneBeam: Double) = defaultGrammarBeams,
        loopBeams: (beam: Double, wordBeam: Double, phoneBeam: Double)? = nil, phoneLoop: PhoneLoop = .whenUnsure,
        worstWordWeight: Double = defaultWorstWordWeight, padding: Double = defaultPadding,
        loopOptions: [String]? = defaultLoopOptions
    ) throws(Failure) {
        guard let model = Self.model(for: languageCode) else { throw .noModel(language: languageCode) }
        guard let pointer = Self.withCStrings(options, { hark_ps_open(model.folder, $0) }) else { throw .unavailable }
        self.loopOptions = loopOptions
        modelFolder = model.folder
        hark_ps_set_grammar_beams(pointer, grammarBeams.beam, grammarBeams.wordBeam, grammarBeams.phoneBeam)
        if let loopBeams { hark_ps_set_loop_beams(pointer, loopBeams.beam, loopBeams.wordBeam, loopBeams.phoneBeam) }
        self.phoneLoop = phoneLoop
        self.worstWordWeight = worstWordWeight
        self.padding = padding
        decoder = Mutex(Decoder(pointer: pointer))
        dictionary = model.dictionary
        self.languageCode = languageCode
        self.rejectionMisfit = rejectionMisfit
    }

    /// Calls `body` with `strings` as a NULL-terminated array of C strings.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result
    ) -> Result {
        var copies = strings.map { strdup($0) }
        defer { for copy in copies { free(copy) } }
        copies.append(nil)
        return copies.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { body($0) }
        }
    }

    deinit {
        decoder.withLock { hark_ps_close($0.pointer) }
    }

    /// Makes sure every word of `words` has a pronunciation: the decoder starts with none, and
    /// takes each word's from the pronunciation dictionary (all its variants), so that only
    /// the words heard are held in memory. Those the dictionary lacks are phonemized by
    /// espeak-ng (US English) and mapped to the model's phones. Returns the words that still
    /// have none (espeak-ng gave a sound the model lacks, or no speaker was given).
    public func pronounce(_ words: [String], speaker: Speaker?) -> [String] {
        decoder.withLock { decoder in
            let unknown = words.filter { hark_ps_has_word(decoder.pointer, $0) == 0 }
            var strings = unknown.map { strdup($0) }
            defer { for string in strings { free(string) } }
            strings.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    _ = hark_ps_add_dictionary_words(decoder.pointer, dictionary, $0, buffer.count)
                }
            }
            var missing: [String] = []
            for word in unknown where hark_ps_has_word(decoder.pointer, word) == 0 {
                guard let phonemes = speaker?.phonemes(of: word, voice: "en-us"),
                    let phones = PhoneMapping.cmuPhones(fromEspeak: phonemes),
                    hark_ps_add_word(decoder.pointer, word, phones.joined(separator: " ")) == 0
                else {
                    missing.append(word)
                    continue
                }
            }
            return missing
        }
    }

    /// Whether the pronunciation dictionary (with the words added) knows `word`.
    public func knows(_ word: String) -> Bool {
        decoder.withLock { hark_ps_has_word($0.pointer, word) != 0 }
    }

    /// The phones the dictionary (with the words added) gives `word`, separated by spaces.
    public func pronunciation(of word: String) -> String? {
        decoder.withLock { decoder in
            guard let phones = hark_ps_pronunciation(decoder.pointer, word) else { return nil }
            defer { free(phones) }
            return String(cString: phones)
        }
    }

    /// Listens for `grammar` from now on: its word graph (``SpeechGrammar/wordGraph``), the
    /// smallest graph saying the same sentences, with silence allowed only around them.
    public func use(_ grammar: SpeechGrammar) throws(Failure) {
        let graph = grammar.wordGraph  // made before the decoder is locked: it takes a while
        let status = decoder.withLock { hark_ps_set_word_graph($0.pointer, graph) }
        guard status == 0 else { throw .grammarRejected }
    }

    /// How badly the grammar's words fit the sound, from both passes' best paths: how much
    /// better per frame the phone loop's phones score than the grammar's path over the whole
    /// utterance (`frames` frames, the silence around the words included), plus
    /// `worstWordWeight` times the same for the worst-fitting word alone, over its own frames
    /// (speech forced onto the grammar often fits well but for one or two words). The loop's
    /// score over a word's frames takes each phone's score in proportion to the frames it
    /// shares with the word.
    static func misfit(words: [Heard.Segment], phones: [Heard.Segment], frames: Int, worstWordWeight: Double)
        -> Double
    {
        guard frames > 0 else { return 0 }
        let whole = Double(phones.reduce(0) { $0 + $1.acoustic } - words.reduce(0) { $0 + $1.acoustic })
        var worst = 0.0
        for word in words where !word.text.hasPrefix("<") && !word.text.hasPrefix("[") && !word.text.hasPrefix("(") {
            var loop = 0.0
            for phone in phones where phone.end >= word.start && phone.start <= word.end {
                let shared = min(word.end, phone.end) - max(word.start, phone.start) + 1
                loop += Double(phone.acoustic) * Double(shared) / Double(phone.end - phone.start + 1)
            }
            worst = max(worst, (loop - Double(word.acoustic)) / Double(word.end - word.start + 1))
        }
        return whole / Double(frames) + worstWordWeight * worst
    }

    /// The samples of one utterance, as the C decoder reads them (never written).
    private struct Sound: @unchecked Sendable {
        let base: UnsafePointer<Int16>?
        let count: Int
        init(samples: UnsafeBufferPointer<Int16>) {
            base = samples.baseAddress
            count = samples.count
        }
    }

    /// The two passes' results for one utterance. Each pass writes only its own fields (and its
    /// own decoder's segments, in the C wrapper), and both are over before they are read.
    private final class Passes: @unchecked Sendable {
        let decoder: Decoder
        var text: String?
        var score = 0
        var frames = 0
        /// 0 when the phone loop's pass ran and succeeded.
        var loopStatus: Int32 = -1
        init(decoder: Decoder) { self.decoder = decoder }

        func hearGrammar(_ sound: Sound) {
            var score: Int32 = 0, frames: Int32 = 0, acoustic = 0
            text = hark_ps_decode(decoder.pointer, sound.base, sound.count, &score, &frames, &acoustic, nil)
                .map { String(cString: $0) }
            self.score = Int(score)
            self.frames = Int(frames)
        }

        func hearPhoneLoop(_ sound: Sound) {
            var freeAcoustic = 0
            loopStatus = hark_ps_decode_phone_loop(decoder.pointer, sound.base, sound.count, &freeAcoustic)
        }
    }

    /// A trace of noise over the sound, as PocketSphinx's own dither adds (one sample in four one
    /// step higher), so that digital silence has a spectrum to measure. From a fixed seed, in
    /// Hark's code: PocketSphinx's dither draws from one generator for the whole process, seeded
    /// from the clock, so the same sound was heard with different scores (now and then different
    /// words) from one run to the next, and two passes at once would share it.
    static func dither(_ samples: inout [Int16]) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for index in samples.indices {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            if state >> 62 == 0, samples[index] < .max { samples[index] += 1 }
        }
    }

    /// Decodes one utterance (resampled to 16 kHz first when needed).
    public func hear(_ audio: Audio) throws(Failure) -> Heard {
        var input = audio.sampleRate == Self.sampleRate ? audio : audio.resampled(to: Self.sampleRate)
        // A quarter second of silence around the speech: the model expects to hear the room
        // before and after the words (synthesized speech starts and ends at its first sound).
        let silence = [Int16](repeating: 0, count: Int(Double(Self.sampleRate) * padding))
        input.samples = silence + input.samples + silence
        Self.dither(&input.samples)
        let result: Heard? = decoder.withLock { decoder in
            if phoneLoop != .never, decoder.ownLoop == nil {
                // Should the loop's decoder not open, the loop runs in the grammar's, after it (its
                // misfits are a little higher: more is rejected, nothing more let through).
                decoder.ownLoop =
                    loopOptions.map { options in
                        Self.withCStrings(options) { hark_ps_open_phone_loop(decoder.pointer, modelFolder, $0) } == 0
                    } ?? false
            }
            // With a decoder of its own, the phone loop hears the sound on a second thread while
            // the grammar's pass runs: both are over before this returns, and the loop (about
            // two thirds of the grammar pass's time) is paid for in CPU, not in waiting.
            let beside = phoneLoop != .never && decoder.ownLoop == true
            let passes = Passes(decoder: decoder)
            input.samples.withUnsafeBufferPointer { samples in
                let sound = Sound(samples: samples)
                if beside {
                    DispatchQueue.concurrentPerform(iterations: 2) { pass in
                        if pass == 0 { passes.hearGrammar(sound) } else { passes.hearPhoneLoop(sound) }
                    }
                } else {
                    passes.hearGrammar(sound)
                }
            }
            guard let text = passes.text else { return nil }
            let frames = passes.frames
            guard !text.isEmpty, frames > 0 else { return Heard(text: text, score: passes.score, frames: frames) }
            func segments(_ pass: Int32) -> [Heard.Segment] {
                (0..<hark_ps_segment_count(decoder.pointer, pass)).map {
                    let item = hark_ps_segment_at(decoder.pointer, pass, $0)
                    return Heard.Segment(
                        text: String(cString: item.word), start: Int(item.start), end: Int(item.end),
                        acoustic: Int(item.acoustic))
                }
            }
            let words = segments(0)
            // The phone loop's score is never above 0 (each frame's scores are scaled so that the
            // best is 0), so the misfit without it is the most it can be: when even that is
            // believed, the loop's pass is not needed (when it ran beside the grammar's, its
            // exact misfit is reported all the same; the decision is the one the bound gives).
            let bound = Self.misfit(words: words, phones: [], frames: frames, worstWordWeight: worstWordWeight)
            var misfit = bound
            var phones: [Heard.Segment] = []
            if !beside, phoneLoop == .always || (phoneLoop == .whenUnsure && bound > rejectionMisfit) {
                input.samples.withUnsafeBufferPointer { passes.hearPhoneLoop(Sound(samples: $0)) }
            }
            if passes.loopStatus == 0 {
                phones = segments(1)
                misfit = Self.misfit(words: words, phones: phones, frames: frames, worstWordWeight: worstWordWeight)
            }
            let rejected = phoneLoop != .never && misfit > rejectionMisfit
            return Heard(
                text: rejected ? "" : text, score: passes.score, frames: frames, misfit: misfit, rejected: rejected,
                words: words, phones: phones)
        }
        guard let result else { throw .decodingFailed }
        return result
    }
}
