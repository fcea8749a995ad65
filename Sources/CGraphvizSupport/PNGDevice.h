#ifndef LIFEDIAGRAM_PNG_DEVICE_H
#define LIFEDIAGRAM_PNG_DEVICE_H

#include <graphviz/gvplugin.h>

/// lifediagram's `png:cairo` device (PNGDevice.c), for the plugin library the context is made with (TextLayout.c).
extern gvplugin_installed_t lifediagram_png_device_types[];

#endif
