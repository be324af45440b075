#ifndef STRATA_ALLOCATION_COUNTING_H
#define STRATA_ALLOCATION_COUNTING_H

#include <stdbool.h>
#include <stdint.h>

/// The heap allocations this process made so far (malloc, calloc, aligned allocations, and realloc of nothing),
/// counted by the allocation functions this target defines in place of the C library's, which they call.
uint64_t strata_allocation_count(void);

/// Whether the allocations are counted here: only with the GNU C library on Linux, whose allocator this target
/// can call under its own names.
bool strata_allocation_counting_is_active(void);

#endif
