import FlowCore

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

extension SpecReader {
    static let pendingPath = JSONPath.root.appending("pending")

    /// The `pending` list: objects with `at` and `event`, in time order.
    static func pending(_ value: JSONValue?) throws(SpecFailure) -> [Spec.PendingTimer] {
        guard let value else { return [] }
        guard case .array(let elements) = value else {
            throw SpecFailure(path: pendingPath, reason: "expected an array, found \(value.kindDescription)")
        }
        var timers: [Spec.PendingTimer] = []
        for (index, element) in elements.enumerated() {
            let path = pendingPath.appending(index)
            let members = try object(element, at: path, allowed: ["at", "event"])
            guard let at = members["at"] else { throw SpecFailure(path: path.appending("at"), reason: "missing member \"at\"") }
            guard let event = members["event"] else { throw SpecFailure(path: path.appending("event"), reason: "missing member \"event\"") }
            let time = try time(at, at: path.appending("at"))
            if let last = timers.last, time < last.at {
                throw SpecFailure(
                    path: path.appending("at"),
                    reason: "pending timers out of time order: \(JSONWriter.format(time)) comes after \(JSONWriter.format(last.at))")
            }
            timers.append(Spec.PendingTimer(at: time, event: event))
        }
        return timers
    }
}
