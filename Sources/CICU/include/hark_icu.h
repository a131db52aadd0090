#ifndef HARK_ICU_H
#define HARK_ICU_H
/// Plain-C access to the CLDR data that Foundation on Linux does not expose.
/// Only this target's .c file includes ICU headers (see TOOLCHAIN.md).
int hark_icu_placeholder(void);
#endif
