/*
 * Hunspell (Debian: libhunspell-1.7-0, from libhunspell-dev), opened on first use.
 *
 * Only the flexible stage asks Hunspell (for a word a sentence misspells or inflects), so the
 * library is not linked: a process whose sentences match a phrase exactly never maps it, nor
 * binds and relocates its symbols at start.
 * `hark_hunspell_create` opens the library with dlopen the first time it is called; the
 * other functions forward to Hunspell's C functions of the same name without the `hark_`
 * prefix. When the library cannot be opened, `hark_hunspell_create` returns NULL, as
 * Hunspell_create does for files it cannot read.
 *
 * hunspell.h is plain C (the C++ classes live in hunspell.hxx, not included). Strings passed
 * to and returned by these functions are in the dictionary's encoding (the SET line of its
 * .aff).
 */
#ifndef HARK_HUNSPELL_H
#define HARK_HUNSPELL_H

#include <hunspell/hunspell.h>

Hunhandle *hark_hunspell_create(const char *affix_path, const char *dictionary_path);
/* The functions below are only called with a handle hark_hunspell_create made, so the
   library is open. */
char *hark_hunspell_get_dic_encoding(Hunhandle *handle);
int hark_hunspell_spell(Hunhandle *handle, const char *word);
int hark_hunspell_suggest(Hunhandle *handle, char ***list, const char *word);
int hark_hunspell_analyze(Hunhandle *handle, char ***list, const char *word);
int hark_hunspell_stem2(Hunhandle *handle, char ***list, char **analyses, int count);
void hark_hunspell_free_list(Hunhandle *handle, char ***list, int count);

#endif
