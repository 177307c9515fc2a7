/* tally: a small C library for the author's guide of cuda-struct. It keeps running tallies of 64-bit
 * values; nothing in it is about CUDA. */
#ifndef TALLY_H
#define TALLY_H

#include <stdint.h>

typedef enum tallyStatus {
    TALLY_SUCCESS = 0,
    TALLY_ERROR_INVALID_VALUE = 1,
    TALLY_ERROR_FULL = 2
} tallyStatus;

typedef enum tallyMode {
    TALLY_MODE_SUM = 0,
    TALLY_MODE_MAX = 1
} tallyMode;

typedef struct tally_st *tallyHandle;

typedef struct tallyConfig {
    unsigned int capacity;
    tallyMode mode;
} tallyConfig;

typedef struct tallyStats {
    uint64_t count;
    int64_t value;
} tallyStats;

tallyStatus tallyCreate(tallyHandle *tally, const tallyConfig *config);
tallyStatus tallyDestroy(tallyHandle tally);
tallyStatus tallyAdd(tallyHandle tally, int64_t value);
tallyStatus tallyGetStats(tallyHandle tally, tallyStats *stats);
const char *tallyStatusString(tallyStatus status);
/* Declared by the header, but this build of the library does not export it. */
tallyStatus tallyReset(tallyHandle tally);

#endif
