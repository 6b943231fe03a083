import Testing

@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowSpecFormat
@_spi(FlowTools) import FlowJSON

/// `jsonMatches(_:)`, which `flow check` compares a state with, says what
/// writing the state as far as the spec names it (`jsonValue(keeping:)`)
/// and comparing the two says, for every expectation made from the state
/// by one change anywhere in it.
@Suite struct JSONExpectedTests {
    static let tolerance = 1e-9

    /// Whether `value` holds `expected`, by comparing without writing.
    func compared<T: JSONEncodable>(_ value: T, _ expected: JSONValue) -> Bool {
        value.jsonMatches(JSONExpected(JSONTape(expected), at: 0, tolerance: Self.tolerance))
    }

    /// Whether `value` holds `expected`, by writing what it names and comparing that.
    func written<T: JSONEncodable>(_ value: T, _ expected: JSONValue) -> Bool {
        JSONComparison.firstDifference(expected: expected, actual: value.jsonValue(keeping: expected), at: .root, partial: true, tolerance: Self.tolerance) == nil
    }

    /// `value`, and the values one change away from it: a member left
    /// out, kept alone, set to null or changed inside, a member added, an
    /// element dropped or changed, a leaf changed.
    static func variants(_ value: JSONValue) -> [JSONValue] {
        var found = [value]
        switch value {
        case .object(let members):
            // (A member named with null that the value has no member of is
            // compared apart: only comparing can tell it from a nil one.)
            found += [.object(members.merging(["unknown": 1]) { $1 }), .object([:])]
            for (key, member) in members {
                var without = members
                without[key] = nil
                var nulled = members
                nulled[key] = .null
                found += [.object([key: member]), .object(without), .object(nulled)]
                for variant in variants(member).dropFirst() {
                    var changed = members
                    changed[key] = variant
                    found += [.object(changed), .object([key: variant])]
                }
            }
        case .array(let elements):
            found.append(.array(elements.dropLast()))
            for (index, element) in elements.enumerated() {
                for variant in variants(element).dropFirst() {
                    var changed = elements
                    changed[index] = variant
                    found.append(.array(changed))
                }
            }
        case .number(let number):
            found += [.number(number + 1), .number(number + 1e-12), .string("NaN")]
        case .string(let text):
            found += [.string(text + "x"), .null, .object([text: .null])]
        case .bool(let flag):
            found += [.bool(!flag), .null]
        case .null:
            found += [.number(0), .object([:])]
        }
        return found
    }

    /// Both ways agree on every variant of `value`'s form, and the variants
    /// hold both outcomes.
    func expectAgreement<T: JSONEncodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) {
        var outcomes: [Bool: Int] = [:]
        for expected in Self.variants(value.jsonValue) {
            let verdict = written(value, expected)
            #expect(compared(value, expected) == verdict, "\(JSONWriter.compact(expected))", sourceLocation: sourceLocation)
            outcomes[verdict, default: 0] += 1
        }
        #expect(outcomes[true, default: 0] > 0 && outcomes[false, default: 0] > 0, sourceLocation: sourceLocation)
    }

    /// A name the state has no member of is no match even with `null`,
    /// which would match a nil member: a misspelled optional member
    /// (`keyboardX` for `keyboard`) must not pass. Writing what the spec
    /// names cannot tell the two apart (a nil member is left out), so
    /// comparing, which `flow check` does first, decides.
    @Test func aNullNamingNoMemberIsNoMatch() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定退出吗？", buttons: ["取消", "确定"]))
        let state = stateAfter(.showRequested(screen: LayoutSize(width: 375, height: 667), safeArea: Insets()), in: alert)
        #expect(state.environment.keyboard == nil)
        #expect(compared(state, ["environment": ["keyboard": .null]]))
        #expect(!compared(state, ["environment": ["keyboardX": .null]]))
        #expect(!compared(state, ["measurementsX": .null]))
        #expect(compared(state, ["selectedButton": .null]))
        #expect(!compared(state, ["phase": .null]))
        // The written form cannot see it: what the player's second comparison says.
        #expect(written(state, ["environment": ["keyboardX": .null]]))
    }

    @Test func anInputAlertTyping() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"]))
        let state = stateAfter(
            .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)),
            .keyboardChanged(frame: LayoutRect(x: 0, y: 476, width: 375, height: 336)),
            .edited(input: .replaced(location: 0, length: 0, with: "好a")),
            in: alert)
        expectAgreement(state)
        expectAgreement(state.layout)
        expectAgreement(state.input)
    }

    @Test func aLoadedPuzzle() throws {
        let dialog = try CaptchaDialog(kind: .blockPuzzle)
        expectAgreement(stateAfter(.openRequested(), in: dialog))
    }

    @Test func coachMarks() throws {
        let item = CoachMarkItem(shape: .circle(center: LayoutPoint(x: 100, y: 200), radius: 20), tip: .init(text: "点这里"))
        let marks = try CoachMarks(
            screens: [CoachMarkScreen(id: "home", items: [item])], environment: CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 667)))
        expectAgreement(stateAfter(.startRequested(alreadyShown: []), in: marks))
    }

    /// An element of an array is compared whole: one enum case (a
    /// one-member object) does not match another there, though a member
    /// named as null matches one left out elsewhere.
    @Test func anArrayElementIsComparedWhole() {
        let value: JSONValue = .object(["phase": .object(["loading": 1]), "list": .array([.object(["loading": 1])])])
        #expect(compared(value, .object(["phase": .object(["ready": .null])])))
        #expect(!compared(value, .object(["list": .array([.object(["ready": .null])])])))
        expectAgreement(value)
    }

    /// Strings compare as Swift compares them: a long text byte for byte
    /// first, and one written in another normal form still equal.
    @Test func stringsAreEqualByBytesOrCanonically() {
        let composed = String(repeating: "长文本é", count: 40)
        let decomposed = String(repeating: "长文本e\u{301}", count: 40)
        #expect(composed.utf8.count != decomposed.utf8.count)
        #expect(JSONValue.stringsEqual(composed, decomposed))
        #expect(JSONValue.stringsEqual(composed, String(repeating: "长文本é", count: 40)))
        #expect(!JSONValue.stringsEqual(composed, String(composed.dropLast()) + "e"))
        #expect(!JSONValue.stringsEqual(composed + "x", composed + "y"))
        #expect(JSONValue.stringsEqual("short", "short") && !JSONValue.stringsEqual("short", "shorT"))
        #expect(compared(JSONValue.string(decomposed), .string(composed)))
    }

    /// Numbers follow the spec rule: whole numbers exactly, others within the tolerance.
    @Test func numbersWithinTheTolerance() {
        let frame = LayoutRect(x: 0.1 + 0.2, y: 3, width: 4, height: 5)
        #expect(compared(frame, .object(["x": 0.3])))
        #expect(!compared(frame, .object(["y": 3.5])))
        #expect(!compared(frame, .object(["y": 4])))
        #expect(!compared(frame, .number(3)))
    }
}
