import Testing

import FlowCore
import FlowTesting

@Suite struct PictureCodeFlowTests {
    @Test func theLastDigitRequestsTheSMSCodeAndTypingWaitsForTheAnswer() {
        let test = TestRunner(PictureCodeFlow())
        test.exhaustivity = .partialState
        test.send(.openRequested(phone: "13800138000"), effects: [.entry(effect: .reloadImage(nonce: 1))]) { $0.phase = .entering }  // the seed loads the picture as it opens
        for digit in ["1", "2", "3"] { test.send(.entry(event: .typed(text: digit))) }
        test.send(.entry(event: .typed(text: "4")), effects: [.entry(effect: .finish(code: "1234")), .requestSMS(phone: "13800138000", pictureCode: "1234")]) {
            $0.phase = .requesting
        }
        test.send(.entry(event: .deletedBackward)) { $0.entry.code = "1234" }  // typing waits
        // X15 (article 002, bullet 2): the message shows; the cells and the picture stay.
        test.send(.smsFailed(message: "錯誤"), effects: [.entry(effect: .announce(text: "錯誤"))]) {
            $0.entry.code = "1234"
            $0.entry.errorMessage = "錯誤"
            $0.phase = .entering
        }
    }

    @Test func clearAndReloadEmptiesTheCellsForANewPicture() {
        let flow = PictureCodeFlow(onRefusal: .clearAndReload)
        let test = TestRunner(flow, state: stateAfter(.openRequested(phone: "13800138000"), .entry(event: .pasted(text: "1234")), in: flow))
        test.exhaustivity = .partialState
        test.send(.smsFailed(message: "錯誤"), effects: [.entry(effect: .announce(text: "錯誤")), .entry(effect: .reloadImage(nonce: 2))]) {
            $0.entry.code = ""
            $0.entry.errorMessage = "錯誤"
            $0.phase = .entering
        }
    }
}
