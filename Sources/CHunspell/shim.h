/* Hunspell's C interface (Debian: libhunspell-dev). hunspell.h is plain C; the C++
   classes live in hunspell.hxx, which is not included. Strings passed to and returned
   by these functions are in the dictionary's encoding (the SET line of its .aff). */
#include <hunspell/hunspell.h>
