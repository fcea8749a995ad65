// fontconfig, loaded the first time a font is asked about rather than at every start of the tool.
//
// Only PNG and PDF draw text with the installed fonts, and only then is fontconfig asked which font a family
// gets (FontCheck.swift). Linked, it and the four libraries it brings (freetype, libpng, two of brotli) were
// loaded and relocated at every start, `--version` included, though most runs draw no PNG or PDF. The
// functions are declared here, as fontconfig 2.x declares them (its ABI, `libfontconfig.so.1`, has not
// changed); where its header is installed it is included too, so the compiler checks the declarations agree. They
// only give the types of the pointers `dlsym` returns: nothing links against the library.
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "CGraphvizSupport.h"

#if __has_include(<fontconfig/fontconfig.h>)
#include <fontconfig/fontconfig.h>
#else
typedef unsigned char FcChar8;
typedef unsigned int FcChar32;
typedef int FcBool;
typedef struct _FcPattern FcPattern;
typedef struct _FcCharSet FcCharSet;
typedef struct _FcConfig FcConfig;
typedef enum _FcResult {
    FcResultMatch, FcResultNoMatch, FcResultTypeMismatch, FcResultNoId, FcResultOutOfMemory
} FcResult;
typedef enum _FcMatchKind { FcMatchPattern, FcMatchFont, FcMatchScan } FcMatchKind;
#define FC_FAMILY "family"
#define FC_FILE "file"
#define FC_CHARSET "charset"
#endif

// The functions used, declared as fontconfig 2.x declares them: with its header included above, the compiler
// refuses any that disagrees.
FcBool FcInit(void);
FcPattern *FcPatternCreate(void);
void FcPatternDestroy(FcPattern *p);
FcBool FcPatternAddString(FcPattern *p, const char *object, const FcChar8 *s);
FcBool FcPatternAddCharSet(FcPattern *p, const char *object, const FcCharSet *c);
FcResult FcPatternGetString(const FcPattern *p, const char *object, int n, FcChar8 **s);
FcBool FcConfigSubstitute(FcConfig *config, FcPattern *p, FcMatchKind kind);
void FcDefaultSubstitute(FcPattern *pattern);
FcPattern *FcFontMatch(FcConfig *config, FcPattern *p, FcResult *result);
FcCharSet *FcCharSetCreate(void);
void FcCharSetDestroy(FcCharSet *fcs);
FcBool FcCharSetAddChar(FcCharSet *fcs, FcChar32 ucs4);

/// The functions used, found in the library once loaded.
static struct {
    __typeof__(FcInit) *init;
    __typeof__(FcPatternCreate) *pattern_create;
    __typeof__(FcPatternDestroy) *pattern_destroy;
    __typeof__(FcPatternAddString) *pattern_add_string;
    __typeof__(FcPatternAddCharSet) *pattern_add_charset;
    __typeof__(FcPatternGetString) *pattern_get_string;
    __typeof__(FcConfigSubstitute) *config_substitute;
    __typeof__(FcDefaultSubstitute) *default_substitute;
    __typeof__(FcFontMatch) *font_match;
    __typeof__(FcCharSetCreate) *charset_create;
    __typeof__(FcCharSetDestroy) *charset_destroy;
    __typeof__(FcCharSetAddChar) *charset_add_char;
} fc;
static int fc_state = 0; // 0 not tried, 1 loaded, -1 missing

/// The library's names: Linux's soname, then Homebrew's (Apple silicon, Intel).
static const char *const fc_names[] = {
#ifdef __APPLE__
    "libfontconfig.1.dylib", "/opt/homebrew/lib/libfontconfig.1.dylib", "/usr/local/lib/libfontconfig.1.dylib",
#else
    "libfontconfig.so.1",
#endif
};

int lifediagram_fontconfig_load(void) {
    if (fc_state) return fc_state > 0;
    fc_state = -1;
    void *handle = NULL;
    for (size_t i = 0; !handle && i < sizeof fc_names / sizeof *fc_names; i++) {
        // Global, so that pango's plugins, loaded after it, bind to this fontconfig: the one the font check asked.
        handle = dlopen(fc_names[i], RTLD_LAZY | RTLD_GLOBAL);
    }
    if (!handle) return 0;
#define FIND(field, name) if (!(*(void **)&fc.field = dlsym(handle, #name))) return 0
    FIND(init, FcInit);
    FIND(pattern_create, FcPatternCreate);
    FIND(pattern_destroy, FcPatternDestroy);
    FIND(pattern_add_string, FcPatternAddString);
    FIND(pattern_add_charset, FcPatternAddCharSet);
    FIND(pattern_get_string, FcPatternGetString);
    FIND(config_substitute, FcConfigSubstitute);
    FIND(default_substitute, FcDefaultSubstitute);
    FIND(font_match, FcFontMatch);
    FIND(charset_create, FcCharSetCreate);
    FIND(charset_destroy, FcCharSetDestroy);
    FIND(charset_add_char, FcCharSetAddChar);
#undef FIND
    fc_state = 1;
    return 1;
}

/// `requested` with the characters, substituted as pango does, then matched; NULL when nothing matched.
static FcPattern *best_match(const char *requested, const uint32_t *characters, size_t count) {
    if (!fc.init()) return NULL;
    FcPattern *pattern = fc.pattern_create();
    if (!pattern) return NULL;
    FcCharSet *charset = NULL;
    if (count > 0) {
        if (!(charset = fc.charset_create())) {
            fc.pattern_destroy(pattern);
            return NULL;
        }
        for (size_t i = 0; i < count; i++) fc.charset_add_char(charset, characters[i]);
    }
    fc.pattern_add_string(pattern, FC_FAMILY, (const FcChar8 *)requested);
    if (charset) fc.pattern_add_charset(pattern, FC_CHARSET, charset);
    fc.config_substitute(NULL, pattern, FcMatchPattern);
    fc.default_substitute(pattern);
    FcResult result = FcResultMatch;
    FcPattern *font = fc.font_match(NULL, pattern, &result);
    fc.pattern_destroy(pattern);
    if (charset) fc.charset_destroy(charset);
    return font;
}

int lifediagram_font_match(
    const char *requested, const uint32_t *characters, size_t count, int needs_file, char *family, size_t size
) {
    if (!lifediagram_fontconfig_load()) return -1;
    FcPattern *font = best_match(requested, characters, count);
    if (!font) return 0;
    FcChar8 *file = NULL, *name = NULL;
    int found = (!needs_file || fc.pattern_get_string(font, FC_FILE, 0, &file) == FcResultMatch)
        && fc.pattern_get_string(font, FC_FAMILY, 0, &name) == FcResultMatch && name;
    if (found) snprintf(family, size, "%s", (const char *)name);
    fc.pattern_destroy(font);
    return found;
}
