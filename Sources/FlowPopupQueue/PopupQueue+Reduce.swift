extension PopupQueue {
    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .recordLoaded(let record):
            // Kept by the host, and maybe damaged there: times no clock gave go.
            state.record = PopupRecord(showings: record.showings.mapValues { $0.filter { $0.isFinite }.sorted() })
        case .offered(let id, let now):
            advanceClock(&state, to: now)
            offer(&state, id: id, into: &commands)
        case .preconditionAnswered(let id, let allowed):
            guard let index = state.askedPreconditions.firstIndex(of: id) else { return }
            state.askedPreconditions.remove(at: index)
            guard allowed else {
                commands.append(.effect(.notifyRefused(id: id, reason: .preconditionUnmet)))
                return
            }
            guard let kind = kind(id) else { return }
            enqueue(&state, kind, isReturned: false)
            arbitrate(&state, into: &commands)
        case .dismissed(let id, let now):
            advanceClock(&state, to: now)
            guard state.showing == id, kind(id)?.isBlocking == false else { return }
            state.showing = nil
            startGap(&state, into: &commands)
        case .suspended:
            guard !state.isSuspended else { return }
            state.isSuspended = true
            guard let showing = state.showing, kind(showing)?.isBlocking == false else { return }
            withdraw(&state, showing, into: &commands)
        case .resumed(let now):
            advanceClock(&state, to: now)
            guard state.isSuspended else { return }
            state.isSuspended = false
            if state.showing == nil { startGap(&state, into: &commands) }
        case .gapEnded:
            guard let end = state.gapEndsAt else { return }
            state.gapEndsAt = nil
            advanceClock(&state, to: end)
            arbitrate(&state, into: &commands)
        }
    }

    /// Time never runs backwards: an earlier or non-finite time counts as no time passing.
    private func advanceClock(_ state: inout State, to now: Double) {
        if now.isFinite, now > state.now { state.now = now }
    }

    package func kind(_ id: String) -> PopupKind? { positions[id].map { kinds[$0] } }

    private func offer(_ state: inout State, id: String, into commands: inout MachineCommands<Event, Effect>) {
        guard let kind = kind(id) else {
            commands.append(.effect(.notifyRefused(id: id, reason: .unknown)))
            return
        }
        // Duplicates merge with the one already on screen, waiting, or being asked about.
        if state.showing == id || state.waiting.contains(where: { $0.id == id }) || state.askedPreconditions.contains(id) { return }
        if let refusal = kind.rules.refusal(showings: state.record.showings[id] ?? [], now: state.now) {
            commands.append(.effect(.notifyRefused(id: id, reason: refusal)))
            return
        }
        if let condition = kind.rules.precondition {
            state.askedPreconditions.append(id)
            commands.append(.effect(.askPrecondition(id: id, condition: condition)))
            return
        }
        enqueue(&state, kind, isReturned: false)
        arbitrate(&state, into: &commands)
    }

    private func enqueue(_ state: inout State, _ kind: PopupKind, isReturned: Bool) {
        state.waiting.append(
            Waiting(id: kind.id, priority: kind.priority, isBlocking: kind.isBlocking, sequence: state.nextSequence, isReturned: isReturned))
        state.nextSequence.increment()
    }

    /// The waiting popup that goes next: the one of highest rank.
    func nextWaiting(in state: State) -> Int? {
        guard var best = state.waiting.indices.first else { return nil }
        var bestRank = state.waiting[best].rank
        for index in state.waiting.indices.dropFirst() {
            let rank = state.waiting[index].rank
            if rank > bestRank {
                best = index
                bestRank = rank
            }
        }
        return best
    }

    private func arbitrate(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        guard !state.isSuspended, let next = nextWaiting(in: state) else { return }
        let candidate = state.waiting[next]
        if let showing = state.showing {
            guard let current = kind(showing), !current.isBlocking else { return }
            let takesOver = candidate.isBlocking || (preemption == .preempt && candidate.priority > current.priority)
            guard takesOver else { return }
            // Withdrawing appends, so `next` still points at the candidate.
            withdraw(&state, showing, into: &commands)
            present(&state, at: next, into: &commands)
            return
        }
        // A forced update does not wait for the gap.
        guard state.gapEndsAt == nil || candidate.isBlocking else { return }
        if state.gapEndsAt != nil {
            state.gapEndsAt = nil
            commands.append(.cancel(id: Self.gapTimer))
        }
        present(&state, at: next, into: &commands)
    }

    private func present(_ state: inout State, at index: Int, into commands: inout MachineCommands<Event, Effect>) {
        let waiting = state.waiting.remove(at: index)
        state.showing = waiting.id
        commands.append(.effect(.present(id: waiting.id, target: .rootWindow)))
        // A popup coming back after preemption was already counted when it first showed.
        guard !waiting.isReturned else { return }
        state.record.showings[waiting.id, default: []].append(state.now)
        prune(&state.record, keeping: waiting.id)
        commands.append(.effect(.persist(record: state.record)))
    }

    /// Takes the popup on screen down and puts it back at the head of the queue.
    private func withdraw(_ state: inout State, _ id: String, into commands: inout MachineCommands<Event, Effect>) {
        state.showing = nil
        if let kind = kind(id) { enqueue(&state, kind, isReturned: true) }
        commands.append(.effect(.dismiss(id: id)))
    }

    private func startGap(_ state: inout State, into commands: inout MachineCommands<Event, Effect>) {
        guard !state.isSuspended else { return }
        guard gap > 0 else {
            arbitrate(&state, into: &commands)
            return
        }
        state.gapEndsAt = state.now + gap
        commands.append(.schedule(.gapEnded, after: gap, id: Self.gapTimer))
    }

    /// Keeps only the showings the rules can still need: those inside the
    /// longest quota window, and always the latest (for once-ever and cooldowns).
    private func prune(_ record: inout PopupRecord, keeping id: String) {
        guard var times = record.showings[id], times.count > 1 else { return }
        let window = (kind(id)?.rules.quota?.days ?? 0) * 86_400
        let latest = times.last!
        times = times.filter { latest - $0 < window }
        if times.last != latest { times.append(latest) }
        record.showings[id] = times
    }
}
