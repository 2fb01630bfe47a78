// FriBidi: paragraph embedding levels (UAX #9).
#include <fribidi.h>
