/// The soups on Soup Chef's fixed menu, in menu order. The raw value is the soup's stable id,
/// stored with every order.
public enum Soup: String, Sendable, CaseIterable {
    case tomato, chowder, miso, minestrone
}
