// The fontconfig leak LeakSanitizer reports when FONTCONFIG_FILE names no file and the
// program falls back to the system's configuration, as FontFiles.locate does: fontconfig's own,
// with no code of the project's. Reproduce:
//   cc -fsanitize=address -g fontconfig-broken-config.c $(pkg-config --cflags --libs fontconfig)
//   FONTCONFIG_FILE=/nowhere/fonts.conf ./a.out     (LeakSanitizer: 256 bytes in libfontconfig)
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
int main(void) {
    FcConfig *broken = FcInitLoadConfigAndFonts();  // prints "Cannot load default config file"
    if (broken) FcConfigDestroy(broken);
    unsetenv("FONTCONFIG_FILE");
    FcConfig *config = FcInitLoadConfigAndFonts();
    FcConfigSetCurrent(config);
    FcConfigDestroy(config);
    return 0;
}
