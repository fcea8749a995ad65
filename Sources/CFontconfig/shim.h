// fontconfig, found through pkg-config; the library Graphviz's text layout (pango) uses to find fonts.
#ifndef LIFEDIAGRAM_CFONTCONFIG_SHIM_H
#define LIFEDIAGRAM_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

#endif
