#ifndef HARK_INTERRUPT_H
#define HARK_INTERRUPT_H

#include <signal.h>

/*
 * Ctrl-C bookkeeping for the chat, in plain C with ONE definition of the handler and its
 * state (interrupt.c). The SIGINT handler only does async-signal-safe work: it raises a
 * flag and writes one byte to a "self-pipe", so a poll() waiting for a key wakes up
 * whichever thread the kernel delivered the signal to.
 */

/// Records the self-pipe (both ends non-blocking, close-on-exec) and installs the SIGINT
/// handler, saving the previous action in `previous`. Returns 0 or -1 (errno).
int hark_interrupt_install(int wake_read, int wake_write, struct sigaction *previous);

/// Installs the handler again if something (readline's rl_set_signals) replaced it.
void hark_interrupt_reclaim(void);

/// Puts the previous SIGINT action back and forgets the self-pipe (the caller closes it).
void hark_interrupt_uninstall(const struct sigaction *previous);

/// Returns 1 and clears the flag if SIGINT arrived since the last call, else 0. Also empties
/// the self-pipe.
int hark_interrupt_take(void);

/// 1 if SIGINT arrived and was not taken yet (leaves the flag alone), else 0.
int hark_interrupt_is_pending(void);

#endif
