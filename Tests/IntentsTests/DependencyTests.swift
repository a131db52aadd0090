import Intents
import Synchronization
import Testing

@Suite("Dependencies resolved per invocation")
struct DependencyTests {
    @Test("two managers serve two different libraries to the same intent, even at once")
    func twoManagers() async throws {
        let plain = LibraryHarness()
        let folio = LibraryHarness(library: .sample(duneTitle: "Dune (Folio)"))

        func borrowDune(in harness: LibraryHarness) async throws -> String? {
            let books = try await harness.withDependencies { try await BookQuery().entities(for: ["b1"]) }
            let invocation = try harness.invocation(
                BorrowBookIntent.self, ["book": try #require(books.first), "format": BookFormat.paperback])
            return try await harness.perform(invocation).dialog?.description
        }

        async let plainDialog = borrowDune(in: plain)
        async let folioDialog = borrowDune(in: folio)
        #expect(try await plainDialog == "Borrowed 1 of Dune.")
        #expect(try await folioDialog == "Borrowed 1 of Dune (Folio).")
        #expect(plain.library.loans.count == 1)
        #expect(folio.library.loans.count == 1)
    }

    @Test("a dependency is made on first use, once, and the same instance is served after")
    func madeOnce() {
        let manager = AppDependencyManager()
        let made = Atomic<Int>(0)
        manager.add {
            made.add(1, ordering: .relaxed)
            return PerformLog()
        }
        #expect(made.load(ordering: .relaxed) == 0)
        let first: PerformLog = manager.resolve()
        let second: PerformLog = manager.resolve()
        #expect(first === second)
        #expect(made.load(ordering: .relaxed) == 1)
    }

    @Test("adding again replaces what was resolved before")
    func replaced() {
        let manager = AppDependencyManager()
        let old = PerformLog()
        let new = PerformLog()
        manager.add(dependency: old)
        #expect(manager.resolve(PerformLog.self) === old)
        manager.add(dependency: new)
        #expect(manager.resolve(PerformLog.self) === new)
    }

    @Test("keyed dependencies of one type are kept apart")
    func keyed() {
        let manager = AppDependencyManager()
        let reads = PerformLog()
        let writes = PerformLog()
        manager.add(key: "reads", dependency: reads)
        manager.add(key: "writes", dependency: writes)
        #expect(manager.resolve(PerformLog.self, key: "reads") === reads)
        #expect(manager.resolve(PerformLog.self, key: "writes") === writes)
    }

    @Test("@Dependency reads the manager of the run it is read in")
    func propertyWrapper() {
        let first = LibraryHarness()
        let second = LibraryHarness()
        let dependency = Dependency<PerformLog>()
        #expect(
            IntentRuntime.$context.withValue(IntentRuntime.Context(dependencies: first.dependencies)) {
                dependency.wrappedValue
            } === first.log)
        #expect(
            IntentRuntime.$context.withValue(IntentRuntime.Context(dependencies: second.dependencies)) {
                dependency.wrappedValue
            } === second.log)
    }
}
