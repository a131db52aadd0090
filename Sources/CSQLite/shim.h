#include <sqlite3.h>

/// SQLITE_TRANSIENT is a cast macro Swift cannot import: bound text and blobs are copied.
static inline sqlite3_destructor_type hark_sqlite_transient(void) { return SQLITE_TRANSIENT; }
