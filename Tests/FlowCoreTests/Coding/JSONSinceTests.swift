import Testing

@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowTesting
@_spi(FlowTools) import FlowJSON

/// `jsonValue(since:written:)`, which a trace page writes each step's state
/// with, writes what `jsonValue` writes, whatever earlier state it is given.
@Suite struct JSONSinceTests {
    /// Every state of `states` written since every other equals it written whole.
    func expectSameForm<T: JSONEncodable>(_ states: [T], sourceLocation: SourceLocation = #_sourceLocation) {
        for new in states {
            for old in states {
                #expect(new.jsonValue(since: old, written: old.jsonValue) == new.jsonValue, sourceLocation: sourceLocation)
            }
        }
        // A written form that is not the earlier value's object is not relied on.
        for new in states { #expect(new.jsonValue(since: states[0], written: .null) == new.jsonValue, sourceLocation: sourceLocation) }
    }

    /// The state after each of `events`, in turn.
    func states<M: Machine>(after events: [M.Event], in machine: M) -> [M.State] {
        let test = TestRunner(machine)
        test.exhaustivity = .off
        return events.map { event in
            test.send(event)
            return test.state
        }
    }

    @Test func anInputAlertTyping() throws {
        let alert = try AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"]))
        let events: [AlertDialog.Event] = [
            .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)),
            .keyboardChanged(frame: LayoutRect(x: 0, y: 476, width: 375, height: 336)),
            .edited(input: .replaced(location: 0, length: 0, with: "好a")),
            .keyboardHidden,
            .buttonTapped(index: 1),
        ]
        let states = states(after: events, in: alert)
        #expect(Set(states.map(\.jsonValue)).count == states.count)
        expectSameForm(states)
        expectSameForm(states.map(\.layout))
    }

    @Test func aPuzzleDragged() throws {
        let dialog = try CaptchaDialog(kind: .blockPuzzle)
        let data: JSONValue = .object([
            "token": "t", "originalImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 310, height: 155))),
            "jigsawImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 47, height: 155))),
        ])
        let events: [CaptchaDialog.Event] = [
            .openRequested(), .responseReceived(request: 1, body: .json(.object(["errcode": 0, "data": data]))),
            .dragBegan, .dragMoved(translation: 40), .dragEnded(translation: 40),
        ]
        let states = states(after: events, in: dialog)
        #expect(Set(states.map(\.jsonValue)).count == states.count)
        expectSameForm(states)
    }
}
