// The test binary's allocation functions: each counts, then calls the GNU C library's own (`__libc_malloc` and
// its siblings), so an allocation budget reads what a piece of code allocated. Defined in the executable, they
// take the place of the library's for every caller, the Swift runtime included; `free` is the library's.
#include "AllocationCounting.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocations;

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (pointer == NULL) {
        count_one();
    }
    return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

uint64_t strata_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

bool strata_allocation_counting_is_active(void) {
    return true;
}

#else

uint64_t strata_allocation_count(void) {
    return 0;
}

bool strata_allocation_counting_is_active(void) {
    return false;
}

#endif
