/*
 * Replays the C API fuzz target's inputs (Tools/fuzz/CAPIFuzz/capi.c) against the library as a
 * host links it: each file named is fed once. Run by Tests/CLibrary/run.sh on the saved corpus
 * and seeds (Tools/fuzz/corpus/capi, Tools/fuzz/seeds/capi), plainly and under AddressSanitizer.
 */
#include "capi_fuzz.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int index;
    for (index = 1; index < argc; index++) {
        FILE *file = fopen(argv[index], "rb");
        unsigned char *data;
        long size;
        if (!file || fseek(file, 0, SEEK_END) != 0 || (size = ftell(file)) < 0 || fseek(file, 0, SEEK_SET) != 0) {
            fprintf(stderr, "fuzz-replay: cannot read %s\n", argv[index]);
            return 2;
        }
        data = (unsigned char *)malloc((size_t)size + 1);
        if (!data || fread(data, 1, (size_t)size, file) != (size_t)size) {
            fprintf(stderr, "fuzz-replay: cannot read %s\n", argv[index]);
            return 2;
        }
        fclose(file);
        capi_fuzz_one(data, (size_t)size);
        free(data);
    }
    printf("fuzz-replay: %d inputs, none crashed\n", argc - 1);
    return 0;
}
