#include "CShims.h"
#include <stdint.h>

int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

void csdl_log_warning(const char *message) { SDL_LogWarn(SDL_LOG_CATEGORY_APPLICATION, "%s", message); }

int csdl_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

static size_t csdl_memory_buffer_write(SDL_RWops *context, const void *data, size_t size, size_t number) {
    csdl_memory_buffer *buffer = (csdl_memory_buffer *)context->hidden.unknown.data1;
    if (size == 0 || number == 0) return 0;
    if (number > (SIZE_MAX - buffer->count) / size) { buffer->failed = 1; return 0; }
    size_t length = size * number;
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->count + length) {
            if (capacity > SIZE_MAX / 2) { buffer->failed = 1; return 0; }
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)SDL_realloc(buffer->bytes, capacity);
        if (!grown) { buffer->failed = 1; return 0; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    SDL_memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
    return number;
}

static Sint64 csdl_memory_buffer_size(SDL_RWops *context) {
    return (Sint64)((csdl_memory_buffer *)context->hidden.unknown.data1)->count;
}

static Sint64 csdl_memory_buffer_seek(SDL_RWops *context, Sint64 offset, int whence) {
    csdl_memory_buffer *buffer = (csdl_memory_buffer *)context->hidden.unknown.data1;
    /* Writing is append-only: only asking where the end is, is answered. */
    if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END)) return (Sint64)buffer->count;
    return SDL_SetError("seeking is not supported in a memory buffer being written");
}

static size_t csdl_memory_buffer_read(SDL_RWops *context, void *data, size_t size, size_t number) {
    (void)context; (void)data; (void)size; (void)number;
    return 0;
}

static int csdl_memory_buffer_close(SDL_RWops *context) {
    SDL_FreeRW(context);
    return 0;
}

SDL_RWops *csdl_memory_buffer_rwops(csdl_memory_buffer *buffer) {
    SDL_RWops *context = SDL_AllocRW();
    if (!context) return NULL;
    context->size = csdl_memory_buffer_size;
    context->seek = csdl_memory_buffer_seek;
    context->read = csdl_memory_buffer_read;
    context->write = csdl_memory_buffer_write;
    context->close = csdl_memory_buffer_close;
    context->type = SDL_RWOPS_UNKNOWN;
    context->hidden.unknown.data1 = buffer;
    return context;
}

FT_Int32 ctext_load_flags(int color, int hinted) {
    return (hinted ? FT_LOAD_TARGET_LIGHT : FT_LOAD_NO_HINTING) | (color ? FT_LOAD_COLOR : 0);
}

FriBidiParType ctext_paragraph_auto(void) { return FRIBIDI_PAR_ON; }

FriBidiParType ctext_paragraph_ltr(void) { return FRIBIDI_PAR_LTR; }

FriBidiParType ctext_paragraph_rtl(void) { return FRIBIDI_PAR_RTL; }

int ctext_paragraph_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
