// The text-layout plugin lifediagram installs in its Graphviz context. Called under the engine's lock.
//
// Graphviz asks a text-layout plugin how large each line of text is, to size boxes and place labels. Its own
// plugin (pango, in libgvplugin_pango) needs fontconfig, whose configuration takes longer to read than the rest
// of an SVG run. An SVG's text is laid out by its viewer, with the viewer's fonts, so SVG is measured here from
// a table of DejaVu Sans's advance widths, the same on every machine; PNG and PDF, whose pixels and glyphs come
// from the fonts installed here, are measured by pango as before, loaded the first time one is drawn.
#define _GNU_SOURCE // dladdr
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <graphviz/graphviz_version.h>
#include <graphviz/gvc.h>
#include <graphviz/gvplugin.h>
#include <graphviz/gvplugin_textlayout.h>
#include "PNGDevice.h"
#include "CGraphvizSupport.h"
#include "SVGTextWidths.h"

// MARK: - SVG metrics

/// The advance of a code point in 2048 units an em: DejaVu Sans's where the table has it, a full em for wide
/// (East Asian) characters, 0.6 em (a generous average) for anything else.
static unsigned advance(uint32_t c) {
    size_t count = sizeof lifediagram_width_ranges / sizeof lifediagram_width_ranges[0];
    for (size_t i = 0; i < count; i++) {
        const lifediagram_width_range *r = &lifediagram_width_ranges[i];
        if (c >= r->first && c - r->first < r->count && r->widths[c - r->first]) return r->widths[c - r->first];
    }
    int wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    return wide ? 2048 : 1229;
}

/// The next code point of UTF-8 text, advancing `p`; a malformed byte counts as one character of its own.
static uint32_t next_code_point(const unsigned char **p) {
    const unsigned char *s = *p;
    int extra = s[0] >= 0xF0 ? 3 : s[0] >= 0xE0 ? 2 : s[0] >= 0xC0 ? 1 : 0;
    uint32_t c = extra == 0 ? s[0] : s[0] & (0x3F >> extra);
    for (int i = 1; i <= extra; i++) {
        if ((s[i] & 0xC0) != 0x80) { *p = s + 1; return s[0]; }
        c = (c << 6) | (s[i] & 0x3F);
    }
    *p = s + 1 + extra;
    return c;
}

/// One line of SVG text: its width from the table, rounded up to a whole point, and the line height and baseline
/// offset Graphviz 2.42's pango plugin gives (1.1 and 0.2 of the size), so boxes and baselines do not move.
static void measure_for_svg(textspan_t *span) {
    double size = span->font ? span->font->size : 14;
    unsigned long units = 0;
    for (const unsigned char *p = (const unsigned char *)(span->str ? span->str : ""); *p;) {
        units += advance(next_code_point(&p));
    }
    span->size.x = (int)(units * size / 2048 + 1);
    span->size.y = (int)(size * 1.1 + 0.5);
    span->yoffset_layout = 0;
    span->yoffset_centerline = 0.2 * size;
    span->layout = NULL;
    span->free_layout = NULL;
}

/// The width of a line of text at `size` points, as SVG is measured: what the diagram places its labels by.
double lifediagram_text_width(const char *text, double size) {
    unsigned long units = 0;
    for (const unsigned char *p = (const unsigned char *)(text ? text : ""); *p;) units += advance(next_code_point(&p));
    return units * size / 2048;
}

// MARK: - Pango, for PNG and PDF

static lifediagram_text_metrics current_metrics = lifediagram_text_metrics_svg;
static gvtextlayout_engine_t *pango_engine = NULL;
static int pango_tried = 0;

void lifediagram_use_text_metrics(lifediagram_text_metrics metrics) { current_metrics = metrics; }

/// The file of the plugin package `cairo` (libgvplugin_pango) as Graphviz's plugin configuration names it, in
/// `buffer`; 0 when the configuration cannot be read or names no such package.
static int pango_plugin_path(char *buffer, size_t size) {
    const char *dir = getenv("GVBINDIR");
    char located[4096];
    if (!dir || !*dir) {
        Dl_info info;
        if (!dladdr((void *)gvContext, &info) || !info.dli_fname) return 0;
        snprintf(located, sizeof located, "%s", info.dli_fname);
        char *slash = strrchr(located, '/');
        if (!slash) return 0;
        snprintf(slash, sizeof located - (size_t)(slash - located), "/graphviz");
        dir = located;
    }
    char config_path[4096];
    snprintf(config_path, sizeof config_path, "%s/%s", dir, GVPLUGIN_CONFIG_FILE);
    FILE *config = fopen(config_path, "r");
    if (!config) return 0;
    char line[4096], file[2048], package[256];
    int found = 0;
    while (!found && fgets(line, sizeof line, config)) {
        if (line[0] == '#' || line[0] == ' ' || line[0] == '\t') continue;
        if (sscanf(line, "%2047s %255s {", file, package) == 2 && strcmp(package, "cairo") == 0) found = 1;
    }
    fclose(config);
    if (!found) return 0;
    if (file[0] == '/') snprintf(buffer, size, "%s", file);
    else snprintf(buffer, size, "%s/%s", dir, file);
    return 1;
}

/// Pango's text-layout engine, loaded from its plugin the first time it is needed; NULL when it cannot be.
static gvtextlayout_engine_t *load_pango_engine(void) {
    if (pango_tried) return pango_engine;
    pango_tried = 1;
    lifediagram_fontconfig_load(); // first, so pango binds to the fontconfig the font check uses (FontMatch.c)
    char path[4096];
    if (!pango_plugin_path(path, sizeof path)) return NULL;
    void *handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL); // lazily, as Graphviz's loader does: no page of the
    // thirty libraries pango brings is touched to bind a function this run never calls
    if (!handle) return NULL;
    gvplugin_library_t *library = dlsym(handle, "gvplugin_pango_LTX_library");
    if (!library) return NULL;
    for (gvplugin_api_t *api = library->apis; api && api->types; api++) {
        if (api->api != API_textlayout) continue;
        for (gvplugin_installed_t *type = api->types; type->type; type++) {
            if (strcmp(type->type, "textlayout") == 0) pango_engine = type->engine;
        }
    }
    return pango_engine;
}

int lifediagram_font_metrics_available(void) { return load_pango_engine() != NULL; }

// MARK: - The plugin

/// What a text-layout engine returns: `boolean` (unsigned char) on Graphviz 2.42, C's `bool` on later versions.
typedef __typeof__(((gvtextlayout_engine_t *)0)->textlayout(NULL, NULL)) textlayout_result;

static textlayout_result textlayout(textspan_t *span, char **fontpath) {
    if (current_metrics == lifediagram_text_metrics_fonts) {
        gvtextlayout_engine_t *pango = load_pango_engine();
        // The engine checks lifediagram_font_metrics_available() first: cairo cannot draw text pango did not lay out.
        return pango && pango->textlayout ? pango->textlayout(span, fontpath) : 0;
    }
    measure_for_svg(span);
    if (fontpath) *fontpath = "[lifediagram: DejaVu Sans widths]";
    return 1;
}

static gvtextlayout_engine_t engine = { textlayout };

// Quality 100 ranks it above pango (10) and gd (2), so Graphviz selects it and never loads theirs itself.
static gvplugin_installed_t textlayout_types[] = {
    { 0, "textlayout", 100, &engine, NULL },
    { 0, NULL, 0, NULL, NULL },
};

static gvplugin_api_t apis[] = {
    { API_textlayout, textlayout_types },
    { API_device, lifediagram_png_device_types },
    { (api_t)0, NULL },
};

static gvplugin_library_t library = { "lifediagram", apis };

static lt_symlist_t builtins[] = {
    { "gvplugin_lifediagram_LTX_library", &library },
    { NULL, NULL },
};

GVC_t *lifediagram_context(void) { return gvContextPlugins(builtins, 1); }
