import Foundation
import Testing

@testable import Localization

@Suite("Numbers are written as each language writes them")
struct ArgumentFormatterTests {
    static let languages: [Language] = Language.supported + [.pseudo]

    @Test(
        "whole numbers below 1,000, written without a number formatter, read as Foundation writes them",
        arguments: languages)
    func smallNumbers(language: Language) {
        let quick = ArgumentFormatter(locale: language.locale, writesSmallNumbersInASCIIDigits: true)
        let specifier = FormatString.Specifier(conversion: .integer, precision: nil, written: "%lld")
        for number in [Array(0..<1000), [1000, 1234, 12_345, -1, -999]].joined() {
            #expect(
                quick.format(.int(number), as: specifier) == number.formatted(.number.locale(language.locale)),
                "\(number) in \(language)")
        }
    }

    static let lists: [[String]] = [
        [], ["Buy milk"], ["Buy milk", "Pay rent"], ["Buy milk", "Call Sam", "Pay rent"],
        ["Café", "お茶を買う", "Straße", "Ñandú"], (1...60).map { "Errand number \($0)" },
        ["קנה חלב", "اشتر خبزا", "Pay rent"], ["Buy milk", "ܫܠܡܐ"], ["a\u{200F}b", "c"],
    ]

    @Test("lists are joined as Foundation joins them, short or long", arguments: languages)
    func lists(language: Language) {
        let formatter = ArgumentFormatter(locale: language.locale)
        for items in Self.lists {
            #expect(formatter.list(items) == items.formatted(.list(type: .and).locale(language.locale)), "\(items)")
        }
    }
}
