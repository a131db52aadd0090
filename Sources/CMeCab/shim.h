/* MeCab's C interface (Debian: libmecab-dev). mecab.h declares its C++ classes only
   under __cplusplus, so in C it is the plain C API: a model (thread-safe), a tagger made
   from it (whose lattice parse is thread-safe) and lattices (one per caller at a time). */
#include <mecab.h>
