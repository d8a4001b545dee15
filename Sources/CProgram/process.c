// The process's memory and lifetime: glibc's mallopt and Linux's prctl, which Swift cannot
// call (a macro, a variadic function).
#include "CProgram.h"
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif
#ifdef __linux__
#include <signal.h>
#include <sys/prctl.h>
#endif

void csdl_return_large_blocks(int bytes) {
#ifdef M_MMAP_THRESHOLD
    mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
#endif
}

int cshims_end_with_parent(void) {
#ifdef __linux__
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#else
    return 0;
#endif
}
