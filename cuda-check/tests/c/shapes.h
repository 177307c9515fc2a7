/* A header the tests declare wrongly on purpose, one mistake per item (tests/mismatches.rs). */
#ifndef SHAPES_H
#define SHAPES_H

#include <stdint.h>

typedef enum shapeKind {
    SHAPE_CIRCLE = 0,
    SHAPE_SQUARE = 1,
    SHAPE_TRIANGLE = 2
} shapeKind;

typedef struct shapePoint {
    int32_t x;
    int32_t y;
} shapePoint;

typedef struct shapeBox {
    uint32_t flags;
    uint32_t reserved;
    uint64_t area;
} shapeBox;

typedef struct shape_st *shapeHandle;

#define SHAPE_MAX_POINTS 16

typedef enum shapeStatus { SHAPE_OK = 0, SHAPE_ERROR = 1 } shapeStatus;

shapeStatus shapeArea(shapeHandle shape, double *area);
shapeStatus shapeCount(shapeHandle shape, uint32_t *count);

#endif
