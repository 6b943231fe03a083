import Testing

import FlowCore
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSpecs

/// The timer heap against a plain sorted list, under random operations.
@Suite struct TimerQueueTests {
    struct ModelTimer: Equatable {
        var id: String
        var due: Int64
        var sequence: UInt64
        var event: Int
    }

    /// With `nearWrap`, the queue's scheduling numbers start a few below
    /// their 32-bit end, so the run goes through a renumbering.
    @Test(arguments: [(4, false), (40, false), (400, false), (40, true)])
    func itAgreesWithASortedListUnderRandomOperations(idCount: Int, nearWrap: Bool) {
        var random = SplitMix64(seed: UInt64(idCount))
        var queue = TimerQueue<Int>()
        if nearWrap { queue.order.nextSequence = .max - 50 }
        var model: [ModelTimer] = []
        var sequence: UInt64 = 0
        let ids = (0..<idCount).map { "timer-\($0)" }
        for step in 0..<20_000 {
            let id = random.element(of: ids)!
            switch random.int(in: 0...9) {
            case 0...5:
                // Few distinct due times, so ties (broken by scheduling order) are common.
                let due = Int64(random.int(in: 0...20))
                queue.schedule(step, due: due, id: TimerID(id))
                model.removeAll { $0.id == id }
                model.append(ModelTimer(id: id, due: due, sequence: sequence, event: step))
                sequence += 1
            case 6, 7:
                queue.cancel(TimerID(id))
                model.removeAll { $0.id == id }
            default:
                model.sort { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
                guard let expected = model.first else {
                    #expect(queue.first == nil)
                    continue
                }
                let entry = queue.first!
                queue.removeFirst()
                model.removeFirst()
                #expect(entry.timer.id.rawValue == expected.id && entry.timer.due == expected.due && entry.event == expected.event, "step \(step)")
            }
            #expect(queue.count == model.count)
        }
        model.sort { ($0.due, $0.sequence) < ($1.due, $1.sequence) }
        #expect(queue.map { timer, _ in timer.id.rawValue } == model.map(\.id))
        #expect(queue.map { timer, event in "\(timer.due) \(event)" } == model.map { "\($0.due) \($0.event)" })
        if nearWrap { #expect(queue.order.nextSequence < 1_000_000, "renumbered") }
        // Slots are used again: never more events kept than timers pending at once.
        #expect(queue.events.count <= idCount)
        #expect(queue.events.compactMap { $0 }.count == model.count)
    }

    @Test func aScopedIdIsItsScopeSlashItsName() {
        #expect(TimerID("fade").scoped(in: "hud") == TimerID("hud/fade"))
        #expect(TimerID("fade").scoped(in: "hud").hashValue == TimerID("hud/fade").hashValue)
        #expect(TimerID("fade") != TimerID("hud/fade"))
    }
}
