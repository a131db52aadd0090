// Options that depend on other parameters of the intent being filled in; an optional
// parameter reads as its value once the dependency holds.
import AppIntents

struct Flavor: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let defaultQuery = FlavorQuery()
    let id: String
    let stock: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct FlavorQuery: EntityStringQuery {
    @IntentParameterDependency<OrderIceCreamIntent>(\.$scoops)
    var order

    func entities(for identifiers: [String]) async throws -> [Flavor] {
        identifiers.map { Flavor(id: $0, stock: 10) }
    }

    func entities(matching string: String) async throws -> [Flavor] {
        guard let order else { return [] }
        return [Flavor(id: string, stock: 10)].filter { $0.stock >= order.scoops }
    }
}

struct ToppingOptions: DynamicOptionsProvider {
    @ParameterDependency<OrderIceCreamIntent>(\.$flavor, \.$scoops)
    var order

    func results() async throws -> [String] {
        guard let order else { return [] }
        return order.scoops > 2 ? ["Sprinkles"] : ["Sprinkles", "Fudge \(order.flavor.id)"]
    }
}

struct OrderIceCreamIntent: AppIntent {
    static let title: LocalizedStringResource = "Order Ice Cream"

    @Parameter(title: "Flavor") var flavor: Flavor
    @Parameter(title: "Scoops", inclusiveRange: (1, 4)) var scoops: Int?
    @Parameter(title: "Topping", optionsProvider: ToppingOptions()) var topping: String?

    func perform() async throws -> some IntentResult { .result() }
}
