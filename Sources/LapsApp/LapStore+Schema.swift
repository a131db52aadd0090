import Storage

extension LapStore {
    /// The migrations of the "laps" namespace. Append-only: add a version, never edit one.
    ///
    /// At most one run is running (a partial unique index says so). A lap's number is unique
    /// within its run; its duration is kept in milliseconds so that it reads back exactly.
    /// Discarding a run deletes it and, by cascade, its laps. A benchmark run names one of
    /// its laps.
    static let migrations = [
        Migration(
            version: 1, name: "create runs and laps",
            sql: """
                CREATE TABLE runs (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    started_at REAL NOT NULL,
                    ended_at REAL,
                    status TEXT NOT NULL DEFAULT 'running'
                        CHECK (status IN ('running', 'saved', 'benchmark')),
                    benchmark_lap_id TEXT REFERENCES laps (id) DEFERRABLE INITIALLY DEFERRED,
                    CHECK ((status = 'running') = (ended_at IS NULL)),
                    CHECK ((status = 'benchmark') = (benchmark_lap_id IS NOT NULL))
                );
                CREATE UNIQUE INDEX runs_one_running ON runs (status) WHERE status = 'running';
                CREATE TABLE laps (
                    seq INTEGER PRIMARY KEY AUTOINCREMENT,
                    id TEXT NOT NULL UNIQUE CHECK (length(id) = 36),
                    run_id TEXT NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                    number INTEGER NOT NULL CHECK (number >= 1),
                    ended_at REAL NOT NULL,
                    duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
                    UNIQUE (run_id, number)
                );
                """)
    ]

    /// The columns every run read selects, in the order `RunRecord(row:)` expects by name.
    static let runColumns = "id, started_at, ended_at, status, benchmark_lap_id"

    /// The columns every lap read selects, in the order `LapRecord(row:)` expects by name.
    static let lapColumns = "id, run_id, number, ended_at, duration_ms"
}
