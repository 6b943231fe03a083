import FlowCore

extension PopupQueue: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> PopupQueue {
        let kinds = [
            PopupKind(id: "forcedUpdate", priority: 1000, isBlocking: true),
            PopupKind(id: "coachMarks", priority: 100, rules: PopupRules(onceEver: true)),
            PopupKind(id: "gift", priority: 50, rules: PopupRules(cooldownHours: 72)),
            PopupKind(id: "notifications", priority: 40, rules: PopupRules(onceEver: true, precondition: "notDetermined")),
            PopupKind(id: "rating", priority: 10, rules: PopupRules(quota: .init(count: 3, days: 365))),
            PopupKind(id: "banner", priority: 50),
        ]
        let chosen = kinds.filter { $0.id != "forcedUpdate" || random.chance(0.3) }
        return (try? PopupQueue(kinds: chosen, preemption: random.chance(0.5) ? .wait : .preempt, gap: random.element(of: [0, 0.5])!))
            ?? (try! PopupQueue(kinds: []))
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        let ids = kinds.map(\.id) + ["unknown"]
        let now = state.now + random.element(of: [0, 1, 3600, 86_400 * 2, 86_400 * 40, -500, .nan])!
        switch random.int(in: 0...10) {
        case 10:
            // A record handed back at launch: none, or showings of one kind (now, an hour ago, and times no clock reads).
            let times = [now, now - 3600, .nan, -.infinity].filter { _ in random.chance(0.5) }
            return .recordLoaded(record: random.chance(0.3) ? PopupRecord() : PopupRecord(showings: [random.element(of: ids)!: times]))
        case 0...3: return .offered(id: random.element(of: ids)!, now: now)
        case 4: return .preconditionAnswered(id: random.element(of: ids)!, allowed: random.chance(0.6))
        case 5, 6: return .dismissed(id: state.showing ?? random.element(of: ids)!, now: now)
        case 7: return .suspended
        case 8: return .resumed(now: now)
        default: return .gapEnded
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<PopupQueue>) -> String? {
        let before = step.before
        let state = step.after
        if state.now < before.now { return "time ran backwards" }
        // Checked after every step of a replay too: no list is made of what was presented, or of what is in play.
        var presented: String?
        for case .present(let id, _) in step.effects {
            if presented != nil { return "two popups presented at once" }
            presented = id
        }
        if let id = presented, state.showing != id { return "presented \(id) but shows \(state.showing ?? "nothing")" }
        if let showing = before.showing, kind(showing)?.isBlocking == true, state.showing != showing { return "a forced update went away" }
        if state.isSuspended, presented != nil { return "a popup showed while suspended" }
        do { try validate(restored: state) } catch { return error.reason }
        func isInPlay(_ id: String) -> Bool {
            state.showing == id || state.waiting.contains { $0.id == id } || state.askedPreconditions.contains(id)
        }
        // Nothing is lost: whatever was waiting or on screen still is, unless it was presented or dismissed.
        for waiting in before.waiting where !isInPlay(waiting.id) { return "\(waiting.id) was lost from the queue" }
        if let showing = before.showing, !isInPlay(showing), !isDismissal(step.event, of: showing) {
            return "\(showing) vanished from the screen"
        }
        return nil
    }

    private func isDismissal(_ event: Event, of id: String) -> Bool {
        if case .dismissed(let dismissed, _) = event { return dismissed == id }
        return false
    }
}

extension PopupQueue: Explorable {
    /// Every kind offered now, and an unknown one; preconditions answered
    /// both ways; the popup on screen dismissed; the queue suspended and
    /// resumed; the gap's end sent early. Time stands still: "now" is the
    /// state's, so every rule is tried at one instant.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        var events = (kinds.map(\.id) + ["unknown"]).map { Event.offered(id: $0, now: state.now) }
        events += state.askedPreconditions.flatMap { id in [true, false].map { Event.preconditionAnswered(id: id, allowed: $0) } }
        if let showing = state.showing { events.append(.dismissed(id: showing, now: state.now)) }
        events += [.suspended, .resumed(now: state.now), .gapEnded]
        return events
    }

    /// Dismissing what shows, resuming, and the preconditions answered.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] {
        (state.showing.map { [Event.dismissed(id: $0, now: state.now)] } ?? []) + [.resumed(now: state.now)]
            + state.askedPreconditions.map { Event.preconditionAnswered(id: $0, allowed: false) }
    }

    /// Nothing on screen and nothing waiting, or a blocking popup (a forced
    /// update) on screen: it stays by design, and nothing may come after it.
    @_spi(FlowTools) public func isResting(_ state: State) -> Bool {
        if let showing = state.showing, kind(showing)?.isBlocking == true { return true }
        return state.showing == nil && state.waiting.isEmpty
    }

    /// The queue has no phase member: its diagram groups states by what it
    /// is doing: showing a popup, suspended, waiting for the gap after one,
    /// holding offers, or idle.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        if state.showing != nil { return "showing" }
        if state.isSuspended { return "suspended" }
        if state.gapEndsAt != nil { return "gap" }
        return state.waiting.isEmpty ? "idle" : "waiting"
    }

    /// Arrival numbers made relative: only their order matters.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        let base = state.waiting.map(\.sequence).min() ?? state.nextSequence
        for index in state.waiting.indices { state.waiting[index].sequence -= base }
        state.nextSequence -= base
        return state
    }
}
