#include "hark_standard_descriptors.h"

#include <fcntl.h>
#include <unistd.h>

static int closed_at_start = 0;

/* Runs before main and before libraries open anything lazily. */
__attribute__((constructor)) static void hark_reopen_closed_standard_descriptors(void) {
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1) continue;
        closed_at_start |= 1 << descriptor;
        /* open() returns the lowest free number: this one, since the lower ones are open. */
        int null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY);
        if (null >= 0 && null != descriptor) {
            dup2(null, descriptor);
            close(null);
        }
    }
}

int hark_closed_standard_descriptors(void) { return closed_at_start; }
