/* The floor for item 4 of the benchmark: the least a C program must do to draw a diagram through libgvc.
 *
 * Reads a DOT file once into memory, then N times: parses it (agread over fmemopen), lays it out with the
 * engine the graph names (gvLayout), renders it (gvRenderData), frees everything. Prints the median and the
 * minimum per render in milliseconds, after one untimed warm-up render (the first render in a process pays for
 * loading the layout and render plugins, as lifediagram's start-up probe does on its side).
 *
 *   usage: gvc-render FILE.dot FORMAT N        e.g. gvc-render app.dot svg 200
 */
#define _GNU_SOURCE
#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static size_t render_once(GVC_t *gvc, char *dot, size_t size, const char *format) {
  FILE *in = fmemopen(dot, size, "r");
  Agraph_t *g = agread(in, NULL);
  fclose(in);
  if (!g) { fprintf(stderr, "gvc-render: cannot parse the DOT\n"); exit(1); }
  char *layout = agget(g, "layout");
  if (gvLayout(gvc, g, layout && *layout ? layout : "dot") != 0) { fprintf(stderr, "gvc-render: layout failed\n"); exit(1); }
  char *data = NULL;
  unsigned int length = 0; /* 2.42: unsigned int *; 13.0+: size_t * (this harness targets the Debian 2.42) */
  if (gvRenderData(gvc, g, format, &data, &length) != 0) { fprintf(stderr, "gvc-render: render failed\n"); exit(1); }
  gvFreeRenderData(data);
  gvFreeLayout(gvc, g);
  agclose(g);
  return length;
}

int main(int argc, char **argv) {
  if (argc != 4) { fprintf(stderr, "usage: gvc-render FILE.dot FORMAT N\n"); return 2; }
  int n = atoi(argv[3]);
  FILE *file = fopen(argv[1], "rb");
  if (!file || n < 1) { fprintf(stderr, "gvc-render: cannot read %s\n", argv[1]); return 2; }
  char *dot = NULL;
  size_t size = 0;
  FILE *memory = open_memstream(&dot, &size);
  char chunk[65536];
  size_t got;
  while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) fwrite(chunk, 1, got, memory);
  fclose(memory);
  fclose(file);

  GVC_t *gvc = gvContext();
  size_t bytes = render_once(gvc, dot, size, argv[2]); /* warm-up */
  double *times = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    double start = now_ms();
    render_once(gvc, dot, size, argv[2]);
    times[i] = now_ms() - start;
  }
  qsort(times, n, sizeof(double), compare);
  double median = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;
  printf("median_ms=%.4f min_ms=%.4f n=%d bytes=%zu\n", median, times[0], n, bytes);
  gvFreeContext(gvc);
  free(times);
  free(dot);
  return 0;
}
