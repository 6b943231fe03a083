// The queue's configuration is coded by hand (`- JSON: custom`): `kinds`
// may also be the string "seed", naming `PopupKind.seedKinds`, a form the
// generator has no directive for. Everything else of the queue's is
// generated (PopupQueue+JSON.swift).

@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) import FlowPopupQueue

extension PopupQueue: JSONMachine {
    /// Configuration: `kinds` (each `{"id", "priority", "isBlocking"?,
    /// "rules"?}`, or `"seed"` for `PopupKind.seedKinds`; default `"seed"`),
    /// optionally `preemption` (`"wait"`) and `gap` (0.5).
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("kinds preemption gap")
        let kinds: [PopupKind] =
            if case .string("seed")? = c.values["kinds"] { PopupKind.seedKinds } else { try c.read("kinds", default: PopupKind.seedKinds) }
        let preemption = try c.read("preemption", default: Preemption.wait)
        let gap = try c.read("gap", default: 0.5, schemaBounds: Bounds.duration)
        self = try JSONDecodingError.validating { () throws(PopupQueueError) in try PopupQueue(kinds: kinds, preemption: preemption, gap: gap) }
    }

    /// The configuration, leaving out what is the default.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("kinds", kinds, unlessEqualTo: PopupKind.seedKinds)
        c.set("preemption", preemption, unlessEqualTo: .wait)
        c.set("gap", gap, unlessEqualTo: 0.5)
        return .members(c)
    }
}

#if !hasFeature(Embedded)
extension PopupQueue: CodableThroughJSON {}
#endif
