/*
 * MeCab (Debian: libmecab2, from libmecab-dev) with IPADIC, opened on first use.
 *
 * Only Japanese needs MeCab, and only when the flexible stage reads a sentence: the library
 * (and the C++ runtime's symbols it binds) is not linked, so a process in another language,
 * or one whose sentences match a phrase exactly, never loads it. These functions open it
 * with dlopen the first time `hark_mecab_model_new` is called and forward to MeCab's
 * functions of the same name without the `hark_` prefix. When the library cannot be opened,
 * `hark_mecab_model_new` returns NULL, as MeCab does for a model it cannot make.
 *
 * mecab.h declares its C++ classes only under __cplusplus, so in C it is the plain C API: a
 * model (thread-safe), a tagger made from it (whose lattice parse is thread-safe) and
 * lattices (one per caller at a time). Its types are used as they are.
 */
#ifndef HARK_MECAB_H
#define HARK_MECAB_H

#include <mecab.h>

mecab_model_t *hark_mecab_model_new(int argc, char **argv);
/* The functions below are only called with objects hark_mecab_model_new's model made, so the
   library is open. */
void hark_mecab_model_destroy(mecab_model_t *model);
mecab_t *hark_mecab_model_new_tagger(mecab_model_t *model);
mecab_lattice_t *hark_mecab_model_new_lattice(mecab_model_t *model);
void hark_mecab_destroy(mecab_t *tagger);
const mecab_dictionary_info_t *hark_mecab_dictionary_info(mecab_t *tagger);
int hark_mecab_parse_lattice(mecab_t *tagger, mecab_lattice_t *lattice);
void hark_mecab_lattice_destroy(mecab_lattice_t *lattice);
void hark_mecab_lattice_clear(mecab_lattice_t *lattice);
void hark_mecab_lattice_set_sentence2(mecab_lattice_t *lattice, const char *sentence, size_t length);
mecab_node_t *hark_mecab_lattice_get_bos_node(mecab_lattice_t *lattice);

#endif
