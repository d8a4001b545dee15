/* The C API's fuzz target (capi.c): one input's calls, on a pager of their own. */
#ifndef CAPI_FUZZ_H
#define CAPI_FUZZ_H

#include <stddef.h>

/* Drives the C API as the `size` bytes at `data` say; returns 0 (libFuzzer's convention). */
int capi_fuzz_one(const unsigned char *data, size_t size);

#endif
