#include "hark_mecab.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    mecab_model_t *(*model_new)(int, char **);
    void (*model_destroy)(mecab_model_t *);
    mecab_t *(*model_new_tagger)(mecab_model_t *);
    mecab_lattice_t *(*model_new_lattice)(mecab_model_t *);
    void (*destroy)(mecab_t *);
    const mecab_dictionary_info_t *(*dictionary_info)(mecab_t *);
    int (*parse_lattice)(mecab_t *, mecab_lattice_t *);
    void (*lattice_destroy)(mecab_lattice_t *);
    void (*lattice_clear)(mecab_lattice_t *);
    void (*lattice_set_sentence2)(mecab_lattice_t *, const char *, size_t);
    mecab_node_t *(*lattice_get_bos_node)(mecab_lattice_t *);
} mecab;

static pthread_once_t opened = PTHREAD_ONCE_INIT;

#define FIND(field, name) (*(void **)&mecab.field = dlsym(library, name)) != NULL

static void open_library(void) {
    void *library = dlopen("libmecab.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libmecab.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int complete = FIND(model_new, "mecab_model_new") && FIND(model_destroy, "mecab_model_destroy") &&
                   FIND(model_new_tagger, "mecab_model_new_tagger") &&
                   FIND(model_new_lattice, "mecab_model_new_lattice") && FIND(destroy, "mecab_destroy") &&
                   FIND(dictionary_info, "mecab_dictionary_info") && FIND(parse_lattice, "mecab_parse_lattice") &&
                   FIND(lattice_destroy, "mecab_lattice_destroy") && FIND(lattice_clear, "mecab_lattice_clear") &&
                   FIND(lattice_set_sentence2, "mecab_lattice_set_sentence2") &&
                   FIND(lattice_get_bos_node, "mecab_lattice_get_bos_node");
    if (!complete) mecab.model_new = NULL;
}

mecab_model_t *hark_mecab_model_new(int argc, char **argv) {
    pthread_once(&opened, open_library);
    return mecab.model_new != NULL ? mecab.model_new(argc, argv) : NULL;
}

void hark_mecab_model_destroy(mecab_model_t *model) { mecab.model_destroy(model); }
mecab_t *hark_mecab_model_new_tagger(mecab_model_t *model) { return mecab.model_new_tagger(model); }
mecab_lattice_t *hark_mecab_model_new_lattice(mecab_model_t *model) { return mecab.model_new_lattice(model); }
void hark_mecab_destroy(mecab_t *tagger) { mecab.destroy(tagger); }
const mecab_dictionary_info_t *hark_mecab_dictionary_info(mecab_t *tagger) { return mecab.dictionary_info(tagger); }
int hark_mecab_parse_lattice(mecab_t *tagger, mecab_lattice_t *lattice) { return mecab.parse_lattice(tagger, lattice); }
void hark_mecab_lattice_destroy(mecab_lattice_t *lattice) { mecab.lattice_destroy(lattice); }
void hark_mecab_lattice_clear(mecab_lattice_t *lattice) { mecab.lattice_clear(lattice); }
void hark_mecab_lattice_set_sentence2(mecab_lattice_t *lattice, const char *sentence, size_t length) {
    mecab.lattice_set_sentence2(lattice, sentence, length);
}
mecab_node_t *hark_mecab_lattice_get_bos_node(mecab_lattice_t *lattice) { return mecab.lattice_get_bos_node(lattice); }
