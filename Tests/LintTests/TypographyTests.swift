import Intents
import Localization
import Testing

@testable import Lint

@Suite("Typography each language's readers expect")
struct TypographyTests {
    static let cases: [(Language, String, Int)] = [
        (.french, "Voulez-vous supprimer\u{00A0}«\u{00A0}%@\u{00A0}»\u{00A0}?", 0),
        (.french, "Voulez-vous supprimer « %@ » ?", 2),
        (.french, "Combien en voulez-vous?", 1),
        (.french, "Décision\u{00A0}: %@", 0),
        (.french, "Décision : %@", 1),
        (.french, "%1$@:%2$@\u{00A0}: après", 0),
        (.french, "ou :memory: pour une base oubliée", 0),
        (.french, "Quoi\u{00A0}?!", 0),
        (.spanish, "¿Borro «%@»?", 0),
        (.spanish, "Qué he pedido en %@?", 1),
        (.spanish, "¡Hecho! ¿Algo más?", 0),
        (.spanish, "Hecho!", 1),
        (.japanese, "「%@」を削除しますか？", 0),
        (.japanese, "Soup Chef で スープ を 頼 ん で", 1),
        (.japanese, "エラー %lld 件", 1),
        (.japanese, "エラー%lld件", 0),
        (.japanese, "1 ターンにつき 1 つ", 1),
        (.japanese, "2026年12月1日 17:00から", 0),
        (.japanese, "  --lang コード  話す言語", 0),
        (.english, "Sure ? Fine !", 0),
    ]

    @Test("problems found per text", arguments: cases)
    func problems(_ language: Language, _ text: String, _ count: Int) {
        #expect(Linter.typographyProblems(in: text, language: language).count == count, "\(text)")
    }
}
