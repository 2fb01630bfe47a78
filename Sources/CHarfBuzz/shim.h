// HarfBuzz with its FreeType bridge (hb_ft_font_create_referenced).
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
