/* Snowball's libstemmer (Debian: libstemmer-dev). Its header is plain C. */
#include <libstemmer.h>
