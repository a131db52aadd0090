#include "hark_icu.h"
int hark_icu_placeholder(void) { return 0; }
