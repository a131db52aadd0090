#include "hark_espeak.h"

#include <dlfcn.h>
#include <espeak-ng/speak_lib.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static struct {
    int (*initialize)(espeak_AUDIO_OUTPUT, int, const char *, int);
    void (*set_callback)(t_espeak_callback *);
    espeak_ERROR (*set_voice)(const char *);
    espeak_ERROR (*set_parameter)(espeak_PARAMETER, int, int);
    espeak_ERROR (*synth)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int, unsigned int,
                          unsigned int *, void *);
    espeak_ERROR (*synchronize)(void);
    const char *(*text_to_phonemes)(const void **, int, int);
} espeak;

static int opened_rate = -1;
static int wants_playback = 0;
static pthread_once_t opened = PTHREAD_ONCE_INIT;

/* Samples gathered by the callback for the synthesis in progress. */
typedef struct {
    short *samples;
    int count;
    int capacity;
    int failed;
} gathered_t;

static int gather(short *wav, int count, espeak_EVENT *events) {
    gathered_t *gathered = events != NULL ? (gathered_t *)events->user_data : NULL;
    if (gathered == NULL || wav == NULL || count <= 0) return 0;
    if (gathered->count + count > gathered->capacity) {
        int capacity = gathered->capacity * 2 + count;
        short *grown = realloc(gathered->samples, (size_t)capacity * sizeof(short));
        if (grown == NULL) {
            gathered->failed = 1;
            return 1;
        }
        gathered->samples = grown;
        gathered->capacity = capacity;
    }
    memcpy(gathered->samples + gathered->count, wav, (size_t)count * sizeof(short));
    gathered->count += count;
    return 0;
}

static void open_library(void) {
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libespeak-ng.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    espeak.initialize = (int (*)(espeak_AUDIO_OUTPUT, int, const char *, int))dlsym(library, "espeak_Initialize");
    espeak.set_callback = (void (*)(t_espeak_callback *))dlsym(library, "espeak_SetSynthCallback");
    espeak.set_voice = (espeak_ERROR(*)(const char *))dlsym(library, "espeak_SetVoiceByName");
    espeak.set_parameter = (espeak_ERROR(*)(espeak_PARAMETER, int, int))dlsym(library, "espeak_SetParameter");
    espeak.synth = (espeak_ERROR(*)(const void *, size_t, unsigned int, espeak_POSITION_TYPE, unsigned int,
                                    unsigned int, unsigned int *, void *))dlsym(library, "espeak_Synth");
    espeak.synchronize = (espeak_ERROR(*)(void))dlsym(library, "espeak_Synchronize");
    espeak.text_to_phonemes = (const char *(*)(const void **, int, int))dlsym(library, "espeak_TextToPhonemes");
    if (!espeak.initialize || !espeak.set_callback || !espeak.set_voice || !espeak.set_parameter || !espeak.synth ||
        !espeak.synchronize || !espeak.text_to_phonemes) {
        opened_rate = -1;
        return;
    }
    /* DONT_EXIT: a missing audio device is an error code, not the end of the process. */
    int rate = espeak.initialize(wants_playback ? AUDIO_OUTPUT_SYNCH_PLAYBACK : AUDIO_OUTPUT_SYNCHRONOUS, 0, NULL,
                                 espeakINITIALIZE_DONT_EXIT);
    if (rate <= 0) {
        opened_rate = -2;
        return;
    }
    espeak.set_callback(gather);
    opened_rate = rate;
}

int hark_espeak_open(int playback) {
    wants_playback = playback;
    pthread_once(&opened, open_library);
    return opened_rate;
}

static int available(void) { return hark_espeak_open(0) > 0; }

int hark_espeak_set_voice(const char *name) {
    if (!available()) return -1;
    return espeak.set_voice(name) == EE_OK ? 0 : -1;
}

int hark_espeak_set_rate(int words_per_minute) {
    if (!available()) return -1;
    return espeak.set_parameter(espeakRATE, words_per_minute, 0) == EE_OK ? 0 : -1;
}

int hark_espeak_set_pitch(int pitch) {
    if (!available()) return -1;
    return espeak.set_parameter(espeakPITCH, pitch, 0) == EE_OK ? 0 : -1;
}

int hark_espeak_synthesize(const char *text, short **samples, int *count) {
    *samples = NULL;
    *count = 0;
    if (!available()) return -1;
    gathered_t gathered = {NULL, 0, 0, 0};
    espeak_ERROR error = espeak.synth(text, strlen(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, &gathered);
    if (error == EE_OK) error = espeak.synchronize();
    if (error != EE_OK || gathered.failed) {
        free(gathered.samples);
        return -1;
    }
    *samples = gathered.samples;
    *count = gathered.count;
    return 0;
}

void hark_espeak_free(short *samples) { free(samples); }

char *hark_espeak_phonemes(const char *text) {
    if (!available()) return NULL;
    size_t capacity = 64, length = 0;
    char *result = malloc(capacity);
    if (result == NULL) return NULL;
    result[0] = 0;
    const void *position = text;
    /* Each call reads one clause and moves `position` on; NULL at the end of the text. */
    while (position != NULL && *(const char *)position != 0) {
        const char *clause = espeak.text_to_phonemes(&position, espeakCHARS_UTF8, 0);
        if (clause == NULL) break;
        size_t size = strlen(clause);
        if (length + size + 2 > capacity) {
            capacity = (length + size + 2) * 2;
            char *grown = realloc(result, capacity);
            if (grown == NULL) {
                free(result);
                return NULL;
            }
            result = grown;
        }
        if (length > 0) result[length++] = ' ';
        memcpy(result + length, clause, size);
        length += size;
        result[length] = 0;
    }
    return result;
}
