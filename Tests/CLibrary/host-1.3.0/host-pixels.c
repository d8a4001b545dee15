/* host-pixels.c: cc -std=c99 host-pixels.c $(pkg-config --cflags --libs slidingtabs) -o host-pixels
 * host-pixels CONFIG.json OUT.ppm */
#include <slidingtabs.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    st_pager *pager = NULL;
    float width = 0, height = 0;
    double time = 0;
    int animating = 1, count = 0, x, y;
    unsigned char *pixels;
    FILE *out;
    if (argc != 3) return 2;
    if (ST_CHECK_VERSION() != ST_OK || st_pager_new_from_file(argv[1], &pager) != ST_OK) {
        fprintf(stderr, "host-pixels: %s\n", st_last_error(NULL));
        return 1;
    }
    st_pager_get_frame(pager, NULL, NULL, &width, &height); /* the config's window size */
    st_tab_count(pager, &count);
    if (count > 1) { /* a tap in the middle of the second tab of an equal-width bar */
        st_pointer_down(pager, ST_POINTER_MOUSE, 0, width * 3 / (2 * count), 20, time);
        st_pointer_up(pager, ST_POINTER_MOUSE, 0, width * 3 / (2 * count), 20, time + 0.05);
    }
    while (animating && time < 30) { /* a frame's time at a time until nothing moves */
        time += 1.0 / 60;
        st_advance(pager, time);
        st_is_animating(pager, &animating);
    }
    pixels = (unsigned char *)malloc((size_t)width * (size_t)height * 4);
    if (!pixels || st_render_pixels(pager, pixels, (int)width, (int)height, (int)width * 4) != ST_OK) {
        fprintf(stderr, "host-pixels: %s\n", st_last_error(pager));
        return 1;
    }
    out = fopen(argv[2], "wb");
    if (!out) return 1;
    fprintf(out, "P6 %d %d 255\n", (int)width, (int)height);
    for (y = 0; y < (int)height; y++)
        for (x = 0; x < (int)width; x++) fwrite(pixels + ((size_t)y * (size_t)width + (size_t)x) * 4, 1, 3, out);
    fclose(out);
    free(pixels);
    st_pager_free(pager);
    return 0;
}
