// An LD_PRELOAD library for the file tests: writes the program's opens, fsyncs and renames,
// one a line, to the file named by FILE_CALLS_LOG, and makes the first read of each file whose
// path contains FILE_CALLS_EINTR fail with EINTR, as a signal arriving during the read does.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

enum { most = 4096 };
static char paths[most][512];
static char interrupted[most];

static void note(const char *format, ...) {
    const char *log = getenv("FILE_CALLS_LOG");
    if (!log) return;
    char line[1200];
    va_list arguments;
    va_start(arguments, format);
    int length = vsnprintf(line, sizeof line - 1, format, arguments);
    va_end(arguments);
    if (length < 0) return;
    if (length > (int)sizeof line - 2) length = sizeof line - 2;
    line[length] = '\n';
    int fd = (int)syscall(SYS_openat, AT_FDCWD, log, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0) return;
    (void)syscall(SYS_write, fd, line, (size_t)length + 1);
    (void)syscall(SYS_close, fd);
}

static int opened(int fd, const char *path) {
    if (fd >= 0 && fd < most) {
        snprintf(paths[fd], sizeof paths[fd], "%s", path);
        interrupted[fd] = 0;
        note("open %d %s", fd, path);
    }
    return fd;
}

typedef int (*open_function)(const char *, int, ...);
typedef int (*openat_function)(int, const char *, int, ...);
typedef int (*fsync_function)(int);
typedef int (*rename_function)(const char *, const char *);
typedef ssize_t (*read_function)(int, void *, size_t);

#define REAL(name, type) static type real = 0; if (!real) real = (type)dlsym(RTLD_NEXT, name)

int open(const char *path, int flags, ...) {
    REAL("open", open_function);
    va_list arguments; va_start(arguments, flags); mode_t mode = va_arg(arguments, mode_t); va_end(arguments);
    return opened(real(path, flags, mode), path);
}

int open64(const char *path, int flags, ...) {
    REAL("open64", open_function);
    va_list arguments; va_start(arguments, flags); mode_t mode = va_arg(arguments, mode_t); va_end(arguments);
    return opened(real(path, flags, mode), path);
}

int openat(int directory, const char *path, int flags, ...) {
    REAL("openat", openat_function);
    va_list arguments; va_start(arguments, flags); mode_t mode = va_arg(arguments, mode_t); va_end(arguments);
    return opened(real(directory, path, flags, mode), path);
}

int fsync(int fd) {
    REAL("fsync", fsync_function);
    note("fsync %d %s", fd, fd >= 0 && fd < most ? paths[fd] : "?");
    return real(fd);
}

int rename(const char *from, const char *to) {
    REAL("rename", rename_function);
    note("rename %s %s", from, to);
    return real(from, to);
}

ssize_t read(int fd, void *buffer, size_t count) {
    REAL("read", read_function);
    const char *pattern = getenv("FILE_CALLS_EINTR");
    if (pattern && fd >= 0 && fd < most && !interrupted[fd] && strstr(paths[fd], pattern)) {
        interrupted[fd] = 1;
        note("eintr %d %s", fd, paths[fd]);
        errno = EINTR;
        return -1;
    }
    return real(fd, buffer, count);
}
