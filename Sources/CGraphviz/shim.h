// Version-proof helpers over the installed Graphviz headers (2.42 up to 14.x).
// No Graphviz header is vendored: pkg-config (libgvc) points the compiler at the system's.
#ifndef LIFEDIAGRAM_CGRAPHVIZ_SHIM_H
#define LIFEDIAGRAM_CGRAPHVIZ_SHIM_H

#include <stddef.h>
#include <graphviz/graphviz_version.h>
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

/// `Agdirected` is a global variable; Swift 6 refuses it as not concurrency-safe, so copy it here.
static inline Agdesc_t lifediagram_directed(void) { return Agdirected; }

/// `gvRenderData` takes `unsigned int *` before 13.0 and `size_t *` from 13.0 on.
static inline int lifediagram_render_data(GVC_t *gvc, Agraph_t *g, const char *format,
                                          char **result, size_t *length) {
#if GVPLUGIN_VERSION >= 8
    return gvRenderData(gvc, g, format, result, length);
#else
    unsigned int n = 0;
    int rc = gvRenderData(gvc, g, format, result, &n);
    *length = n;
    return rc;
#endif
}

/// `agstrfree` gained an `is_html` parameter in 13.0.
static inline void lifediagram_strfree_html(Agraph_t *g, char *s) {
#if GVPLUGIN_VERSION >= 8
    agstrfree(g, s, 1);
#else
    agstrfree(g, s);
#endif
}

/// The Graphviz version of the headers the tool was compiled against, e.g. "2.43.0".
static inline const char *lifediagram_header_version(void) { return PACKAGE_VERSION; }

/// The name of the plugin configuration file these headers' Graphviz reads ("config6a", "config8").
static inline const char *lifediagram_plugin_config_file(void) { return GVPLUGIN_CONFIG_FILE; }

/// The kind constants became an enum in 11.0 (imported as Int, not Int32).
static inline int lifediagram_kind_graph(void) { return AGRAPH; }
static inline int lifediagram_kind_node(void) { return AGNODE; }
static inline int lifediagram_kind_edge(void) { return AGEDGE; }

#endif
