import FlowCore

extension CodeEntry: ChaosTestable {
    private static let pieces = [
        "1", "2", "9", "0", "１", "٣", "a", "Z", "ｚ", "é", "e\u{301}", "😀", "1\u{FE0F}\u{20E3}", " ", "\n", "中", "#", "-", "٠١٢٣",
    ]

    @_spi(FlowTools) public static func chaosSample(using random: inout SplitMix64) -> CodeEntry {
        let alphabets: [CodeAlphabet] = [.digits, .alphanumeric(uppercased: true), .alphanumeric(uppercased: false), .characters(set: "AB12")]
        return (try? CodeEntry(length: random.int(in: 1...12), alphabet: random.element(of: alphabets)!, isSecure: random.chance(0.3)))
            ?? (try! CodeEntry())
    }

    @_spi(FlowTools) public func chaosEvent(in state: State, using random: inout SplitMix64) -> Event {
        // Now and then a hardware key, which stands for one of the other events.
        if random.chance(0.03) { return .keyPressed(random.element(of: KeyboardKey.allCases)!) }
        func text(_ count: Int) -> String { (0..<count).map { _ in random.element(of: Self.pieces)! }.joined() }
        switch random.int(in: 0...24) {
        case 0...11: return .typed(text: text(random.int(in: 0...2)))
        case 12...15: return .deletedBackward
        case 16, 17: return .pasted(text: text(random.int(in: 0...16)))
        case 18: return .clearRequested
        case 19: return .regenerateTapped
        case 20: return .errorMessageChanged(message: random.chance(0.5) ? "验证码错误" : "")
        case 21: return .cellTapped(index: random.int(in: -2...14))
        case 22: return random.chance(0.1) ? .closeTapped : .typed(text: "7")
        default: return .typed(text: text(1))
        }
    }

    @_spi(FlowTools) public func invariantViolation(_ step: ChaosStep<CodeEntry>) -> String? {
        let state = step.after
        if step.before.isClosed { return step.effects.isEmpty && state == step.before ? nil : "a closed entry reacted" }
        do { try validate(restored: state) } catch { return error.reason }
        let completions = step.effects.filter { if case .finish = $0 { true } else { false } }
        if completions.count > 1 { return "more than one completion for one event" }
        if let completion = completions.first, completion != .finish(code: state.code) || state.code.count != length {
            return "a completion without a full code"
        }
        if state.imageNonce < step.before.imageNonce { return "the image nonce went backwards" }
        if step.event == .deletedBackward, state.errorMessage != nil { return "a deletion kept the error message" }
        return nil
    }

    @_spi(FlowTools) public func chaosIsFinished(_ state: State) -> Bool { state.isClosed }
}

extension CodeEntry: Explorable {
    /// The entry has no phase member: its diagram groups states by whether
    /// the dialog is closed, the code complete, partly typed or empty, and
    /// an error shown.
    @_spi(FlowTools) public func phase(of state: State) -> String {
        if state.isClosed { return "closed" }
        let code = state.code.isEmpty ? "empty" : state.code.count >= length ? "complete" : "typing"
        return state.errorMessage == nil ? code : code + ", error"
    }

    /// A character the alphabet takes and one it refuses, a deletion, a
    /// whole code pasted and a paste with a refused character, clearing,
    /// a new picture, an error shown, the first and a missing cell tapped,
    /// the keys, and closing.
    @_spi(FlowTools) public func explorationEvents(in state: State) -> [Event] {
        let whole = String(repeating: "1", count: length)
        return [
            .typed(text: "1"), .typed(text: "中"), .deletedBackward, .pasted(text: whole), .pasted(text: "1中"), .clearRequested, .regenerateTapped,
            .errorMessageChanged(message: "验证码错误"), .cellTapped(index: 0), .cellTapped(index: length), .keyPressed(.enter), .keyPressed(.escape), .closeTapped,
        ]
    }

    /// Closing, and the escape key.
    @_spi(FlowTools) public func exitEvents(in state: State) -> [Event] { [.closeTapped, .keyPressed(.escape)] }

    /// The picture's nonce only grows: each new picture gets the next.
    @_spi(FlowTools) public func explorationProjection(of state: State) -> State {
        var state = state
        state.imageNonce = 0
        return state
    }
}
