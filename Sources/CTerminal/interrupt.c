#include "hark_interrupt.h"

#include <errno.h>
#include <unistd.h>

/* The one copy of the state, shared by every caller in the process. */
static int pending = 0;       /* 1 once SIGINT arrived and nobody took it (atomic) */
static int wake_read_fd = -1; /* read end of the self-pipe, -1 before install */
static int wake_write_fd = -1;/* write end of the self-pipe, -1 before install */

static void hark_interrupt_handler(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    __atomic_store_n(&pending, 1, __ATOMIC_SEQ_CST);
    int fd = __atomic_load_n(&wake_write_fd, __ATOMIC_SEQ_CST);
    if (fd >= 0) {
        char byte = 'i';
        ssize_t ignored = write(fd, &byte, 1); /* a full pipe is already awake */
        (void)ignored;
    }
    errno = saved_errno;
}

static int install_handler(struct sigaction *previous) {
    struct sigaction action;
    action.sa_handler = hark_interrupt_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; /* no SA_RESTART: a blocked read or poll returns EINTR */
    return sigaction(SIGINT, &action, previous);
}

int hark_interrupt_install(int wake_read, int wake_write, struct sigaction *previous) {
    __atomic_store_n(&pending, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&wake_read_fd, wake_read, __ATOMIC_SEQ_CST);
    __atomic_store_n(&wake_write_fd, wake_write, __ATOMIC_SEQ_CST);
    return install_handler(previous);
}

void hark_interrupt_reclaim(void) {
    struct sigaction current;
    if (sigaction(SIGINT, NULL, &current) == 0 && current.sa_handler == hark_interrupt_handler) {
        return;
    }
    install_handler(NULL);
}

void hark_interrupt_uninstall(const struct sigaction *previous) {
    sigaction(SIGINT, previous, NULL);
    __atomic_store_n(&wake_write_fd, -1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&wake_read_fd, -1, __ATOMIC_SEQ_CST);
}

int hark_interrupt_take(void) {
    int fd = __atomic_load_n(&wake_read_fd, __ATOMIC_SEQ_CST);
    if (fd >= 0) {
        char buffer[64];
        while (read(fd, buffer, sizeof buffer) > 0) {}
    }
    return __atomic_exchange_n(&pending, 0, __ATOMIC_SEQ_CST);
}

int hark_interrupt_is_pending(void) {
    return __atomic_load_n(&pending, __ATOMIC_SEQ_CST);
}
