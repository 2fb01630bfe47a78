// libpng's simplified API (png_image_*): errors come back as return codes, no setjmp needed.
#include <png.h>
