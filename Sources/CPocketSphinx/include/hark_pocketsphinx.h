/*
 * PocketSphinx (Debian: libpocketsphinx3 and libsphinxbase3, from libpocketsphinx-dev),
 * opened on first use.
 *
 * Not linked: hark loads the recognizer only when it is asked to listen, so a session that
 * never listens starts as fast and as small as before. The decoder is opaque; one decoder is
 * used by one thread at a time, but for its two passes: the grammar's (hark_ps_decode) and, when
 * the phone loop has a decoder of its own (hark_ps_open_phone_loop), the loop's
 * (hark_ps_decode_phone_loop) may run at the same time on two threads over the same samples.
 */
#ifndef HARK_POCKETSPHINX_H
#define HARK_POCKETSPHINX_H

#include <stddef.h>

typedef struct hark_ps_decoder hark_ps_decoder;

/* A decoder with the acoustic model in the folder `model` and no words yet (see
 * hark_ps_add_dictionary_words), with its log silenced and more PocketSphinx options (name,
 * value, …, NULL; `options` may be NULL); NULL when the library or the model cannot be loaded. */
hark_ps_decoder *hark_ps_open(const char *model, const char *const *options);
void hark_ps_close(hark_ps_decoder *decoder);

/* Gives the phone loop (hark_ps_decode_phone_loop) a decoder of its own, with the model in
 * `model` and more options (as hark_ps_open's): 0 on success. */
int hark_ps_open_phone_loop(hark_ps_decoder *decoder, const char *model, const char *const *options);

/* Whether the dictionary has a pronunciation for `word` (lower case). */
int hark_ps_has_word(hark_ps_decoder *decoder, const char *word);

/* The phones of `word` separated by spaces (malloc'd, for the caller to free), or NULL. */
char *hark_ps_pronunciation(hark_ps_decoder *decoder, const char *word);
/* Adds `word` with `phones` (the model's phones separated by spaces): 0 on success. The
 * grammar set next sees it. */
int hark_ps_add_word(hark_ps_decoder *decoder, const char *word, const char *phones);

/* Adds the entries of the pronunciation dictionary file `dictionary` (CMU format: "word PH ONES",
 * variants as "word(2)") for the `count` lower-case `words`, variants included; words the
 * decoder has already are kept. Returns how many entries were added, -1 when the file cannot be
 * read. Only these words are held in memory, not the whole dictionary. */
int hark_ps_add_dictionary_words(hark_ps_decoder *decoder, const char *dictionary, const char *const *words,
                                 size_t count);

/* The pruning beams (PocketSphinx's -beam, -wbeam, -pbeam: probabilities, smaller keeps more
 * paths) of the grammar's pass; the phone loop's pass keeps those the decoder was opened with. */
void hark_ps_set_grammar_beams(hark_ps_decoder *decoder, double beam, double word_beam, double phone_beam);

/* The phone loop's beams (by default those the decoder was opened with). */
void hark_ps_set_loop_beams(hark_ps_decoder *decoder, double beam, double word_beam, double phone_beam);

/* Replaces the grammar with `graph`, a grammar in PocketSphinx's finite-state format (FSG_BEGIN
 * … FSG_END), and searches with it: 0 on success. */
int hark_ps_set_word_graph(hark_ps_decoder *decoder, const char *graph);

/* Decodes one utterance of 16 kHz mono 16-bit samples with the grammar. Returns the words
 * heard (valid until the next call on the decoder; empty when no path reached the grammar's
 * end) or NULL on failure; `*score` is the path's score (a log in base 1.0001, larger is
 * better) and `*frames` the number of 10 ms frames. When words were heard, `*acoustic` is their
 * path's acoustic score alone and `*free_acoustic` that of the best sequence of any phones
 * (a phone loop; `free_acoustic` may be NULL to skip that pass): far apart when the grammar's
 * words were forced onto other speech. Silence
 * (`<sil>`) is not among the words returned. */
const char *hark_ps_decode(hark_ps_decoder *decoder, const short *samples, size_t count, int *score, int *frames,
                           long *acoustic, long *free_acoustic);

/* The phone loop's pass alone over the utterance (the same samples as hark_ps_decode's): what
 * hark_ps_decode does after the grammar's pass when given `free_acoustic`, for a caller that
 * decides from the grammar's pass whether it is needed, or that runs it on a second thread beside
 * the grammar's pass (only with a decoder of its own). 0 on success. */
int hark_ps_decode_phone_loop(hark_ps_decoder *decoder, const short *samples, size_t count, long *free_acoustic);

/* One segment of a pass's best path: a word of the grammar's (silence included, as `<sil>`) or a
 * phone of the loop's, its first and last 10 ms frame and its acoustic score. */
typedef struct {
    const char *word;
    int start;
    int end;
    int acoustic;
} hark_ps_segment;

/* The segments of the last grammar pass (`pass` 0) or phone loop pass (1), each valid until the
 * next pass of its kind (a grammar pass without `free_acoustic` leaves the loop's as they were). */
int hark_ps_segment_count(hark_ps_decoder *decoder, int pass);
hark_ps_segment hark_ps_segment_at(hark_ps_decoder *decoder, int pass, int index);

#endif
