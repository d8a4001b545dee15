/* The C library's header as a C target: compiling it checks the header on its own. The
 * functions it declares are the Swift target SlidingTabsC's (@c). */
#include "slidingtabs.h"
