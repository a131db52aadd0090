import Testing
@testable import PhraseMatcher

@Test func zzScratch() {
    let n = Normalizer(languageCode: "ja")
    for s in ["Tasksで牛乳を買うを追加して", "タスクで牛乳を買うを完了", "明日の午後5時に歯医者", "二十一個", "１０分後", "来週の金曜日", "1時間30分", "Soup Chefで味噌汁を二つ注文", "3月5日"] {
        print(s, "→", n.tokens(in: s).map(\.key))
    }
    print(Normalizer(languageCode: "fr").tokens(in: "à 17h30 aujourd'hui, 5pm").map(\.key))
}
