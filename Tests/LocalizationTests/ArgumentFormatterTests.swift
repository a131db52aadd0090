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
}
