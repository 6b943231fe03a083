/// The virtual clock's units and range: seconds in the API, whole
/// nanoseconds inside, from 0 to `end`.
///
/// Every time and delay is brought into that range: NaN and negatives count
/// as 0, anything past `end` as `end`, and a timer's due time is the clock
/// plus its delay, saturated at `end`. So every timer with a finite delay is
/// due at or before `end`, and `advance(to: .infinity)` (which moves the
/// clock to `end`) fires them all: none becomes unreachable. Only an infinite
/// delay means "never".
public enum VirtualTime: Sendable {
    /// The last instant the clock can show: 2^62 ns, about 146 years. (A
    /// constant, not a stored global, which each use would check was set.)
    @inlinable public static var endNanoseconds: Int64 { 1 << 62 }
    /// `endNanoseconds` in seconds.
    public static var end: Double { seconds(endNanoseconds) }

    /// Nanoseconds for a time or delay in seconds, in `0...endNanoseconds`.
    /// Called, not inlined: the web module held a copy in each machine's
    /// runner, for a multiplication the call costs next to nothing against.
    @inline(never)
    public static func nanoseconds(_ seconds: Double) -> Int64 {
        guard seconds > 0 else { return 0 }
        let scaled = (seconds * 1e9).rounded()
        return scaled < Double(endNanoseconds) ? Int64(scaled) : endNanoseconds
    }

    /// Seconds for nanoseconds.
    @inlinable
    public static func seconds(_ nanoseconds: Int64) -> Double {
        Double(nanoseconds) / 1e9
    }

    /// `time` plus `delay`, saturated at the end of time.
    @inlinable
    static func adding(_ delay: Int64, to time: Int64) -> Int64 {
        min(time + delay, endNanoseconds)
    }
}
