#ifndef HARK_ICU_H
#define HARK_ICU_H

/// Plain-C access to the CLDR data that Foundation on Linux does not expose.
/// Only this target's .c file includes ICU headers (see TOOLCHAIN.md): this header
/// uses plain C types so that a Swift module importing Foundation can import it.

/// An opaque set of cardinal plural rules for one locale.
typedef struct hark_plural_rules hark_plural_rules;

/// Opens the cardinal plural rules for a locale ID such as "fr" or "en_US".
/// Returns NULL when ICU cannot open them. Close with `hark_plural_rules_close`.
hark_plural_rules *hark_plural_rules_open(const char *locale);

/// Closes rules opened by `hark_plural_rules_open`; NULL is ignored.
void hark_plural_rules_close(hark_plural_rules *rules);

/// Writes the plural keyword ("zero", "one", "two", "few", "many" or "other") for a
/// number into `out` as a NUL-terminated ASCII string.
/// Returns the keyword's length, or -1 on error (including a too-small buffer).
int hark_plural_rules_select(const hark_plural_rules *rules, double number,
                             char *out, int capacity);

/// Writes the keywords the rules use, separated by single spaces, into `out` as a
/// NUL-terminated ASCII string. Returns the length written, or -1 on error.
int hark_plural_rules_keywords(const hark_plural_rules *rules, char *out, int capacity);

/// One-shot convenience: the plural keyword of `number` in `locale`.
/// Returns the keyword's length, or -1 on error.
int hark_plural_category(const char *locale, double number, char *out, int capacity);

#include <stdint.h>

/// Finds the word boundaries of UTF-16 `text` (`length` code units) by ICU's word break
/// rules for `locale` (dictionary-based for Japanese, Chinese and Thai).
/// Writes the UTF-16 offsets of every boundary after the start, in order, into
/// `boundaries`; the last one is `length`. Returns how many were written, or -1 on error
/// (including a too-small buffer: `length` entries always suffice).
/// The iterator is cached per thread and locale, so repeated calls are cheap.
int32_t hark_word_boundaries(const char *locale, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t capacity);

/// Joins `count` UTF-8 items with a CLDR list pattern of `locale`: `type` 0 is "and",
/// 1 "or", 2 "units" (a measurement such as "1 hour, 2 minutes"); `width` 0 is wide,
/// 1 short, 2 narrow. Writes the NUL-terminated UTF-8 result into `out`.
/// Returns its length in bytes, or -1 on error (including a too-small buffer).
int32_t hark_list_format(const char *locale, int type, int width, const char *const *items,
                         int32_t count, char *out, int32_t capacity);

/// Whether all of UTF-8 `text` matches the regular expression UTF-8 `pattern` (ICU's
/// syntax), giving up after `time_limit` ticks of ICU's match engine (10,000 steps each):
/// 1 for a match, 0 for none, -1 for a pattern ICU cannot read, -2 when the limit was
/// reached (a pattern that backtracks without end).
int hark_regex_whole_match(const char *pattern, int32_t pattern_length, const char *text,
                           int32_t text_length, int32_t time_limit);

/// Writes `text` (UTF-16, `length` code units) as ICU's transliterator `id` (such as
/// "Latin-Hiragana") writes it into `out` (UTF-16, `capacity` code units).
/// Returns the length written, or -1 on error (including an unknown `id` or a too-small
/// buffer). The transliterator is cached per thread, reopened only when `id` changes.
int32_t hark_transliterate(const char *id, const uint16_t *text, int32_t length, uint16_t *out,
                           int32_t capacity);

#endif
