// libpng for Plumb. Decoding uses the simplified API (png_image_*), whose errors come back as
// return codes. Encoding uses the classic API so it can drop the alpha byte of opaque pixels
// row by row (png_set_filler) instead of copying the whole image first; all of it happens in
// the one function below, inside one setjmp scope, so libpng's default abort path is never
// taken and no longjmp crosses Swift frames.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    char message[128];
} plumb_png_output;

static void plumb_png_error(png_structp png, png_const_charp message) {
    plumb_png_output *out = (plumb_png_output *)png_get_error_ptr(png);
    snprintf(out->message, sizeof out->message, "%s", message);
    png_longjmp(png, 1);
}

static void plumb_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void plumb_png_write(png_structp png, png_bytep bytes, size_t length) {
    plumb_png_output *out = (plumb_png_output *)png_get_io_ptr(png);
    if (out->size + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 65536;
        while (capacity < out->size + length) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(out->data, capacity);
        if (!grown) png_error(png, "out of memory");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, bytes, length);
    out->size += length;
}

static void plumb_png_flush(png_structp png) { (void)png; }

/// Encodes `height` rows of `width` RGBA8 pixels (straight alpha) as an 8-bit PNG: RGB when
/// `opaque` (alpha bytes dropped), RGBA otherwise; no filter, zlib `level`, an sRGB chunk.
/// Returns 1 with the bytes in `out->data` (the caller frees them), or 0 with `out->message`.
static inline int plumb_png_encode(const unsigned char *rgba, unsigned width, unsigned height, int opaque,
                                   int level, plumb_png_output *out) {
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;
    out->message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, out, plumb_png_error, plumb_png_warning);
    if (!png) {
        snprintf(out->message, sizeof out->message, "%s", "cannot create the libpng writer");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        snprintf(out->message, sizeof out->message, "%s", "cannot create the libpng info");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(out->data);
        out->data = NULL;
        out->size = 0;
        return 0;
    }
    png_set_write_fn(png, out, plumb_png_write, plumb_png_flush);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (unsigned y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * width * 4);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return 1;
}

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    char message[128];
} plumb_png_input;

static void plumb_png_read_error(png_structp png, png_const_charp message) {
    plumb_png_input *in = (plumb_png_input *)png_get_error_ptr(png);
    snprintf(in->message, sizeof in->message, "%s", message);
    png_longjmp(png, 1);
}

static void plumb_png_read(png_structp png, png_bytep bytes, size_t length) {
    plumb_png_input *in = (plumb_png_input *)png_get_io_ptr(png);
    if (length > in->size - in->offset) png_error(png, "unexpected end of file");
    memcpy(bytes, in->data + in->offset, length);
    in->offset += length;
}

/// The fast path for what Plumb itself writes (references and renders): an 8-bit,
/// non-interlaced RGB or RGBA PNG in sRGB (or with no colour-space chunk), read straight into
/// `rgba` (`width` × `height` × 4 bytes, alpha 255 for RGB) without zlib's Adler-32 check: the
/// pixels are compared anyway, and the check was a fifth of verifying a snapshot. Returns 1
/// for an RGB file, 2 for RGBA, 0 on an error (`in->message`), -1 when the file is another
/// kind (the caller uses
/// libpng's simplified API, which converts colour spaces). Call with `rgba` NULL first to
/// learn the size: it returns -2 with `*width` and `*height` set.
static inline int plumb_png_decode_rgba(plumb_png_input *in, unsigned char *rgba, unsigned *width,
                                        unsigned *height) {
    in->offset = 0;
    in->message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, in, plumb_png_read_error, plumb_png_warning);
    if (!png) return -1;
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    png_set_read_fn(png, in, plumb_png_read);
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(png, info);
    int depth = png_get_bit_depth(png, info), type = png_get_color_type(png, info);
    int plain = (type == PNG_COLOR_TYPE_RGB || type == PNG_COLOR_TYPE_RGB_ALPHA) && depth == 8
        && png_get_interlace_type(png, info) == PNG_INTERLACE_NONE && !png_get_valid(png, info, PNG_INFO_tRNS)
        && (png_get_valid(png, info, PNG_INFO_sRGB)
            || !png_get_valid(png, info, PNG_INFO_gAMA | PNG_INFO_iCCP | PNG_INFO_cHRM));
    if (!plain) {
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    *width = png_get_image_width(png, info);
    *height = png_get_image_height(png, info);
    if (!rgba) {
        png_destroy_read_struct(&png, &info, NULL);
        return -2;
    }
    if (type == PNG_COLOR_TYPE_RGB) png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    for (unsigned y = 0; y < *height; y++) png_read_row(png, rgba + (size_t)y * *width * 4, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return type == PNG_COLOR_TYPE_RGB ? 1 : 2;
}
