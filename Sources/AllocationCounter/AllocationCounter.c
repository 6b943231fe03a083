// Counts heap allocations by defining the C allocator's entry points in the
// executable. The dynamic linker resolves every library's malloc to these
// first, so Swift runtime allocations are counted too. Each wrapper forwards to
// glibc's own implementation through its __libc_* aliases, which avoids dlsym
// (dlsym itself allocates, which would recurse).

#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic uint64_t allocation_count;
static _Atomic uint64_t allocated_bytes;

static inline void record(size_t size) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocated_bytes, size, memory_order_relaxed);
}

void *malloc(size_t size) {
    record(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    record(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    record(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    record(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

void *memalign(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

void allocation_counter_reset(void) {
    atomic_store_explicit(&allocation_count, 0, memory_order_relaxed);
    atomic_store_explicit(&allocated_bytes, 0, memory_order_relaxed);
}

AllocationTotals allocation_counter_read(void) {
    AllocationTotals totals = {
        atomic_load_explicit(&allocation_count, memory_order_relaxed),
        atomic_load_explicit(&allocated_bytes, memory_order_relaxed),
    };
    return totals;
}

int allocation_counter_is_active(void) {
    uint64_t before = atomic_load_explicit(&allocation_count, memory_order_relaxed);
    void *volatile probe = malloc(1);
    free(probe);
    return atomic_load_explicit(&allocation_count, memory_order_relaxed) > before;
}
