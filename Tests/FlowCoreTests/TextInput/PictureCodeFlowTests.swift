import Testing

import FlowCore

@Suite struct PictureCodeFlowTests {
    @Test func theLastDigitRequestsTheSMSCodeAndTypingWaitsForTheAnswer() {
        var runner = Runner(PictureCodeFlow())
        _ = runner.send(.openRequested(phone: "13800138000"))
        for digit in ["1", "2", "3"] { #expect(runner.send(.entry(event: .typed(text: digit))).isEmpty) }
        #expect(runner.send(.entry(event: .typed(text: "4"))).last == .requestSMS(phone: "13800138000", pictureCode: "1234"))
        #expect(runner.send(.entry(event: .deletedBackward)).isEmpty && runner.state.entry.code == "1234", "typing waits")
        // X15 (article 002, bullet 2): the message shows; the cells and the picture stay.
        let refused = runner.send(.smsFailed(message: "錯誤"))
        #expect(refused == [.entry(effect: .announce(text: "錯誤"))])
        #expect(runner.state.entry.code == "1234" && runner.state.entry.errorMessage == "錯誤" && runner.state.phase == .entering)
    }

    @Test func clearAndReloadEmptiesTheCellsForANewPicture() {
        var runner = Runner(PictureCodeFlow(onRefusal: .clearAndReload))
        _ = runner.send(.openRequested(phone: "13800138000"))
        _ = runner.send(.entry(event: .pasted(text: "1234")))
        let refused = runner.send(.smsFailed(message: "錯誤"))
        #expect(refused == [.entry(effect: .announce(text: "錯誤")), .entry(effect: .reloadImage(nonce: 2))])
        #expect(runner.state.entry.code.isEmpty && runner.state.entry.errorMessage == "錯誤" && runner.state.phase == .entering)
    }
}
