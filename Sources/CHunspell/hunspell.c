#include "hark_hunspell.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

static struct {
    Hunhandle *(*create)(const char *, const char *);
    char *(*get_dic_encoding)(Hunhandle *);
    int (*spell)(Hunhandle *, const char *);
    int (*suggest)(Hunhandle *, char ***, const char *);
    int (*analyze)(Hunhandle *, char ***, const char *);
    int (*stem2)(Hunhandle *, char ***, char **, int);
    void (*free_list)(Hunhandle *, char ***, int);
} hunspell;

static pthread_once_t opened = PTHREAD_ONCE_INIT;

#define FIND(field, name) (*(void **)&hunspell.field = dlsym(library, name)) != NULL

static void open_library(void) {
    void *library = dlopen("libhunspell-1.7.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libhunspell.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int complete = FIND(create, "Hunspell_create") && FIND(get_dic_encoding, "Hunspell_get_dic_encoding") &&
                   FIND(spell, "Hunspell_spell") && FIND(suggest, "Hunspell_suggest") &&
                   FIND(analyze, "Hunspell_analyze") && FIND(stem2, "Hunspell_stem2") &&
                   FIND(free_list, "Hunspell_free_list");
    if (!complete) hunspell.create = NULL;
}

Hunhandle *hark_hunspell_create(const char *affix_path, const char *dictionary_path) {
    pthread_once(&opened, open_library);
    return hunspell.create != NULL ? hunspell.create(affix_path, dictionary_path) : NULL;
}

char *hark_hunspell_get_dic_encoding(Hunhandle *handle) { return hunspell.get_dic_encoding(handle); }
int hark_hunspell_spell(Hunhandle *handle, const char *word) { return hunspell.spell(handle, word); }
int hark_hunspell_suggest(Hunhandle *handle, char ***list, const char *word) {
    return hunspell.suggest(handle, list, word);
}
int hark_hunspell_analyze(Hunhandle *handle, char ***list, const char *word) {
    return hunspell.analyze(handle, list, word);
}
int hark_hunspell_stem2(Hunhandle *handle, char ***list, char **analyses, int count) {
    return hunspell.stem2(handle, list, analyses, count);
}
void hark_hunspell_free_list(Hunhandle *handle, char ***list, int count) { hunspell.free_list(handle, list, count); }
