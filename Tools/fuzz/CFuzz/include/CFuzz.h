#ifndef SLIDING_TABS_CFUZZ_H
#define SLIDING_TABS_CFUZZ_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (compiled in with -sanitize=fuzzer): runs the fuzzer with its command
/// line, calling `test` with each input.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

#endif
