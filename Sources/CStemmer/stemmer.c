#include "hark_stemmer.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    const char **(*list)(void);
    struct sb_stemmer *(*create)(const char *, const char *);
    void (*destroy)(struct sb_stemmer *);
    const sb_symbol *(*stem)(struct sb_stemmer *, const sb_symbol *, int);
    int (*length)(struct sb_stemmer *);
} snowball;

static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void open_library(void) {
    void *library = dlopen("libstemmer.so.0d", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libstemmer.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    snowball.list = (const char **(*)(void))dlsym(library, "sb_stemmer_list");
    snowball.create = (struct sb_stemmer * (*)(const char *, const char *)) dlsym(library, "sb_stemmer_new");
    snowball.destroy = (void (*)(struct sb_stemmer *))dlsym(library, "sb_stemmer_delete");
    snowball.stem = (const sb_symbol *(*)(struct sb_stemmer *, const sb_symbol *, int))dlsym(library, "sb_stemmer_stem");
    snowball.length = (int (*)(struct sb_stemmer *))dlsym(library, "sb_stemmer_length");
    if (!snowball.list || !snowball.create || !snowball.destroy || !snowball.stem || !snowball.length) {
        snowball.create = NULL;
        snowball.list = NULL;
    }
}

static int available(void) {
    pthread_once(&opened, open_library);
    return snowball.create != NULL;
}

const char **hark_stemmer_list(void) {
    static const char *none[] = {NULL};
    return available() ? snowball.list() : none;
}

struct sb_stemmer *hark_stemmer_new(const char *language, const char *encoding) {
    return available() ? snowball.create(language, encoding) : NULL;
}

/* The three below are only called with a stemmer hark_stemmer_new made, so the library is open. */
void hark_stemmer_delete(struct sb_stemmer *stemmer) { snowball.destroy(stemmer); }

const sb_symbol *hark_stemmer_stem(struct sb_stemmer *stemmer, const sb_symbol *word, int size) {
    return snowball.stem(stemmer, word, size);
}

int hark_stemmer_length(struct sb_stemmer *stemmer) { return snowball.length(stemmer); }
