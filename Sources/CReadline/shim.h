#ifndef HARK_CREADLINE_SHIM_H
#define HARK_CREADLINE_SHIM_H

#include <stdio.h>
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

#endif
