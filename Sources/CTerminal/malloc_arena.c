#include <malloc.h>

/*
 * One malloc arena for every thread, set before main runs (a constructor, ahead of the
 * threads the Swift runtime and Dispatch start).
 *
 * A turn runs on a Dispatch worker thread, and glibc gives each such thread an arena of its
 * own, which it grows one mprotect call at a time: about a hundred system calls in a one-line
 * pipe, and pages no other thread reuses. Hark's threads take turns (one conversation, one
 * turn at a time), so sharing the main arena costs no waiting.
 */
__attribute__((constructor)) static void hark_share_one_malloc_arena(void) { mallopt(M_ARENA_MAX, 1); }
