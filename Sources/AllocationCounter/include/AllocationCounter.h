#ifndef FLOWBENCH_ALLOCATION_COUNTER_H
#define FLOWBENCH_ALLOCATION_COUNTER_H

#include <stdint.h>

/// Totals of heap allocations made by the whole process since the last reset.
typedef struct {
    uint64_t allocations;
    uint64_t bytes;
} AllocationTotals;

/// Clears the totals.
void allocation_counter_reset(void);

/// The totals since the last reset.
AllocationTotals allocation_counter_read(void);

/// Whether this process's allocator calls reach the counter (false when the
/// platform's linker did not let the interposed symbols win).
int allocation_counter_is_active(void);

#endif
