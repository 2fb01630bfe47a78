// mimalloc for the plumb executable: linking it replaces malloc and free process-wide
// (its override build), which is all Plumb wants from it; nothing calls its API.
#include <mimalloc.h>
