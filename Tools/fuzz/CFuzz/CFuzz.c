// LLVMFuzzerRunDriver is libFuzzer's, linked in by -sanitize=fuzzer (see CFuzz.h).
#include "CFuzz.h"
