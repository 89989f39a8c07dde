// The module's one function is inline, in include/CassowaryPrefetch.h; SwiftPM needs a source
// file to build a C target.
#include "CassowaryPrefetch.h"
