#ifndef LIFEDIAGRAM_CGRAPHVIZ_SUPPORT_H
#define LIFEDIAGRAM_CGRAPHVIZ_SUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

/// Installs the error sink that collects Graphviz's messages instead of printing them to stderr.
void lifediagram_capture_errors(void);

/// Clears the collected messages and Graphviz's sticky error level.
void lifediagram_reset_errors(void);

/// Seeds the C library's `rand()` as a fresh process has it (`srand(1)`). `sfdp`'s coarsening draws from
/// `rand()` before it seeds its own start, so without this a layout would depend on the ones drawn before it in
/// the process; with it, every layout is the one `dot -Ksfdp` draws.
void lifediagram_reset_random(void);

/// The messages collected since the last reset, as one NUL-terminated string (owned by the library).
const char *lifediagram_collected_errors(void);

/// Which measurements Graphviz lays text out with.
typedef enum {
    /// DejaVu Sans's advance widths from a built-in table: SVG, whose text its viewer lays out.
    lifediagram_text_metrics_svg = 0,
    /// The installed fonts, through Graphviz's pango plugin: PNG and PDF, whose glyphs are drawn here.
    lifediagram_text_metrics_fonts = 1,
} lifediagram_text_metrics;

/// A Graphviz context whose text-layout plugin is lifediagram's (TextLayout.c), with every other plugin loaded
/// on demand from Graphviz's configuration as `gvContext()` does.
GVC_t *lifediagram_context(void);

/// The version of the Graphviz library the process runs against (`2.43.0`), read from a bare context that
/// loads no plugin and reads no configuration: what `--version` prints, without starting Graphviz.
const char *lifediagram_runtime_version(void);

/// Whether pango's text-layout plugin could be loaded (the `cairo` package of Graphviz's plugin configuration),
/// loading it if not yet done. PNG and PDF need it: cairo draws text only as pango laid it out.
int lifediagram_font_metrics_available(void);

/// Loads fontconfig (`libfontconfig.so.1`) if not yet done: 1 when it is loaded, 0 when it cannot be. The tool
/// does not link it, so that runs that ask no font do not load it (FontMatch.c).
int lifediagram_fontconfig_load(void);

/// The family fontconfig picks for `requested`, among fonts that have each of the `count` Unicode scalars in
/// `characters` (none when `count` is 0), written NUL-terminated into `family` (`size` bytes). With `needs_file`,
/// a match without a font file counts as none. 1 when a font matched, 0 when none did, -1 when fontconfig
/// cannot be loaded.
int lifediagram_font_match(
    const char *requested, const uint32_t *characters, size_t count, int needs_file, char *family, size_t size);

/// Sets the measurements the following layouts use (the engine sets it before each layout).
void lifediagram_use_text_metrics(lifediagram_text_metrics metrics);

/// The width in points of a line of UTF-8 text at `size` points, from DejaVu Sans's advance widths (a full em for
/// a wide East Asian character): how SVG text is measured, without a Graphviz context or its lock.
double lifediagram_text_width(const char *text, double size);

#endif
