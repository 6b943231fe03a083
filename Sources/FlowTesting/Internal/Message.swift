import FlowCore
import FlowSpecs

/// The failure messages: a sentence saying what went wrong, a blank line,
/// the evidence, and where there is one, what to do about it.
enum Message {
    static func state(step: String, expected: Any, actual: Any) -> String {
        "The state after \(step) is not the expected one \(JSONDiff.legend):\n\n"
            + Rendering.diff(expected: expected, actual: actual)
    }

    static func noChange(step: String) -> String {
        "Expected the state to change after \(step), but it did not, and the closure changed nothing either.\n\n"
            + "If no change is expected, leave the closure out."
    }

    static func effects(step: String, expected: [Any], actual: [Any]) -> String {
        "The effects of \(step) are not the expected ones \(JSONDiff.legend):\n\n"
            + Rendering.diff(expectedElements: expected, actualElements: actual)
    }

    static func otherEvent(step: String, expected: Any, actual: Any) -> String {
        "\(step.prefix(1).uppercased() + step.dropFirst()) delivered another event \(JSONDiff.legend):\n\n"
            + "  − \(Rendering.inline(expected))\n  + \(Rendering.inline(actual))"
    }

    static func nothingFired<Event>(expected: Event, pending: [Runner<some Machine>.PendingTimer], now: Double) -> String {
        var text = "Expected a timer to deliver \(Rendering.inline(expected)), but no timer has fired since the last one received."
        if let next = pending.first {
            text += "\n\n" + pendingList(pending)
            text += "\n\nMove the clock first: advance(by: \(JSONWriter.format(next.due - now))) fires the earliest."
        }
        return text
    }

    static func unreceived<M: Machine>(_ firings: [Runner<M>.Firing], before what: String) -> String {
        let count = firings.count == 1 ? "1 timer fired and was" : "\(firings.count) timers fired and were"
        let list = firings.prefix(10).map { "  \(Rendering.seconds($0.time))  \"\($0.id)\": \(Rendering.inline($0.event))" }
        let more = firings.count > 10 ? ["  … and \(firings.count - 10) more"] : []
        return "\(count) not asserted before \(what):\n\n" + (list + more).joined(separator: "\n")
            + "\n\nAssert each with receive(_:effects:), or skip them with skipReceivedTimers(), or set exhaustivity = .off."
    }

    static func pendingTimers<M: Machine>(_ pending: [Runner<M>.PendingTimer], now: Double) -> String {
        let count = pending.count == 1 ? "1 timer is" : "\(pending.count) timers are"
        return "\(count) still pending at \(Rendering.seconds(now)):\n\n" + pendingList(pending)
            + "\n\nFire them with advance(by:) and assert them with receive(_:effects:), or set exhaustivity = .off."
    }

    private static func pendingList<M: Machine>(_ pending: [Runner<M>.PendingTimer]) -> String {
        let list = pending.prefix(10).map { "  due \(Rendering.seconds($0.due))  \"\($0.id)\": \(Rendering.inline($0.event))" }
        let more = pending.count > 10 ? ["  … and \(pending.count - 10) more"] : []
        return (list + more).joined(separator: "\n")
    }
}
