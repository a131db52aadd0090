import Testing
@testable import PhraseMatcher

@Test func zzScratch() {
    let n = Normalizer(languageCode: "ja")
    for s in ["明日の午後5時にサムに電話するとリマインドして", "に", "とリマインドして"] {
        print(s, "→", n.tokens(in: s).map(\.key))
    }
}
