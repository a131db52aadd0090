#ifndef HARK_STANDARD_DESCRIPTORS_H
#define HARK_STANDARD_DESCRIPTORS_H

/*
 * Standard input, output and error as the process was started with them.
 *
 * A descriptor 0, 1 or 2 that is closed at start is handed by the kernel to the next file
 * the process opens — a shared library, the runtime's event queue, a catalog, the database —
 * and anything written to "standard output" then lands in that file. So, before main runs
 * (a constructor, ahead of the Swift runtime's own descriptors), each closed one is noted
 * and /dev/null is opened in its place.
 */

/// A bit per standard descriptor that was closed when the process started: 1 << 0 for
/// standard input, 1 << 1 for standard output, 1 << 2 for standard error.
int hark_closed_standard_descriptors(void);

#endif
