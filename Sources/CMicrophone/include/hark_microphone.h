/*
 * The microphone: PulseAudio (libpulse-simple, Debian libpulse0) where a sound server runs,
 * otherwise ALSA (libasound2), opened on first use.
 *
 * Not linked: hark loads them only when the chat is asked to listen, so a session that never
 * listens loads nothing of them. Neither library's headers are needed: the few functions and
 * constants used are declared in microphone.c.
 */
#ifndef HARK_MICROPHONE_H
#define HARK_MICROPHONE_H

#include <stddef.h>

typedef struct hark_microphone hark_microphone;

/* The default capture device, recording 16-bit mono samples at `rate` Hz: through PulseAudio
 * when a server answers, otherwise ALSA's "default" device. NULL when neither library is
 * installed or no device can record. */
hark_microphone *hark_microphone_open(int rate);

/* Reads `count` samples, waiting for them: 0 on success, -1 when the device failed. */
int hark_microphone_read(hark_microphone *microphone, short *samples, size_t count);

void hark_microphone_close(hark_microphone *microphone);

#endif
