// libyaml (0.2.x), found through pkg-config (yaml-0.1): the YAML parser and emitter under LifeDiagramYAML.
// No libyaml header is vendored: pkg-config points the compiler at the system's.
#ifndef LIFEDIAGRAM_CYAML_SHIM_H
#define LIFEDIAGRAM_CYAML_SHIM_H

#include <yaml.h>

#endif
