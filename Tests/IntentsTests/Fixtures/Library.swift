import Synchronization

/// The test app's in-memory store: books, authors, shelves, one library card and the loans
/// made so far. Each test makes its own, so tests never share state.
final class Library: Sendable {
    struct Book: Sendable, Hashable {
        var id: String
        var title: String
        var authorID: String
    }

    struct Author: Sendable, Hashable {
        var id: String
        var name: String
    }

    struct Shelf: Sendable, Hashable {
        var id: String
        var name: String
    }

    struct Loan: Sendable, Hashable {
        var bookID: String
        var copies: Int
        var format: BookFormat
        var note: String?
    }

    private struct State {
        var books: [Book]
        var authors: [Author]
        var shelves: [Shelf]
        var cardNumber: Int
        var loans: [Loan] = []
        var placements: [String: String] = [:]
    }

    private let state: Mutex<State>

    init(books: [Book], authors: [Author], shelves: [Shelf], cardNumber: Int = 1001) {
        state = Mutex(State(books: books, authors: authors, shelves: shelves, cardNumber: cardNumber))
    }

    /// Three books by two authors on two shelves.
    static func sample(duneTitle: String = "Dune") -> Library {
        Library(
            books: [
                Book(id: "b1", title: duneTitle, authorID: "herbert"),
                Book(id: "b2", title: "Children of Dune", authorID: "herbert"),
                Book(id: "b3", title: "Emma", authorID: "austen"),
            ],
            authors: [Author(id: "herbert", name: "Frank Herbert"), Author(id: "austen", name: "Jane Austen")],
            shelves: [Shelf(id: "fiction", name: "Fiction"), Shelf(id: "classics", name: "Classics")])
    }

    var books: [Book] { state.withLock { $0.books } }
    var authors: [Author] { state.withLock { $0.authors } }
    var shelves: [Shelf] { state.withLock { $0.shelves } }
    var cardNumber: Int { state.withLock { $0.cardNumber } }
    var loans: [Loan] { state.withLock { $0.loans } }

    /// Where each book was put, by book id.
    var placements: [String: String] { state.withLock { $0.placements } }

    func books(by authorID: String) -> [Book] {
        books.filter { $0.authorID == authorID }
    }

    func borrow(_ loan: Loan) {
        state.withLock { $0.loans.append(loan) }
    }

    func returnLoans(ofBook bookID: String) {
        state.withLock { $0.loans.removeAll { $0.bookID == bookID } }
    }

    func remove(bookID: String) {
        state.withLock { $0.books.removeAll { $0.id == bookID } }
    }

    func put(bookID: String, onShelf shelfID: String) {
        state.withLock { $0.placements[bookID] = shelfID }
    }

    func rename(shelfID: String, to name: String) {
        state.withLock { state in
            if let index = state.shelves.firstIndex(where: { $0.id == shelfID }) { state.shelves[index].name = name }
        }
    }
}
