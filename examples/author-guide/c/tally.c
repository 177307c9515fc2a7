/* The library itself, built by build.rs into libtally.so. tallyReset is left out on purpose: the Rust
 * side declares it, and its call is the "missing function" case. */
#include <stdlib.h>
#include "tally.h"

#define EXPORT __attribute__((visibility("default")))

struct tally_st {
    tallyConfig config;
    tallyStats stats;
};

EXPORT tallyStatus tallyCreate(tallyHandle *tally, const tallyConfig *config) {
    if (tally == NULL || config == NULL || config->capacity == 0 ||
        (config->mode != TALLY_MODE_SUM && config->mode != TALLY_MODE_MAX)) {
        return TALLY_ERROR_INVALID_VALUE;
    }
    struct tally_st *t = calloc(1, sizeof *t);
    if (t == NULL) {
        return TALLY_ERROR_FULL;
    }
    t->config = *config;
    *tally = t;
    return TALLY_SUCCESS;
}

EXPORT tallyStatus tallyDestroy(tallyHandle tally) {
    if (tally == NULL) {
        return TALLY_ERROR_INVALID_VALUE;
    }
    free(tally);
    return TALLY_SUCCESS;
}

EXPORT tallyStatus tallyAdd(tallyHandle tally, int64_t value) {
    if (tally == NULL) {
        return TALLY_ERROR_INVALID_VALUE;
    }
    if (tally->stats.count == tally->config.capacity) {
        return TALLY_ERROR_FULL;
    }
    if (tally->config.mode == TALLY_MODE_SUM) {
        tally->stats.value += value;
    } else if (tally->stats.count == 0 || value > tally->stats.value) {
        tally->stats.value = value;
    }
    tally->stats.count += 1;
    return TALLY_SUCCESS;
}

EXPORT tallyStatus tallyGetStats(tallyHandle tally, tallyStats *stats) {
    if (tally == NULL || stats == NULL) {
        return TALLY_ERROR_INVALID_VALUE;
    }
    *stats = tally->stats;
    return TALLY_SUCCESS;
}

EXPORT const char *tallyStatusString(tallyStatus status) {
    switch (status) {
    case TALLY_SUCCESS:
        return "no error";
    case TALLY_ERROR_INVALID_VALUE:
        return "an argument is invalid";
    case TALLY_ERROR_FULL:
        return "the tally holds as many values as its capacity";
    }
    return NULL;
}
