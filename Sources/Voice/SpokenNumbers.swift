/// Numbers as English speakers say them, for a grammar: "twenty one", "a hundred".
enum SpokenNumbers {
    private static let ones = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// The words of `number` (0…999) in English.
    static func english(_ number: Int) -> String {
        precondition((0..<1000).contains(number))
        if number < 20 { return ones[number] }
        if number < 100 {
            let rest = number % 10
            return tens[number / 10] + (rest == 0 ? "" : " " + ones[rest])
        }
        let rest = number % 100
        return ones[number / 100] + " hundred" + (rest == 0 ? "" : " " + english(rest))
    }

    /// The numbers a grammar offers for a slot bounded by `min` and `max`: at most 0…100, since
    /// every number is a path the recognizer weighs against the others.
    static let largest = 100

    static func range(min: Int?, max: Int?) -> ClosedRange<Int> {
        let low = Swift.max(0, min ?? 0)
        let high = Swift.min(largest, max ?? largest)
        return low...Swift.max(low, high)
    }
}
