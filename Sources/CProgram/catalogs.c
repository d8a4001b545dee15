// gettext for Swift: libintl.h is not part of Swift's Glibc module.
#include "CProgram.h"

#include <libintl.h>

void cshims_bind_catalogs(const char *domain, const char *folder) {
    bindtextdomain(domain, folder);
    bind_textdomain_codeset(domain, "UTF-8");
}

const char *cshims_translate(const char *domain, const char *text) { return dgettext(domain, text); }
