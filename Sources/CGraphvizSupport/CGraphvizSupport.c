// The C half of the Graphviz binding. Every function here is called under the engine's lock.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <graphviz/graphviz_version.h>
#include "CGraphvizSupport.h"

// MARK: - Error capture

static char *collected = NULL;
static size_t collected_length = 0;

/// Graphviz hands messages over in fragments ("Error", ": ", text); append them all.
static int collect_fragment(char *fragment) {
    if (!fragment) return 0;
    size_t n = strlen(fragment);
    char *grown = realloc(collected, collected_length + n + 1);
    if (!grown) return 0;
    memcpy(grown + collected_length, fragment, n + 1);
    collected = grown;
    collected_length += n;
    return 0;
}

void lifediagram_capture_errors(void) {
    agseterr(AGWARN);
    agseterrf(collect_fragment);
}

void lifediagram_reset_errors(void) {
    agreseterrors();
    collected_length = 0;
    if (collected) collected[0] = '\0';
}

const char *lifediagram_collected_errors(void) { return collected ? collected : ""; }

void lifediagram_reset_random(void) {
    srand(1);
}

const char *lifediagram_runtime_version(void) {
    static char version[64];
    if (version[0] == '\0') {
        // gvNEWcontext only fills in the library's own information; it is not freed, since gvFreeContext expects
        // a context that went through gvconfig, and the process that asks is about to exit. It only allocates and
        // writes the new context, so it is safe beside Graphviz starting on another thread (`--svg --version`).
        GVC_t *gvc = gvNEWcontext(NULL, 1);
        const char *text = gvc ? gvcVersion(gvc) : NULL;
        snprintf(version, sizeof version, "%s", text ? text : "unknown");
    }
    return version;
}
