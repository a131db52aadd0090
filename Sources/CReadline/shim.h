#ifndef HARK_CREADLINE_SHIM_H
#define HARK_CREADLINE_SHIM_H

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
#include <readline/readline.h>
#include <readline/history.h>

/*
 * Accessors for readline's mutable C globals. Swift 6 refuses to touch C
 * mutable globals directly (they are shared mutable state), so the Terminal
 * module reads and writes them through these small functions instead.
 */

/// The completion entry point readline calls on Tab.
static inline void hark_rl_set_attempted_completion(rl_completion_func_t *function) {
    rl_attempted_completion_function = function;
}

/// Tells readline not to fall back to file-name completion after ours.
static inline void hark_rl_set_attempted_completion_over(int over) {
    rl_attempted_completion_over = over;
}

/// The line typed so far (readline owns the buffer).
static inline const char *hark_rl_line_buffer(void) {
    return rl_line_buffer;
}

/// Signal settings: readline's handlers stay installed from handler install to handler
/// remove (not only inside rl_callback_read_char), so Ctrl-Z, SIGTERM or a resize while
/// Hark waits for a key still restore or redraw the terminal. Hark takes SIGINT back
/// from readline after every call into it (hark_interrupt_reclaim).
static inline void hark_rl_configure_signals(void) {
    rl_catch_signals = 1;
    rl_catch_sigwinch = 1;
    rl_persistent_signal_handlers = 1;
}

/// Names the application "hark" for `$if hark` in ~/.inputrc, and makes words for
/// completion end at blanks only, so "what's" is one word.
static inline void hark_rl_set_identity(void) {
    rl_readline_name = "hark";
    rl_completer_word_break_characters = " \t\n";
}

/*
 * Ctrl-C bookkeeping. The SIGINT handler only does async-signal-safe work: it
 * raises a flag and writes one byte to a "self-pipe", so a poll() waiting for
 * a key wakes up whichever thread the kernel delivered the signal to.
 *
 * The state lives in a function-local static of a `static inline` function,
 * and such a function gets one copy per object file that uses it. The Terminal
 * module therefore calls the hark_interrupt_* functions from ONE Swift file
 * only (InterruptSignal.swift), which makes the copy unique.
 */
typedef struct {
    int pending;      /* 1 once SIGINT arrived and nobody took it (atomic) */
    int wake_read;    /* read end of the self-pipe, -1 before install */
    int wake_write;   /* write end of the self-pipe, -1 before install */
} hark_interrupt_state;

static inline hark_interrupt_state *hark_interrupt_state_get(void) {
    static hark_interrupt_state state = {0, -1, -1};
    return &state;
}

static inline void hark_interrupt_handler(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    hark_interrupt_state *state = hark_interrupt_state_get();
    __atomic_store_n(&state->pending, 1, __ATOMIC_SEQ_CST);
    int fd = __atomic_load_n(&state->wake_write, __ATOMIC_SEQ_CST);
    if (fd >= 0) {
        char byte = 'i';
        ssize_t ignored = write(fd, &byte, 1);  /* a full pipe is already awake */
        (void)ignored;
    }
    errno = saved_errno;
}

/// Records the self-pipe (both ends non-blocking, close-on-exec) and installs
/// the SIGINT handler, saving the previous action in `previous`. Returns 0 or -1 (errno).
static inline int hark_interrupt_install(int wake_read, int wake_write, struct sigaction *previous) {
    hark_interrupt_state *state = hark_interrupt_state_get();
    __atomic_store_n(&state->pending, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state->wake_read, wake_read, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state->wake_write, wake_write, __ATOMIC_SEQ_CST);
    struct sigaction action;
    action.sa_handler = hark_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  /* no SA_RESTART: a blocked read or poll returns EINTR */
    return sigaction(SIGINT, &action, previous);
}

/// Installs the handler again if something (readline's rl_set_signals) replaced it,
/// keeping the action saved by hark_interrupt_install.
static inline void hark_interrupt_reclaim(void) {
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) == 0 && current.sa_handler == hark_interrupt_handler) {
        return;
    }
    struct sigaction action;
    action.sa_handler = hark_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    sigaction(SIGINT, &action, NULL);
}

/// Puts the previous SIGINT action back and forgets the self-pipe (the caller closes it).
static inline void hark_interrupt_uninstall(const struct sigaction *previous) {
    hark_interrupt_state *state = hark_interrupt_state_get();
    sigaction(SIGINT, previous, NULL);
    __atomic_store_n(&state->wake_write, -1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&state->wake_read, -1, __ATOMIC_SEQ_CST);
}

/// Returns 1 and clears the flag if SIGINT arrived since the last call, else 0.
/// Also empties the self-pipe.
static inline int hark_interrupt_take(void) {
    hark_interrupt_state *state = hark_interrupt_state_get();
    int fd = __atomic_load_n(&state->wake_read, __ATOMIC_SEQ_CST);
    if (fd >= 0) {
        char buffer[64];
        while (read(fd, buffer, sizeof buffer) > 0) {}
    }
    return __atomic_exchange_n(&state->pending, 0, __ATOMIC_SEQ_CST);
}

/// True if SIGINT arrived and was not taken yet (leaves the flag alone).
static inline int hark_interrupt_is_pending(void) {
    return __atomic_load_n(&hark_interrupt_state_get()->pending, __ATOMIC_SEQ_CST);
}

#endif
