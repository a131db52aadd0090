#include "hark_pocketsphinx.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The few sphinxbase and PocketSphinx types used here, opaque: Debian installs no sphinxbase
 * headers, and only pointers to them cross this file. */
typedef struct cmd_ln_s cmd_ln_t;
typedef struct arg_s arg_t;
typedef struct ps_decoder_s ps_decoder_t;
typedef struct ps_seg_s ps_seg_t;
typedef struct ngram_model_s ngram_model_t;
typedef struct fsg_model_s fsg_model_t;
typedef struct logmath_s logmath_t;

static struct {
    void (*set_log)(FILE *);
    const arg_t *(*args)(void);
    cmd_ln_t *(*parse)(cmd_ln_t *, const arg_t *, int, char **, int);
    int (*free_config)(cmd_ln_t *);
    ps_decoder_t *(*init)(cmd_ln_t *);
    int (*free_decoder)(ps_decoder_t *);
    char *(*lookup)(ps_decoder_t *, const char *);
    int (*add_word)(ps_decoder_t *, const char *, const char *, int);
    int (*set_search)(ps_decoder_t *, const char *);
    int (*start)(ps_decoder_t *);
    int (*process)(ps_decoder_t *, const short *, size_t, int, int);
    int (*end)(ps_decoder_t *);
    const char *(*hypothesis)(ps_decoder_t *, int *);
    int (*probability)(ps_decoder_t *);
    int (*frames)(ps_decoder_t *);
    ps_seg_t *(*segments)(ps_decoder_t *);
    ps_seg_t *(*next_segment)(ps_seg_t *);
    int (*segment_score)(ps_seg_t *, int *, int *, int *);
    const char *(*segment_word)(ps_seg_t *);
    void (*segment_frames)(ps_seg_t *, int *, int *);
    int (*set_phone_loop)(ps_decoder_t *, const char *, ngram_model_t *);
    cmd_ln_t *(*config)(ps_decoder_t *);
    void (*set_float)(cmd_ln_t *, const char *, double);
    double (*get_float)(cmd_ln_t *, const char *);
    logmath_t *(*logmath)(ps_decoder_t *);
    fsg_model_t *(*read_fsg)(FILE *, logmath_t *, float);
    int (*free_fsg)(fsg_model_t *);
    int (*set_fsg)(ps_decoder_t *, const char *, fsg_model_t *);
} sphinx;

/* The segments of one pass's best path (words or phones), kept until the next utterance. */
enum { max_segments = 512 };
struct segments {
    int count;
    hark_ps_segment items[max_segments];
    char names[max_segments][32];
};

/* The decoder, with the beams of each of its two searches: a search reads them from the
 * configuration when it starts, so they are set before each pass. */
struct hark_ps_decoder {
    ps_decoder_t *ps;
    /* The phone loop's own decoder, when it has settings of its own (hark_ps_open_phone_loop). */
    ps_decoder_t *loop;
    double grammar_beams[3];
    double loop_beams[3];
    struct segments passes[2];
};

static const char *const beam_names[3] = {"-beam", "-wbeam", "-pbeam"};

static void set_beams(ps_decoder_t *ps, const double *beams) {
    cmd_ln_t *config = sphinx.config(ps);
    for (int index = 0; index < 3; index++) sphinx.set_float(config, beam_names[index], beams[index]);
}

static void use_beams(hark_ps_decoder *decoder, const double *beams) { set_beams(decoder->ps, beams); }

static int loaded = 0;
static pthread_once_t opened = PTHREAD_ONCE_INIT;

static void open_library(void) {
    /* PocketSphinx needs sphinxbase's symbols: opened first, and globally for it. */
    void *base = dlopen("libsphinxbase.so.3", RTLD_NOW | RTLD_GLOBAL);
    if (base == NULL) base = dlopen("libsphinxbase.so", RTLD_NOW | RTLD_GLOBAL);
    void *library = dlopen("libpocketsphinx.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libpocketsphinx.so", RTLD_NOW | RTLD_LOCAL);
    if (base == NULL || library == NULL) return;
    sphinx.set_log = (void (*)(FILE *))dlsym(base, "err_set_logfp");
    sphinx.parse = (cmd_ln_t * (*)(cmd_ln_t *, const arg_t *, int, char **, int)) dlsym(base, "cmd_ln_parse_r");
    sphinx.free_config = (int (*)(cmd_ln_t *))dlsym(base, "cmd_ln_free_r");
    sphinx.args = (const arg_t *(*)(void))dlsym(library, "ps_args");
    sphinx.init = (ps_decoder_t * (*)(cmd_ln_t *)) dlsym(library, "ps_init");
    sphinx.free_decoder = (int (*)(ps_decoder_t *))dlsym(library, "ps_free");
    sphinx.lookup = (char *(*)(ps_decoder_t *, const char *))dlsym(library, "ps_lookup_word");
    sphinx.add_word = (int (*)(ps_decoder_t *, const char *, const char *, int))dlsym(library, "ps_add_word");
    sphinx.set_search = (int (*)(ps_decoder_t *, const char *))dlsym(library, "ps_set_search");
    sphinx.start = (int (*)(ps_decoder_t *))dlsym(library, "ps_start_utt");
    sphinx.process = (int (*)(ps_decoder_t *, const short *, size_t, int, int))dlsym(library, "ps_process_raw");
    sphinx.end = (int (*)(ps_decoder_t *))dlsym(library, "ps_end_utt");
    sphinx.hypothesis = (const char *(*)(ps_decoder_t *, int *))dlsym(library, "ps_get_hyp");
    sphinx.probability = (int (*)(ps_decoder_t *))dlsym(library, "ps_get_prob");
    sphinx.frames = (int (*)(ps_decoder_t *))dlsym(library, "ps_get_n_frames");
    sphinx.segments = (ps_seg_t * (*)(ps_decoder_t *)) dlsym(library, "ps_seg_iter");
    sphinx.next_segment = (ps_seg_t * (*)(ps_seg_t *)) dlsym(library, "ps_seg_next");
    sphinx.segment_score = (int (*)(ps_seg_t *, int *, int *, int *))dlsym(library, "ps_seg_prob");
    sphinx.segment_word = (const char *(*)(ps_seg_t *))dlsym(library, "ps_seg_word");
    sphinx.segment_frames = (void (*)(ps_seg_t *, int *, int *))dlsym(library, "ps_seg_frames");
    sphinx.set_phone_loop = (int (*)(ps_decoder_t *, const char *, ngram_model_t *))dlsym(library, "ps_set_allphone");
    sphinx.config = (cmd_ln_t * (*)(ps_decoder_t *)) dlsym(library, "ps_get_config");
    sphinx.set_float = (void (*)(cmd_ln_t *, const char *, double))dlsym(base, "cmd_ln_set_float_r");
    sphinx.get_float = (double (*)(cmd_ln_t *, const char *))dlsym(base, "cmd_ln_float_r");
    sphinx.logmath = (logmath_t * (*)(ps_decoder_t *)) dlsym(library, "ps_get_logmath");
    sphinx.read_fsg = (fsg_model_t * (*)(FILE *, logmath_t *, float)) dlsym(base, "fsg_model_read");
    sphinx.free_fsg = (int (*)(fsg_model_t *))dlsym(base, "fsg_model_free");
    sphinx.set_fsg = (int (*)(ps_decoder_t *, const char *, fsg_model_t *))dlsym(library, "ps_set_fsg");
    loaded = sphinx.segment_word && sphinx.segment_frames && sphinx.logmath && sphinx.read_fsg && sphinx.free_fsg && sphinx.set_fsg && sphinx.config && sphinx.set_float && sphinx.get_float && sphinx.segments && sphinx.next_segment && sphinx.segment_score && sphinx.set_phone_loop && sphinx.set_log && sphinx.parse && sphinx.free_config && sphinx.args && sphinx.init &&
             sphinx.free_decoder && sphinx.lookup && sphinx.add_word && sphinx.set_search &&
             sphinx.start && sphinx.process && sphinx.end && sphinx.hypothesis && sphinx.probability &&
             sphinx.frames;
    /* Silence the library's log, which it writes to standard error by default. */
    if (loaded) sphinx.set_log(NULL);
}

/* A decoder with the model in `model`, the settings `fixed` (`count` strings: names and values)
 * and the caller's `options` (NULL-terminated, may be NULL); NULL when it cannot be made. */
static ps_decoder_t *open_decoder(const char *model, const char *const *fixed, int count, const char *const *options) {
    /* No dither here: PocketSphinx's draws from one generator for the whole process, seeded from
     * the clock (the same sound gave different scores, now and then different words, from run to
     * run) and not safe for two passes at once. The caller adds its own (Recognizer.dither). */
    char *argv[80] = {"-hmm", (char *)model, "-logfn", "/dev/null"};
    int argc = 4;
    /* A fixed setting the caller gives too is the caller's (PocketSphinx refuses one given twice). */
    for (int index = 0; index + 1 < count && argc < 78; index += 2) {
        int given = 0;
        for (int other = 0; options != NULL && options[other] != NULL; other++) given |= !strcmp(options[other], fixed[index]);
        if (given) continue;
        argv[argc++] = (char *)fixed[index];
        argv[argc++] = (char *)fixed[index + 1];
    }
    for (int index = 0; options != NULL && options[index] != NULL && argc < 78; index++)
        argv[argc++] = (char *)options[index];
    cmd_ln_t *config = sphinx.parse(NULL, sphinx.args(), argc, argv, 1);
    if (config == NULL) return NULL;
    ps_decoder_t *decoder = sphinx.init(config);
    sphinx.free_config(config);
    return decoder;
}

hark_ps_decoder *hark_ps_open(const char *model, const char *const *options) {
    pthread_once(&opened, open_library);
    if (!loaded) return NULL;
    /* No -dict: the decoder starts with no words, and hark_ps_add_dictionary_words adds the few
     * a grammar uses (the whole CMU dictionary in memory is 17 MB). No filler words at every state of the
     * grammar: the word graph says where silence may be (hark_ps_set_word_graph). The phone loop
     * (see hark_ps_decode) over context-independent phones: a tenth of the cost of triphones,
     * and only its acoustic score is used. */
    static const char *const settings[] = {"-fsgusefiller", "no", "-allphone_ci", "yes"};
    ps_decoder_t *decoder = open_decoder(model, settings, 4, options);
    if (decoder == NULL) return NULL;
    if (sphinx.set_phone_loop(decoder, "phones", NULL) < 0) {
        sphinx.free_decoder(decoder);
        return NULL;
    }
    hark_ps_decoder *result = calloc(1, sizeof *result);
    if (result == NULL) {
        sphinx.free_decoder(decoder);
        return NULL;
    }
    result->ps = decoder;
    cmd_ln_t *config = sphinx.config(decoder);
    for (int index = 0; index < 3; index++) {
        result->loop_beams[index] = result->grammar_beams[index] = sphinx.get_float(config, beam_names[index]);
    }
    return result;
}

int hark_ps_open_phone_loop(hark_ps_decoder *decoder, const char *model, const char *const *options) {
    static const char *const settings[] = {"-allphone_ci", "yes"};
    ps_decoder_t *loop = open_decoder(model, settings, 2, options);
    if (loop == NULL) return -1;
    if (sphinx.set_phone_loop(loop, "phones", NULL) < 0 || sphinx.set_search(loop, "phones") < 0) {
        sphinx.free_decoder(loop);
        return -1;
    }
    if (decoder->loop != NULL) sphinx.free_decoder(decoder->loop);
    decoder->loop = loop;
    return 0;
}

void hark_ps_close(hark_ps_decoder *decoder) {
    if (decoder == NULL) return;
    if (decoder->loop != NULL) sphinx.free_decoder(decoder->loop);
    sphinx.free_decoder(decoder->ps);
    free(decoder);
}

int hark_ps_has_word(hark_ps_decoder *decoder, const char *word) {
    char *phones = sphinx.lookup(decoder->ps, word);
    if (phones == NULL) return 0;
    free(phones);
    return 1;
}

char *hark_ps_pronunciation(hark_ps_decoder *decoder, const char *word) {
    return sphinx.lookup(decoder->ps, word);
}

int hark_ps_add_word(hark_ps_decoder *decoder, const char *word, const char *phones) {
    return sphinx.add_word(decoder->ps, word, phones, 0) >= 0 ? 0 : -1;
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

int hark_ps_add_dictionary_words(hark_ps_decoder *decoder, const char *dictionary, const char *const *words,
                                 size_t count) {
    if (count == 0) return 0;
    FILE *file = fopen(dictionary, "r");
    if (file == NULL) return -1;
    const char **sorted = malloc(count * sizeof *sorted);
    if (sorted == NULL) {
        fclose(file);
        return -1;
    }
    memcpy(sorted, words, count * sizeof *sorted);
    qsort(sorted, count, sizeof *sorted, compare_strings);
    ps_decoder_t *ps = decoder->ps;
    int added = 0;
    char line[512];
    /* One entry a line: the word (a variant as "read(2)", after its base), a space, its phones. */
    while (fgets(line, sizeof line, file) != NULL) {
        char *space = strchr(line, ' ');
        if (space == NULL) continue;
        *space = 0;
        char *phones = space + 1;
        phones[strcspn(phones, "\r\n")] = 0;
        char *variant = strchr(line, '(');
        if (variant != NULL) *variant = 0;
        const char *key = line;
        int wanted = bsearch(&key, sorted, count, sizeof *sorted, compare_strings) != NULL;
        if (variant != NULL) *variant = '(';
        if (!wanted) continue;
        /* A word the decoder has is kept; a variant needs its base (which comes first). */
        if (hark_ps_has_word(decoder, line)) continue;
        if (variant != NULL) {
            *variant = 0;
            int has_base = hark_ps_has_word(decoder, line);
            *variant = '(';
            if (!has_base) continue;
        }
        if (sphinx.add_word(ps, line, phones, 0) >= 0) added++;
    }
    free(sorted);
    fclose(file);
    return added;
}

void hark_ps_set_loop_beams(hark_ps_decoder *decoder, double beam, double word_beam, double phone_beam) {
    decoder->loop_beams[0] = beam;
    decoder->loop_beams[1] = word_beam;
    decoder->loop_beams[2] = phone_beam;
}

void hark_ps_set_grammar_beams(hark_ps_decoder *decoder, double beam, double word_beam, double phone_beam) {
    decoder->grammar_beams[0] = beam;
    decoder->grammar_beams[1] = word_beam;
    decoder->grammar_beams[2] = phone_beam;
}

int hark_ps_set_word_graph(hark_ps_decoder *decoder, const char *graph) {
    ps_decoder_t *ps = decoder->ps;
    FILE *file = fmemopen((void *)graph, strlen(graph), "r");
    if (file == NULL) return -1;
    fsg_model_t *fsg = sphinx.read_fsg(file, sphinx.logmath(ps), (float)sphinx.get_float(sphinx.config(ps), "-lw"));
    fclose(file);
    if (fsg == NULL) return -1;
    use_beams(decoder, decoder->grammar_beams);
    int status = sphinx.set_fsg(ps, "hark", fsg);
    /* The search holds its own reference. */
    sphinx.free_fsg(fsg);
    if (status < 0) return -1;
    return sphinx.set_search(ps, "hark") < 0 ? -1 : 0;
}

/* One pass of the active search over the utterance: its hypothesis, or NULL on failure. */
static const char *decode(ps_decoder_t *ps, const short *samples, size_t count, int *score) {
    if (sphinx.start(ps) < 0) return NULL;
    if (sphinx.process(ps, samples, count, 0, 1) < 0) {
        sphinx.end(ps);
        return NULL;
    }
    if (sphinx.end(ps) < 0) return NULL;
    const char *words = sphinx.hypothesis(ps, score);
    return words != NULL ? words : "";
}

/* The acoustic score of the last utterance's best path, summed over its segments, which are
 * kept in `kept`. */
static long acoustic_score(ps_decoder_t *ps, struct segments *kept) {
    long total = 0;
    kept->count = 0;
    for (ps_seg_t *segment = sphinx.segments(ps); segment != NULL; segment = sphinx.next_segment(segment)) {
        int acoustic = 0, language = 0, backoff = 0;
        sphinx.segment_score(segment, &acoustic, &language, &backoff);
        total += acoustic;
        if (kept->count < max_segments) {
            hark_ps_segment *item = &kept->items[kept->count];
            sphinx.segment_frames(segment, &item->start, &item->end);
            item->acoustic = acoustic;
            const char *word = sphinx.segment_word(segment);
            snprintf(kept->names[kept->count], sizeof kept->names[0], "%s", word != NULL ? word : "");
            item->word = kept->names[kept->count];
            kept->count++;
        }
    }
    return total;
}

int hark_ps_segment_count(hark_ps_decoder *decoder, int pass) {
    return pass == 0 || pass == 1 ? decoder->passes[pass].count : 0;
}

hark_ps_segment hark_ps_segment_at(hark_ps_decoder *decoder, int pass, int index) {
    return decoder->passes[pass].items[index];
}

const char *hark_ps_decode(hark_ps_decoder *decoder, const short *samples, size_t count, int *score, int *frames,
                           long *acoustic, long *free_acoustic) {
    ps_decoder_t *ps = decoder->ps;
    *score = 0;
    *frames = 0;
    *acoustic = 0;
    if (free_acoustic != NULL) *free_acoustic = 0;
    /* Only the grammar's own segments: the phone loop's pass may be running beside this one. */
    decoder->passes[0].count = 0;
    if (free_acoustic != NULL) decoder->passes[1].count = 0;
    if (sphinx.set_search(ps, "hark") < 0) return NULL;
    use_beams(decoder, decoder->grammar_beams);
    const char *words = decode(ps, samples, count, score);
    *frames = sphinx.frames(ps);
    if (words == NULL) return NULL;
    /* The words, without the silence the word graph allows around them. The words are copied:
     * the next utterance overwrites them. */
    static __thread char heard[4096];
    size_t length = 0;
    heard[0] = 0;
    for (const char *word = words; *word != 0;) {
        size_t size = strcspn(word, " ");
        if (size > 0 && word[0] != '<' && word[0] != '[' && length + size + 2 < sizeof heard) {
            if (length > 0) heard[length++] = ' ';
            memcpy(heard + length, word, size);
            length += size;
            heard[length] = 0;
        }
        word += size;
        while (*word == ' ') word++;
    }
    if (length == 0) return heard;
    *acoustic = acoustic_score(ps, &decoder->passes[0]);
    if (free_acoustic != NULL) hark_ps_decode_phone_loop(decoder, samples, count, free_acoustic);
    return heard;
}

int hark_ps_decode_phone_loop(hark_ps_decoder *decoder, const short *samples, size_t count, long *free_acoustic) {
    *free_acoustic = 0;
    decoder->passes[1].count = 0;
    /* The same sound through a loop of any phones in any order: how well the best sounds fit,
     * whatever the words. */
    int loop_score = 0, status = -1;
    if (decoder->loop != NULL) {
        set_beams(decoder->loop, decoder->loop_beams);
        if (decode(decoder->loop, samples, count, &loop_score) != NULL) {
            *free_acoustic = acoustic_score(decoder->loop, &decoder->passes[1]);
            status = 0;
        }
        return status;
    }
    ps_decoder_t *ps = decoder->ps;
    use_beams(decoder, decoder->loop_beams);
    if (sphinx.set_search(ps, "phones") == 0 && decode(ps, samples, count, &loop_score) != NULL) {
        *free_acoustic = acoustic_score(ps, &decoder->passes[1]);
        status = 0;
    }
    sphinx.set_search(ps, "hark");
    use_beams(decoder, decoder->grammar_beams);
    return status;
}
