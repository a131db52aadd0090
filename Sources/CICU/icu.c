#include "hark_icu.h"

#include <string.h>
#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/ulistformatter.h>
#include <unicode/uenum.h>
#include <unicode/upluralrules.h>
#include <unicode/uregex.h>
#include <unicode/ustring.h>
#include <unicode/utrans.h>

hark_plural_rules *hark_plural_rules_open(const char *locale) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_openForType(locale, UPLURAL_TYPE_CARDINAL, &status);
    if (U_FAILURE(status)) {
        if (rules != NULL) {
            uplrules_close(rules);
        }
        return NULL;
    }
    return (hark_plural_rules *)rules;
}

void hark_plural_rules_close(hark_plural_rules *rules) {
    if (rules != NULL) {
        uplrules_close((UPluralRules *)rules);
    }
}

int hark_plural_rules_select(const hark_plural_rules *rules, double number,
                             char *out, int capacity) {
    if (rules == NULL || out == NULL || capacity <= 0) {
        return -1;
    }
    UChar keyword[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uplrules_select((const UPluralRules *)rules, number, keyword, 32, &status);
    if (U_FAILURE(status) || length < 0 || length >= capacity || length >= 32) {
        return -1;
    }
    /* Plural keywords are invariant ASCII, so a plain conversion is exact. */
    u_UCharsToChars(keyword, out, length);
    out[length] = '\0';
    return length;
}

int hark_plural_rules_keywords(const hark_plural_rules *rules, char *out, int capacity) {
    if (rules == NULL || out == NULL || capacity <= 0) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *keywords = uplrules_getKeywords((const UPluralRules *)rules, &status);
    if (U_FAILURE(status)) {
        if (keywords != NULL) {
            uenum_close(keywords);
        }
        return -1;
    }
    int written = 0;
    const char *keyword;
    int32_t length = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        int needed = length + (written > 0 ? 1 : 0);
        if (written + needed >= capacity) {
            uenum_close(keywords);
            return -1;
        }
        if (written > 0) {
            out[written++] = ' ';
        }
        memcpy(out + written, keyword, (size_t)length);
        written += length;
    }
    uenum_close(keywords);
    if (U_FAILURE(status)) {
        return -1;
    }
    out[written] = '\0';
    return written;
}

int hark_plural_category(const char *locale, double number, char *out, int capacity) {
    hark_plural_rules *rules = hark_plural_rules_open(locale);
    if (rules == NULL) {
        return -1;
    }
    int length = hark_plural_rules_select(rules, number, out, capacity);
    hark_plural_rules_close(rules);
    return length;
}

/* The name (locale or ID) a per-thread cached ICU object was opened for: whether `name` is
   it, and keeping `name` as it. */
static int is_cached_name(const char *cached, size_t size, const char *name) {
    return strncmp(cached, name, size) == 0;
}

static void remember_cached_name(char *cached, size_t size, const char *name) {
    strncpy(cached, name, size - 1);
    cached[size - 1] = '\0';
}

/* One word-break iterator per thread, reopened only when the locale changes. */
static _Thread_local UBreakIterator *cached_word_iterator = NULL;
static _Thread_local char cached_word_locale[32] = "";

int32_t hark_word_boundaries(const char *locale, const uint16_t *text, int32_t length,
                             int32_t *boundaries, int32_t capacity) {
    if (locale == NULL || text == NULL || boundaries == NULL || length < 0 || capacity < 0) {
        return -1;
    }
    if (length == 0) {
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    if (cached_word_iterator == NULL || !is_cached_name(cached_word_locale, sizeof cached_word_locale, locale)) {
        if (cached_word_iterator != NULL) {
            ubrk_close(cached_word_iterator);
            cached_word_iterator = NULL;
        }
        cached_word_iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, &status);
        if (U_FAILURE(status)) {
            cached_word_iterator = NULL;
            cached_word_locale[0] = '\0';
            return -1;
        }
        remember_cached_name(cached_word_locale, sizeof cached_word_locale, locale);
    }
    ubrk_setText(cached_word_iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    for (int32_t boundary = ubrk_next(cached_word_iterator); boundary != UBRK_DONE;
         boundary = ubrk_next(cached_word_iterator)) {
        if (count >= capacity) {
            return -1;
        }
        boundaries[count++] = boundary;
    }
    return count;
}

int32_t hark_list_format(const char *locale, int type, int width, const char *const *items,
                         int32_t count, char *out, int32_t capacity) {
    if (out == NULL || capacity <= 0 || count < 0 || (count > 0 && items == NULL) ||
        type < 0 || type > 2 || width < 0 || width > 2) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    UListFormatter *formatter =
        ulistfmt_openForType(locale, (UListFormatterType)type, (UListFormatterWidth)width, &status);
    if (U_FAILURE(status)) {
        if (formatter != NULL) {
            ulistfmt_close(formatter);
        }
        return -1;
    }
    UChar **strings = count > 0 ? calloc((size_t)count, sizeof(UChar *)) : NULL;
    int32_t *lengths = count > 0 ? calloc((size_t)count, sizeof(int32_t)) : NULL;
    int32_t result = -1;
    if (count > 0 && (strings == NULL || lengths == NULL)) {
        goto done;
    }
    for (int32_t index = 0; index < count; index++) {
        int32_t needed = 0;
        UErrorCode measure = U_ZERO_ERROR;
        u_strFromUTF8(NULL, 0, &needed, items[index], -1, &measure);
        strings[index] = malloc(sizeof(UChar) * (size_t)(needed + 1));
        if (strings[index] == NULL) {
            goto done;
        }
        u_strFromUTF8(strings[index], needed + 1, &lengths[index], items[index], -1, &status);
        if (U_FAILURE(status)) {
            goto done;
        }
    }
    UChar joined[1024];
    int32_t length =
        ulistfmt_format(formatter, (const UChar *const *)strings, lengths, count, joined, 1024, &status);
    if (U_FAILURE(status) || length >= 1024) {
        goto done;
    }
    int32_t written = 0;
    u_strToUTF8(out, capacity, &written, joined, length, &status);
    if (U_FAILURE(status) || written >= capacity) {
        goto done;
    }
    out[written] = '\0';
    result = written;
done:
    if (strings != NULL) {
        for (int32_t index = 0; index < count; index++) {
            free(strings[index]);
        }
    }
    free(strings);
    free(lengths);
    ulistfmt_close(formatter);
    return result;
}

int hark_regex_whole_match(const char *pattern, int32_t pattern_length, const char *text,
                           int32_t text_length, int32_t time_limit) {
    UErrorCode status = U_ZERO_ERROR;
    UText *pattern_text = utext_openUTF8(NULL, pattern, pattern_length, &status);
    URegularExpression *regex = uregex_openUText(pattern_text, 0, NULL, &status);
    utext_close(pattern_text);
    if (U_FAILURE(status) || regex == NULL) {
        if (regex != NULL) uregex_close(regex);
        return -1;
    }
    uregex_setTimeLimit(regex, time_limit, &status);
    UText *subject = utext_openUTF8(NULL, text, text_length, &status);
    uregex_setUText(regex, subject, &status);
    UBool matched = U_SUCCESS(status) ? uregex_matches(regex, 0, &status) : 0;
    int result = status == U_REGEX_TIME_OUT ? -2 : U_FAILURE(status) ? -1 : (matched ? 1 : 0);
    uregex_close(regex);
    utext_close(subject);
    return result;
}

/* One transliterator per thread, reopened only when its ID changes. */
static _Thread_local UTransliterator *cached_transliterator = NULL;
static _Thread_local char cached_transliterator_id[64] = "";

int32_t hark_transliterate(const char *id, const uint16_t *text, int32_t length, uint16_t *out,
                           int32_t capacity) {
    if (id == NULL || text == NULL || out == NULL || length < 0 || capacity < length) {
        return -1;
    }
    UErrorCode status = U_ZERO_ERROR;
    if (cached_transliterator == NULL || !is_cached_name(cached_transliterator_id, sizeof cached_transliterator_id, id)) {
        if (cached_transliterator != NULL) {
            utrans_close(cached_transliterator);
            cached_transliterator = NULL;
        }
        UChar name[64];
        u_uastrncpy(name, id, 63);
        name[63] = 0;
        cached_transliterator = utrans_openU(name, -1, UTRANS_FORWARD, NULL, 0, NULL, &status);
        if (U_FAILURE(status)) {
            cached_transliterator = NULL;
            cached_transliterator_id[0] = '\0';
            return -1;
        }
        remember_cached_name(cached_transliterator_id, sizeof cached_transliterator_id, id);
    }
    memcpy(out, text, (size_t)length * sizeof(uint16_t));
    int32_t written = length;
    int32_t limit = length;
    utrans_transUChars(cached_transliterator, (UChar *)out, &written, capacity, 0, &limit, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return written;
}
