#ifndef LIFEDIAGRAM_CGRAPHVIZ_SUPPORT_H
#define LIFEDIAGRAM_CGRAPHVIZ_SUPPORT_H

#include <graphviz/cgraph.h>

/// A graph discipline whose object IDs are sequential rather than heap addresses.
///
/// On Graphviz before 10.0.1 a named object's ID is the address of its interned name, and subgraphs are
/// ordered by ID, so cluster order (and the layout) changed from one render to the next in one process
/// (upstream #1767, #2242). Sequential IDs make every render of the same graph identical.
Agdisc_t *lifediagram_sequential_disc(void);

/// Installs the error sink that collects Graphviz's messages instead of printing them to stderr.
void lifediagram_capture_errors(void);

/// Clears the collected messages and Graphviz's sticky error level.
void lifediagram_reset_errors(void);

/// The messages collected since the last reset, as one NUL-terminated string (owned by the library).
const char *lifediagram_collected_errors(void);

#endif
