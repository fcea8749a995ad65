// The C half of the Graphviz binding. Every function here is called under the engine's lock.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <graphviz/graphviz_version.h>
#include "CGraphvizSupport.h"

// MARK: - Sequential IDs

typedef struct { IDTYPE next; } sequence_state;

static void *sequence_open(Agraph_t *g, Agdisc_t *disc) {
    (void)g; (void)disc;
    sequence_state *state = calloc(1, sizeof *state);
    if (state) state->next = 1;
    return state;
}

/// Named objects: return 0 so cgraph keeps the name in its own map and asks again for an anonymous ID.
/// Anonymous objects get the next odd number (cgraph reserves even IDs for names).
static long sequence_map(void *state, int kind, char *name, IDTYPE *id, int create) {
    (void)kind; (void)create;
    if (name) return 0;
    sequence_state *s = state;
    *id = s->next;
    s->next += 2;
    return 1;
}

#if GVPLUGIN_VERSION < 8
static long sequence_alloc(void *state, int kind, IDTYPE request) {
    (void)state; (void)kind; (void)request;
    return 0;
}
#endif

static void sequence_free(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; }
static char *sequence_print(void *state, int kind, IDTYPE id) { (void)state; (void)kind; (void)id; return NULL; }
static void sequence_close(void *state) { free(state); }
static void sequence_register(void *state, int kind, void *object) { (void)state; (void)kind; (void)object; }

static Agiddisc_t sequence_id_disc = {
    .open = sequence_open,
    .map = sequence_map,
#if GVPLUGIN_VERSION < 8
    .alloc = sequence_alloc,
#endif
    .free = sequence_free,
    .print = sequence_print,
    .close = sequence_close,
    .idregister = sequence_register,
};

static Agdisc_t sequence_disc = { .id = &sequence_id_disc, .io = &AgIoDisc };

Agdisc_t *lifediagram_sequential_disc(void) { return &sequence_disc; }

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
