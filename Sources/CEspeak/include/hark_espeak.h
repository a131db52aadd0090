/*
 * espeak-ng (Debian: libespeak-ng1, from libespeak-ng-dev), opened on first use.
 *
 * Not linked: hark loads the library (and its voice data) only when speech is asked for, so a
 * session with speech off starts as fast and as small as before. The functions open it with
 * dlopen the first time one is called. espeak-ng keeps one global synthesizer per process:
 * callers serialize their calls (Voice's Speaker does).
 */
#ifndef HARK_ESPEAK_H
#define HARK_ESPEAK_H

/* Opens the library and initializes it: to play on the audio device (`playback` nonzero) or
 * to hand the samples back. Returns the sample rate in Hz, or -1 when the library cannot be
 * opened, -2 when it cannot be initialized (no voice data; with `playback`, no audio device).
 * Only the first call initializes; later ones return the same result. */
int hark_espeak_open(int playback);

/* Chooses a voice by espeak-ng's name ("en-us", "fr", "ja"): 0 on success. */
int hark_espeak_set_voice(const char *name);

/* Speaking rate in words a minute (80–450) and pitch (0–100, 50 normal): 0 on success. */
int hark_espeak_set_rate(int words_per_minute);
int hark_espeak_set_pitch(int pitch);

/* Speaks UTF-8 `text` synchronously. Without playback, the 16-bit mono samples are returned
 * in `*samples` (malloc'd: free with hark_espeak_free) and their number in `*count`. Returns 0
 * on success. */
int hark_espeak_synthesize(const char *text, short **samples, int *count);
void hark_espeak_free(short *samples);

/* The phonemes of UTF-8 `text` in espeak-ng's ASCII mnemonics, clauses joined by spaces,
 * malloc'd (free with free()); NULL on failure. */
char *hark_espeak_phonemes(const char *text);

#endif
