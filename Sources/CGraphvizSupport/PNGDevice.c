// lifediagram's PNG device. Graphviz's cairo renderer (the pango plugin's render type "cairo") draws the page into
// an ARGB32 image and hands it to the device that asked for it, as it does for `-Tpng:cairo:gd`; this device
// writes that image as a PNG with zlib, which libgvc already links.
//
// Why not cairo's own writer (the pango plugin's `png:cairo` device): libpng, left at its defaults, tries all five
// row filters on every row and keeps the best. On our diagrams (large flat areas, thin lines) the plain rows
// ("none") compress smaller, and skipping the trial saves much of the encoding time, which is most of a PNG's
// cost (PERFORMANCE.md, "PNG output", has the measurements). The pixels are the ones cairo writes: opaque
// images as RGB, others as RGBA with the alpha taken out of the colours as cairo does, and the same white bKGD
// chunk.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <graphviz/gvplugin_device.h>
#include "PNGDevice.h"

// libgvc's writer (gvio.h, which Graphviz does not install): to the file or the memory buffer the job writes to.
extern size_t gvwrite(GVJ_t *job, const char *s, size_t len);

static void put32(unsigned char *to, uint32_t value) {
    to[0] = (unsigned char)(value >> 24);
    to[1] = (unsigned char)(value >> 16);
    to[2] = (unsigned char)(value >> 8);
    to[3] = (unsigned char)value;
}

static void write_chunk(GVJ_t *job, const char type[4], const unsigned char *data, uint32_t length) {
    unsigned char header[8], trailer[4];
    put32(header, length);
    memcpy(header + 4, type, 4);
    uLong crc = crc32(0L, (const Bytef *)type, 4);
    if (length) crc = crc32(crc, data, length);
    put32(trailer, (uint32_t)crc);
    gvwrite(job, (const char *)header, sizeof header);
    if (length) gvwrite(job, (const char *)data, length);
    gvwrite(job, (const char *)trailer, sizeof trailer);
}

/// Whether every pixel is opaque (cairo's test for writing RGB rather than RGBA).
static int is_opaque(const uint32_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if ((pixels[i] >> 24) != 0xff) return 0;
    }
    return 1;
}

/// One row as PNG stores it: the filter byte (0, none), then RGB or RGBA bytes, colours un-premultiplied.
static void convert_row(const uint32_t *pixels, unsigned width, int alpha, unsigned char *row) {
    *row++ = 0;
    for (unsigned x = 0; x < width; x++) {
        uint32_t pixel = pixels[x];
        unsigned a = pixel >> 24, r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
        if (!alpha) {
            *row++ = (unsigned char)r;
            *row++ = (unsigned char)g;
            *row++ = (unsigned char)b;
        } else if (a == 0) {
            memset(row, 0, 4);
            row += 4;
        } else {
            *row++ = (unsigned char)((r * 255 + a / 2) / a);
            *row++ = (unsigned char)((g * 255 + a / 2) / a);
            *row++ = (unsigned char)((b * 255 + a / 2) / a);
            *row++ = (unsigned char)a;
        }
    }
}

/// The image data under way: zlib's stream and the IDAT chunk it fills.
typedef struct {
    z_stream stream;
    unsigned char chunk[1 << 16];
} encoder;

/// Deflates the stream's input, writing each filled chunk as an IDAT; with `Z_FINISH`, to the end of the stream,
/// writing the last chunk too. 0 on a zlib error.
static int deflate_into_chunks(GVJ_t *job, encoder *e, int flush) {
    for (;;) {
        int status = deflate(&e->stream, flush);
        if (status == Z_STREAM_ERROR) return 0;
        if (e->stream.avail_out == 0 || (flush == Z_FINISH && status == Z_STREAM_END)) {
            size_t filled = sizeof e->chunk - e->stream.avail_out;
            if (filled) write_chunk(job, "IDAT", e->chunk, (uint32_t)filled);
            e->stream.next_out = e->chunk;
            e->stream.avail_out = sizeof e->chunk;
        }
        if (flush == Z_FINISH ? status == Z_STREAM_END : e->stream.avail_in == 0) return 1;
    }
}

static void png_format(GVJ_t *job) {
    const uint32_t *pixels = (const uint32_t *)job->imagedata;
    unsigned width = job->width, height = job->height;
    if (!pixels || width == 0 || height == 0) return;
    int alpha = !is_opaque(pixels, (size_t)width * height);
    size_t row_size = 1 + (size_t)width * (alpha ? 4 : 3);
    unsigned char *row = malloc(row_size);
    encoder *e = calloc(1, sizeof *e);
    if (!row || !e || deflateInit(&e->stream, 6) != Z_OK) {
        free(row);
        free(e);
        agerr(AGERR, "lifediagram: no memory to write a %u x %u PNG\n", width, height);
        return;
    }
    e->stream.next_out = e->chunk;
    e->stream.avail_out = sizeof e->chunk;
    static const unsigned char signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
    gvwrite(job, (const char *)signature, sizeof signature);
    unsigned char header[13];
    put32(header, width);
    put32(header + 4, height);
    header[8] = 8;                 // bits per sample
    header[9] = alpha ? 6 : 2;     // RGBA or RGB
    header[10] = header[11] = header[12] = 0; // deflate, adaptive filtering (each row says its filter), no interlace
    write_chunk(job, "IHDR", header, sizeof header);
    static const unsigned char white[6] = { 0, 0xff, 0, 0xff, 0, 0xff };
    write_chunk(job, "bKGD", white, sizeof white);
    int ok = 1;
    for (unsigned y = 0; ok && y < height; y++) {
        convert_row(pixels + (size_t)y * width, width, alpha, row);
        e->stream.next_in = row;
        e->stream.avail_in = (uInt)row_size;
        ok = deflate_into_chunks(job, e, Z_NO_FLUSH);
    }
    if (ok) ok = deflate_into_chunks(job, e, Z_FINISH);
    deflateEnd(&e->stream);
    free(row);
    free(e);
    if (ok) write_chunk(job, "IEND", NULL, 0);
    else agerr(AGERR, "lifediagram: zlib failed to compress a %u x %u PNG\n", width, height);
}

static gvdevice_engine_t png_engine = { NULL, png_format, NULL };

static gvdevice_features_t png_features = {
    GVDEVICE_BINARY_FORMAT | GVDEVICE_DOES_TRUECOLOR,
    { 0., 0. },   // margin
    { 0., 0. },   // page size
    { 96., 96. }, // dpi, as cairo's png device
};

// Quality 100 ranks it above the pango plugin's png:cairo (10) and gd's devices, so `png` selects it.
gvplugin_installed_t lifediagram_png_device_types[] = {
    { 0, "png:cairo", 100, &png_engine, &png_features },
    { 0, NULL, 0, NULL, NULL },
};
