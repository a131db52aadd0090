#include "hark_microphone.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>

/* PulseAudio's simple API (pulse/simple.h): only what recording one stream needs. */
typedef struct pa_simple pa_simple;
typedef struct {
    int format; /* pa_sample_format_t */
    uint32_t rate;
    uint8_t channels;
} pa_sample_spec;
enum { PA_SAMPLE_S16LE = 3, PA_STREAM_RECORD = 2 };

/* ALSA's PCM API (alsa/asoundlib.h). */
typedef struct snd_pcm snd_pcm_t;
enum { SND_PCM_STREAM_CAPTURE = 1, SND_PCM_FORMAT_S16_LE = 2, SND_PCM_ACCESS_RW_INTERLEAVED = 3 };
typedef void (*snd_lib_error_handler_t)(const char *, int, const char *, int, const char *, ...);

struct hark_microphone {
    pa_simple *pulse;
    snd_pcm_t *alsa;
};

static struct {
    pa_simple *(*open)(const char *, const char *, int, const char *, const char *, const pa_sample_spec *,
                       const void *, const void *, int *);
    int (*read)(pa_simple *, void *, size_t, int *);
    void (*free)(pa_simple *);
} pulse;

static struct {
    int (*open)(snd_pcm_t **, const char *, int, int);
    int (*set_params)(snd_pcm_t *, int, int, unsigned int, unsigned int, int, unsigned int);
    long (*read)(snd_pcm_t *, void *, unsigned long);
    int (*recover)(snd_pcm_t *, int, int);
    int (*close)(snd_pcm_t *);
    int (*set_error_handler)(snd_lib_error_handler_t);
} alsa;

/* ALSA writes its complaints (no sound card) to standard error unless told otherwise. */
static void quiet(const char *file, int line, const char *function, int error, const char *format, ...) {
    (void)file, (void)line, (void)function, (void)error, (void)format;
}

static pa_simple *open_pulse(int rate) {
    void *library = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return NULL;
    pulse.open = dlsym(library, "pa_simple_new");
    pulse.read = dlsym(library, "pa_simple_read");
    pulse.free = dlsym(library, "pa_simple_free");
    if (!pulse.open || !pulse.read || !pulse.free) return NULL;
    pa_sample_spec spec = {PA_SAMPLE_S16LE, (uint32_t)rate, 1};
    int error = 0;
    return pulse.open(NULL, "hark", PA_STREAM_RECORD, NULL, "request", &spec, NULL, NULL, &error);
}

static snd_pcm_t *open_alsa(int rate) {
    void *library = dlopen("libasound.so.2", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return NULL;
    alsa.open = dlsym(library, "snd_pcm_open");
    alsa.set_params = dlsym(library, "snd_pcm_set_params");
    alsa.read = dlsym(library, "snd_pcm_readi");
    alsa.recover = dlsym(library, "snd_pcm_recover");
    alsa.close = dlsym(library, "snd_pcm_close");
    alsa.set_error_handler = dlsym(library, "snd_lib_error_set_handler");
    if (!alsa.open || !alsa.set_params || !alsa.read || !alsa.recover || !alsa.close || !alsa.set_error_handler)
        return NULL;
    alsa.set_error_handler(quiet);
    snd_pcm_t *pcm = NULL;
    if (alsa.open(&pcm, "default", SND_PCM_STREAM_CAPTURE, 0) < 0) return NULL;
    /* Resampled by ALSA when the device runs at another rate; half a second of latency at most. */
    if (alsa.set_params(pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, (unsigned)rate, 1, 500000) < 0) {
        alsa.close(pcm);
        return NULL;
    }
    return pcm;
}

hark_microphone *hark_microphone_open(int rate) {
    hark_microphone *microphone = calloc(1, sizeof *microphone);
    if (microphone == NULL) return NULL;
    microphone->pulse = open_pulse(rate);
    if (microphone->pulse == NULL) microphone->alsa = open_alsa(rate);
    if (microphone->pulse == NULL && microphone->alsa == NULL) {
        free(microphone);
        return NULL;
    }
    return microphone;
}

int hark_microphone_read(hark_microphone *microphone, short *samples, size_t count) {
    if (microphone->pulse != NULL) {
        int error = 0;
        return pulse.read(microphone->pulse, samples, count * sizeof(short), &error) < 0 ? -1 : 0;
    }
    size_t done = 0;
    while (done < count) {
        long got = alsa.read(microphone->alsa, samples + done, count - done);
        if (got < 0) got = alsa.recover(microphone->alsa, (int)got, 1) < 0 ? -1 : 0;
        if (got < 0) return -1;
        done += (size_t)got;
    }
    return 0;
}

void hark_microphone_close(hark_microphone *microphone) {
    if (microphone == NULL) return;
    if (microphone->pulse != NULL) pulse.free(microphone->pulse);
    if (microphone->alsa != NULL) alsa.close(microphone->alsa);
    free(microphone);
}
