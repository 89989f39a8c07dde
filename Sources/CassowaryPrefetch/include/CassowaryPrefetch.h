// A hint to the processor: start bringing a line of memory into the cache, without waiting for
// it. Swift has no spelling for it; clang's builtin compiles to the target's prefetch
// instruction (PREFETCHT2 on x86-64, PRFM PLDL3KEEP on arm64) or to nothing.

#ifndef CASSOWARY_PREFETCH_H
#define CASSOWARY_PREFETCH_H

/// Asks for the line holding `address` to be read into the outer levels of the cache (a read,
/// low temporal locality: it should not push the data being worked on out of the first level).
/// Never faults, whatever the address.
static inline void cassowary_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 1);
}

#endif
