/// Reads numbers spelled as separate words, as French and Spanish (and English) spell them,
/// from a table of words per language.
///
/// The shape: `[thousands] mille|mil|thousand [hundreds] [and] [tens [and] units]`, with the
/// exceptions tables can say: words worth 10–29 at once ("seize", "veintiuno"), French
/// "quatre-vingt(s)" (4 × 20) followed by a unit or a teen ("quatre-vingt-dix-sept"),
/// "soixante et onze", and Spanish hundreds as words ("doscientos"). Hyphens already cut
/// compounds into words, so "vingt-et-un" arrives as `["vingt", "et", "un"]`.
///
/// ```swift
/// SpelledNumberGrammar.french.reading(of: ["quatre", "vingt", "dix", "sept"])?.value  // 97
/// SpelledNumberGrammar.spanish.reading(of: ["treinta", "y", "uno"])?.value            // 31
/// ```
struct SpelledNumberGrammar: NumberParser {
    /// Words worth 0–29 on their own (units, teens, and compounds such as "veintiuno").
    var direct: [String: Int]
    /// Tens words (20, 30, …) that a unit may follow.
    var tens: [String: Int]
    /// Words that multiply what precedes them by 100 ("cent"), or stand for 100 alone.
    var hundred: Set<String>
    /// Words worth a whole number of hundreds ("doscientos": 200, "cien": 100).
    var hundreds: [String: Int] = [:]
    /// Words that multiply what precedes them by 1,000, or stand for 1,000 alone.
    var thousand: Set<String>
    /// Words that may join parts ("et", "y", "and").
    var connectors: Set<String>
    /// Whether "quatre vingt" is 80 (French).
    var hasVigesimalEighty = false

    func reading(of words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        if let value = decimalValue(of: first) { return NumberReading(value: value, wordCount: 1) }
        var reading = belowThousand(words)
        let afterFirst = words.dropFirst(reading?.wordCount ?? 0)
        if let word = afterFirst.first, thousand.contains(word) {
            let multiplier = reading?.value ?? 1
            guard multiplier > 0 else { return reading }
            var total = NumberReading(value: multiplier * 1000, wordCount: (reading?.wordCount ?? 0) + 1)
            var tail = afterFirst.dropFirst()
            var joined = 0
            if let connector = tail.first, connectors.contains(connector) {
                tail = tail.dropFirst()
                joined = 1
            }
            if let rest = belowThousand(tail) {
                total.value += rest.value
                total.wordCount += joined + rest.wordCount
            }
            reading = total
        }
        return reading
    }

    private func belowThousand(_ words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        var reading: NumberReading?
        if let value = hundreds[first] {
            reading = NumberReading(value: value, wordCount: 1)
        } else if hundred.contains(first) {
            reading = NumberReading(value: 100, wordCount: 1)
        } else if let unit = direct[first], (2...9).contains(unit), let next = words.dropFirst().first,
            hundred.contains(next)
        {
            reading = NumberReading(value: unit * 100, wordCount: 2)
        }
        guard var hundredsReading = reading else { return belowHundred(words) }
        var tail = words.dropFirst(hundredsReading.wordCount)
        var joined = 0
        if let connector = tail.first, connectors.contains(connector) {
            tail = tail.dropFirst()
            joined = 1
        }
        if let rest = belowHundred(tail), rest.value > 0 {
            hundredsReading.value += rest.value
            hundredsReading.wordCount += joined + rest.wordCount
        }
        return hundredsReading
    }

    private func belowHundred(_ words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first else { return nil }
        var tensValue: Int?
        var used = 1
        if let value = tens[first] {
            tensValue = value
        } else if hasVigesimalEighty, first == "quatre", let next = words.dropFirst().first,
            next == "vingt" || next == "vingts"
        {
            tensValue = 80
            used = 2
        }
        guard let tensValue else { return teen(words) }
        var tail = words.dropFirst(used)
        var joined = 0
        if let connector = tail.first, connectors.contains(connector) {
            tail = tail.dropFirst()
            joined = 1
        }
        // French 70 and 90 are 60 + 10…19 and 80 + 10…19.
        if hasVigesimalEighty, tensValue == 60 || tensValue == 80, let rest = teen(tail), rest.value >= 10 {
            return NumberReading(value: tensValue + rest.value, wordCount: used + joined + rest.wordCount)
        }
        if let word = tail.first, let unit = direct[word], (1...9).contains(unit) {
            return NumberReading(value: tensValue + unit, wordCount: used + joined + 1)
        }
        return NumberReading(value: tensValue, wordCount: used)
    }

    /// A direct word, or French "dix" followed by "sept", "huit" or "neuf".
    private func teen(_ words: ArraySlice<String>) -> NumberReading? {
        guard let first = words.first, let value = direct[first] else { return nil }
        if hasVigesimalEighty, value == 10, let next = words.dropFirst().first, let unit = direct[next],
            (7...9).contains(unit)
        {
            return NumberReading(value: 10 + unit, wordCount: 2)
        }
        return NumberReading(value: value, wordCount: 1)
    }
}

extension SpelledNumberGrammar {
    /// French, with Belgian and Swiss "septante", "huitante", "octante" and "nonante".
    static let french = SpelledNumberGrammar(
        direct: [
            "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
            "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14,
            "quinze": 15, "seize": 16,
        ],
        tens: [
            "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "septante": 70,
            "huitante": 80, "octante": 80, "nonante": 90,
        ],
        hundred: ["cent", "cents"], thousand: ["mille", "mil"], connectors: ["et"], hasVigesimalEighty: true)

    /// Spanish.
    static let spanish = SpelledNumberGrammar(
        direct: [
            "cero": 0, "un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6,
            "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14,
            "quince": 15, "dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veintiun": 21,
            "veintiuno": 21, "veintiuna": 21, "veintidos": 22, "veintitres": 23, "veinticuatro": 24,
            "veinticinco": 25, "veintiseis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29,
        ],
        tens: [
            "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70,
            "ochenta": 80, "noventa": 90,
        ],
        hundred: ["cien", "ciento"],
        hundreds: [
            "doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300,
            "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500, "quinientas": 500,
            "seiscientos": 600, "seiscientas": 600, "setecientos": 700, "setecientas": 700,
            "ochocientos": 800, "ochocientas": 800, "novecientos": 900, "novecientas": 900,
        ],
        thousand: ["mil"], connectors: ["y"])
}
