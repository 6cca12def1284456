#define _GNU_SOURCE
#include <dlfcn.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/// The file libgvc was loaded from (its plugins are in the graphviz folder beside it), or NULL.
static inline const char *lifeline_gvc_file(void) {
    Dl_info info;
    return dladdr((void *)gvContext, &info) ? info.dli_fname : 0;
}
