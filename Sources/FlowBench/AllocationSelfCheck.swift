import AllocationCounter

/// A workload of known allocations, to compare the counter with an outside
/// count: valgrind's "total heap usage" for `--alloc-check 2000` minus that
/// for `--alloc-check 1000` should equal the counter's difference.
enum AllocationSelfCheck {
    static func run(count: Int) {
        allocation_counter_reset()
        var keep = 0
        for index in 0..<count {
            let buffer = [UInt8](repeating: UInt8(truncatingIfNeeded: index), count: 100)
            keep &+= Int(buffer[index % 100])
        }
        let totals = allocation_counter_read()
        print("allocations \(totals.allocations) bytes \(totals.bytes) (checksum \(keep))")
    }
}
