import FlowJSON

extension Spec {
    /// A timer still waiting when the trace ends: when it would go off and
    /// the event it would deliver.
    ///
    /// A trace's end is part of what it asserts. Timers due by the end (the
    /// last step, or `until`) are `fire` steps; every timer still pending
    /// after that is listed in the spec's `pending`, in the order they would
    /// go off, so deleting a trace's last `fire` step, or a machine that
    /// forgets to cancel a timer, fails the check.
    public struct PendingTimer: Hashable, Sendable {
        /// When it would go off, in seconds.
        public var at: Double
        /// The event it would deliver, in the spec's JSON vocabulary.
        public var event: JSONValue

        /// A pending timer due at `at` delivering `event`.
        public init(at: Double, event: JSONValue) {
            self.at = at
            self.event = event
        }

        /// The timer as it appears in a spec document.
        public var json: JSONValue {
            .object(["at": .number(at), "event": event])
        }
    }
}
