import FlowCore

extension GIFPlayer: ChaosTestable {
    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> GIFPlayer {
        let count = random.int(in: 1...60)
        let info = GIFInfo.sample(delays: (0..<count).map { _ in Double(random.int(in: 0...150)) / 100 }, plays: random.element(of: [nil, 1, 2, 3])!)
        return GIFPlayer(info: info, policy: random.chance(0.5) ? .seed : .browser)
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        random.element(of: [.startRequested, .startRequested, .stopRequested, .frameDue])!
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<GIFPlayer>) -> String? {
        if !timing.delays.indices.contains(step.after.frame) { return "frame \(step.after.frame) out of range" }
        if let plays = timing.plays, step.after.completedPlays > plays { return "played more often than the loop count allows" }
        if step.after.isPlaying, timing.isStill { return "a still image is playing" }
        return nil
    }
}
extension GIFInfo {
    /// An info with the given delays (for samples and tests).
    static func sample(delays: [Double], plays: Int?) -> GIFInfo {
        var info = try! GIFInfo(bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 0, 0x3B])
        info.delays = delays
        info.plays = plays
        return info
    }
}

extension GIFPlayer: Explorable {
    /// The player has no phase member: its diagram groups states by
    /// whether it plays.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        state.isPlaying ? "playing" : "stopped"
    }

    /// Starting, stopping, and a frame's timer sent early.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] { [.startRequested, .stopRequested, .frameDue] }
}
