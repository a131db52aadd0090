/*
 * Snowball's libstemmer (Debian: libstemmer0d, from libstemmer-dev), opened on first use.
 *
 * The library is not linked: it carries over ten thousand relocations, which every hark
 * process would pay for at start even when no word is ever stemmed (a sentence that matches a
 * phrase exactly needs no stemmer). These functions open it with dlopen the first time one is
 * called and forward to Snowball's functions of the same name without the `hark_` prefix.
 * When the library cannot be opened, `hark_stemmer_new` returns NULL (no stemmer for any
 * language) and `hark_stemmer_list` an empty list.
 */
#ifndef HARK_STEMMER_H
#define HARK_STEMMER_H

struct sb_stemmer;
typedef unsigned char sb_symbol;

/* The NULL-terminated list of Snowball's algorithm names. */
const char **hark_stemmer_list(void);
/* A stemmer for `language` (a name or ISO 639 code) in `encoding` ("UTF_8"), or NULL. */
struct sb_stemmer *hark_stemmer_new(const char *language, const char *encoding);
void hark_stemmer_delete(struct sb_stemmer *stemmer);
/* The stem of `word` (`size` bytes), valid until the next call on `stemmer`, or NULL. */
const sb_symbol *hark_stemmer_stem(struct sb_stemmer *stemmer, const sb_symbol *word, int size);
/* The length in bytes of the last stem. */
int hark_stemmer_length(struct sb_stemmer *stemmer);

#endif
