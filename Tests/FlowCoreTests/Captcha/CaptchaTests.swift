import FlowTesting
import Testing

import FlowCore
@testable import FlowCaptcha
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSpecs

@Suite struct ImageHeaderTests {
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        func bytes(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bytes(13) + Array("IHDR".utf8) + bytes(width) + bytes(height) + [8, 6, 0, 0, 0]
    }

    /// A JPEG with an APP0 segment, fill bytes and a restart marker before its SOF2 frame header.
    static func jpeg(width: UInt16, height: UInt16, frameMarker: UInt8 = 0xC2) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14) + [0xFF, 0xFF, 0xD0]
            + [0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00]
            + [0xFF, frameMarker, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 0x03]
    }

    @Test func readsPNGAndJPEGSizes() throws {
        #expect(try ImageHeader.size(of: Self.png(width: 47, height: 155)) == LayoutSize(width: 47, height: 155))
        #expect(try ImageHeader.size(of: Self.png(width: 70_000, height: 1)) == LayoutSize(width: 70_000, height: 1))
        #expect(try ImageHeader.size(of: Self.jpeg(width: 310, height: 155)) == LayoutSize(width: 310, height: 155))
        #expect(try ImageHeader.size(of: Self.jpeg(width: 640, height: 480, frameMarker: 0xC0)) == LayoutSize(width: 640, height: 480))
    }

    static func gif(width: UInt16, height: UInt16) -> [UInt8] {
        Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0x80, 0, 0] + Array(repeating: 0, count: 6) + [0x3B]
    }

    /// A WebP file's RIFF header and its first chunk's start: `chunk` and the bytes after its size.
    static func webP(_ chunk: String, _ body: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + [0x40, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [UInt8(body.count), 0, 0, 0] + body
    }

    /// The seed's fourth reader (issue 68): a GIF or WebP piece is measured,
    /// as a PNG or JPEG is (a 60 × 155 GIF was moved as if 47 wide).
    @Test func readsGIFAndWebPSizes() throws {
        #expect(try ImageHeader.size(of: Self.gif(width: 60, height: 155)) == LayoutSize(width: 60, height: 155))
        // Lossy: a frame tag (3 bytes), the start code 9D 01 2A, 14-bit width and height.
        let lossy = Self.webP("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 60, 0, 155, 0])
        #expect(try ImageHeader.size(of: lossy) == LayoutSize(width: 60, height: 155))
        // Lossless: the signature 2F, then width − 1 and height − 1 in 14 bits each.
        let bits: UInt32 = (60 - 1) | (155 - 1) << 14
        let lossless = Self.webP("VP8L", [0x2F, UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)])
        #expect(try ImageHeader.size(of: lossless) == LayoutSize(width: 60, height: 155))
        // Extended: flags and reserved (4 bytes), then canvas width − 1 and height − 1 in 24 bits each.
        let extended = Self.webP("VP8X", [0, 0, 0, 0, 59, 0, 0, 154, 0, 0])
        #expect(try ImageHeader.size(of: extended) == LayoutSize(width: 60, height: 155))
        for header in [Self.gif(width: 60, height: 155), lossy, lossless, extended] {
            for length in 0..<min(header.count, 30) where length < 10 || length < header.count - 1 {
                _ = try? ImageHeader.size(of: Array(header.prefix(length)))  // never past the end
            }
        }
    }

    /// A piece whose size cannot be read is refused: its width sets how
    /// far it moves, and a guessed one would send another x.
    @Test func aPieceOfNoKnownFormatIsRefused() throws {
        let body: JSONValue = [
            "token": "t", "originalImageBase64": "iVBORw0KGgoAAAANSUhEUgAAATYAAACb", "secretKey": "",
            "jigsawImageBase64": .string(Base64.encode(Array("BM this is a bitmap".utf8))),
        ]
        #expect(throws: CaptchaLoadError.invalidImage("jigsawImageBase64")) {
            try CaptchaChallenge.read(body, kind: .blockPuzzle, fallbackPieceSize: LayoutSize(width: 47, height: 155))
        }
    }

    @Test func badBytesAreTypedErrorsNeverReadsPastTheEnd() {
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader.size(of: []) }
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader.size(of: Array("GIF89a...".utf8)) }
        #expect(throws: ImageHeader.Failure.unknownFormat) { try ImageHeader.size(of: Array("GIF90a........".utf8)) }
        #expect(throws: ImageHeader.Failure.emptyImage) { try ImageHeader.size(of: Self.png(width: 0, height: 10)) }
        let full = Self.jpeg(width: 310, height: 155)
        for length in 0..<full.count - 1 {
            #expect(throws: ImageHeader.Failure.self) { try ImageHeader.size(of: Array(full.prefix(length))) }
        }
        let png = Self.png(width: 1, height: 1)
        for length in 0..<24 {
            #expect(throws: ImageHeader.Failure.self) { try ImageHeader.size(of: Array(png.prefix(length))) }
        }
        #expect(throws: ImageHeader.Failure.noFrameHeader) { try ImageHeader.size(of: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) }
        #expect(throws: ImageHeader.Failure.noFrameHeader) { try ImageHeader.size(of: [0xFF, 0xD8, 0x00, 0x00]) }
        #expect(throws: ImageHeader.Failure.truncated) { try ImageHeader.size(of: [0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF]) }
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<2000 {
            var bytes = (0..<random.int(in: 0...40)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if random.chance(0.5) { bytes = [0xFF, 0xD8] + bytes }
            _ = try? ImageHeader.size(of: bytes)
        }
    }
}

@Suite struct CaptchaResponseTests {
    let background = Base64.encode(ImageHeaderTests.png(width: 310, height: 155))
    let piece = Base64.encode(ImageHeaderTests.png(width: 50, height: 150))

    func data(_ extra: [String: JSONValue] = [:]) -> JSONValue {
        var members: [String: JSONValue] = ["token": "t", "originalImageBase64": .string(background), "jigsawImageBase64": .string(piece)]
        members.merge(extra) { $1 }
        return .object(members)
    }

    @Test func envelopesReadCodesAsTextOrNumbers() throws {
        let aj = CaptchaEnvelope.ajCaptcha
        #expect(try aj.decode(.object(["repCode": "0000", "repData": .null])).isSuccess)
        #expect(try aj.decode(.object(["repCode": .number(6111), "repMsg": "验证失败"])) == CaptchaReply(isSuccess: false, code: "6111", message: "验证失败", data: nil))
        #expect(try aj.decode(.object(["repCode": .number(0)])).code == "0000")
        #expect(throws: CaptchaLoadError.missingField("repCode")) { try aj.decode(.object(["success": true])) }
        #expect(throws: CaptchaLoadError.self) { try aj.decode(.array([])) }
        let wrapper = CaptchaEnvelope.errcode
        #expect(try wrapper.decode(.object(["errcode": 0, "data": .object([:])])).isSuccess)
        #expect(try wrapper.decode(.object(["errcode": "0"])).isSuccess)
        #expect(try !wrapper.decode(.object(["errcode": 40001, "errmsg": "token 无效"])).isSuccess)
    }

    @Test func aChallengeReadsItsPieceSizeFromTheHeader() throws {
        let (challenge, _, piece) = try CaptchaChallenge.read(data(), kind: .blockPuzzle, fallbackPieceSize: LayoutSize(width: 47, height: 155))
        #expect(challenge.pieceSize == LayoutSize(width: 50, height: 150))
        #expect(piece == self.piece)
        // A piece whose size cannot be read is refused (it once moved as if `fallbackPieceSize` wide).
        let unreadable = Base64.encode(Array("not an image".utf8))
        #expect(throws: CaptchaLoadError.invalidImage("jigsawImageBase64")) {
            try CaptchaChallenge.read(data(["jigsawImageBase64": .string(unreadable)]), kind: .blockPuzzle, fallbackPieceSize: LayoutSize(width: 47, height: 155))
        }
    }

    @Test func secretKeysFollowAJCaptchasConventions() throws {
        func key(_ value: JSONValue?) throws -> String? {
            var extra: [String: JSONValue] = [:]
            if let value { extra["secretKey"] = value }
            return try CaptchaChallenge.read(data(extra), kind: .blockPuzzle, fallbackPieceSize: .zero).0.secretKey
        }
        #expect(try key(nil) == nil)
        #expect(try key("") == nil)
        #expect(try key("null") == nil)
        #expect(try key(.null) == nil)
        #expect(try key("XwKsGlMcdPMEhR1B") == "XwKsGlMcdPMEhR1B")
        #expect(throws: CaptchaLoadError.invalidSecretKey(bytes: 5)) { try key("short") }
    }

    @Test func badDataIsAClearLoadError() {
        let fallback = LayoutSize(width: 47, height: 155)
        #expect(throws: CaptchaLoadError.missingField("repData")) { try CaptchaChallenge.read(nil, kind: .blockPuzzle, fallbackPieceSize: fallback) }
        #expect(throws: CaptchaLoadError.missingField("token")) { try CaptchaChallenge.read(data(["token": ""]), kind: .blockPuzzle, fallbackPieceSize: fallback) }
        #expect(throws: CaptchaLoadError.invalidImage("originalImageBase64")) {
            try CaptchaChallenge.read(data(["originalImageBase64": "%%%"]), kind: .blockPuzzle, fallbackPieceSize: fallback)
        }
        #expect(throws: CaptchaLoadError.emptyWordList) { try CaptchaChallenge.read(data(["wordList": .array([])]), kind: .clickWord, fallbackPieceSize: fallback) }
        #expect(throws: CaptchaLoadError.emptyWordList) { try CaptchaChallenge.read(data(["wordList": .array(["天", 3])]), kind: .clickWord, fallbackPieceSize: fallback) }
        #expect(throws: CaptchaLoadError.missingField("wordList")) { try CaptchaChallenge.read(data(), kind: .clickWord, fallbackPieceSize: fallback) }
        #expect(CaptchaLoadError.server(code: "9999", message: nil).description == "未知错误")
    }

    @Test func imagesMayCarryADataPrefixAndLineBreaks() {
        let wrapped = "data:image/png;base64," + background.prefix(16) + "\r\n" + background.dropFirst(16)
        #expect(CaptchaChallenge.imageBytes(String(wrapped)) == ImageHeaderTests.png(width: 310, height: 155))
        #expect(CaptchaChallenge.imageBytes("") == nil)
    }

    @Test func aBodyMayBeRawTextOrJSON() throws {
        #expect(try CaptchaResponseBody.text(#"{"repCode":"0000"}"#).parsed() == .object(["repCode": "0000"]))
        #expect(throws: CaptchaLoadError.self) { try CaptchaResponseBody.text("{oops").parsed() }
        #expect(try JSONDecoding.decode(CaptchaResponseBody.self, from: "raw") == .text("raw"))
        #expect(try JSONDecoding.decode(CaptchaResponseBody.self, from: .object([:])) == .json(.object([:])))
    }
}

@Suite struct CaptchaDialogTests {
    let dialog = try! CaptchaDialog(kind: .blockPuzzle)

    /// A runner for the dialog with its puzzle loaded (the load is its own
    /// tests' business, and its timers are left behind): every effect and
    /// timer from here on is checked, and the state members a test sets.
    func ready() -> TestRunner<CaptchaDialog> {
        let load = TestRunner(dialog)
        load.exhaustivity = .off
        load.send(.openRequested())
        let data: JSONValue = .object([
            "token": "t", "originalImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 310, height: 155))),
            "jigsawImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 47, height: 155))),
        ])
        load.send(.responseReceived(request: 1, body: .json(.object(["errcode": 0, "data": data])))) { $0.phase = .ready }
        let test = TestRunner(dialog, state: load.state)
        test.exhaustivity = .partialState
        return test
    }

    @Test func theStyleIsTheSeeds() throws {
        /// `#RRGGBB` with an alpha as UIKit's `withAlphaComponent` gives it (× 255, rounded).
        func color(_ rgb: String, alpha: Double) -> ColorToken {
            let byte = String(Int((alpha * 255).rounded()), radix: 16, uppercase: true)
            return ColorToken("#" + rgb + (byte.count == 1 ? "0" + byte : byte))
        }
        let style = CaptchaStyle()
        #expect(style.mask == color("000000", alpha: 0.5))
        #expect(style.imageBackground == color("AAAAAA", alpha: 0.2), "UIColor.lightGray is white 2/3")
        #expect(style.sliderBackground == color("F35656", alpha: 0.1) && style.sliderBorder == color("F35656", alpha: 0.1))
        #expect(style.tipColor == "#2A2A2A" && style.tipFont == FontSpec(size: 14, family: "PingFangSC-Regular", textStyle: .subheadline))
        #expect(style.clickTipFont.size == 18 && style.markerBackground == "#4CAE4C" && style.markerText == "#FFFFFF")
        #expect(style.sliderBorder(in: .succeeded) == "#4CAE4C" && style.sliderBorder(in: .failed) == "#D9534F")
        #expect(style.sliderBorder(in: .loading) == style.sliderBorder(in: .ready))
        #expect(style.sliderBorderWidth == 0, "the seed never sets a width")
        var big = CaptchaStyle()
        big.markerFont.size = -1
        #expect(throws: CaptchaConfigurationError.self) { try CaptchaDialog(kind: .clickWord, style: big) }
    }

    @Test func theThumbAndPieceReachTheirEndsTogether() {
        let geometry = CaptchaGeometry()
        #expect(geometry.maximumTravel == 184)
        #expect(geometry.ratio(pieceWidth: 47) * geometry.maximumTravel == 263)
        #expect(geometry.ratio(pieceWidth: 400) == 0, "a piece wider than the image cannot move")
        var zero = geometry
        zero.slider.width = 50
        #expect(zero.maximumTravel == 0 && zero.ratio(pieceWidth: 47) == 0)
    }

    @Test func aConstantSpeedDragIsARobotAndAnUnevenOneIsNot() {
        var robot = CaptchaDialog.DragSamples()
        for translation in stride(from: 7.0, through: 140, by: 7) { robot.record(translation) }
        #expect(!robot.sawDifferentStep)
        var human = CaptchaDialog.DragSamples()
        for translation in [3.0, 11, 24, 24, 40] { human.record(translation) }
        #expect(human.sawDifferentStep, "8 then 13 differ")
    }

    @Test func theRobotCheckCountsStepsAsTheSeedDoes() {
        // The seed records no step for a move made from 0: 3 then 10 is one step of 7, even.
        var fromZero = CaptchaDialog.DragSamples()
        for translation in [3.0, 10] { fromZero.record(translation) }
        #expect(!fromZero.sawDifferentStep && fromZero.firstStep == 7)
        // A pause is a step of 0, a value of its own in the seed's set: 10, 10, 20 is uneven.
        var paused = CaptchaDialog.DragSamples()
        for translation in [5.0, 15, 15, 25] { paused.record(translation) }
        #expect(paused.sawDifferentStep)
    }

    @Test func anUnevenDragBackToTheStartIsStillChecked() {
        // The seed checks whenever the steps differ, wherever the drag ends.
        let test = ready()
        test.send(.dragBegan) { $0.phase = .dragging }
        test.send(.dragMoved(translation: 40))
        test.send(.dragMoved(translation: 10))
        let check: JSONValue = .object(["captchaType": "blockPuzzle", "token": "t", "pointJson": #"{"x":0,"y":5}"#, "data": ""])
        test.send(.dragEnded(translation: -5), effects: [.request(id: 2, path: "/captcha/check", body: check)]) {  // steps −30 then −15
            $0.phase = .verifying
            $0.thumbOffset = 0
        }
        #expect(test.pendingTimers.map(\.id) == [CaptchaDialog.timeoutTimer])
        test.exhaustivity = .off  // the answer is the check's own tests'
    }

    @Test func aCancelledPanChecksNothingAndLeavesTheThumbWhereItWas() throws {
        let test = ready()
        test.exhaustivity = .on
        test.send(.dragCancelled)  // no drag, nothing to cancel
        test.exhaustivity = .partialState
        test.send(.dragBegan)
        test.send(.dragMoved(translation: 40))
        test.send(.dragMoved(translation: 70)) { $0.thumbOffset = 70 }
        let piece = test.state.pieceOffset
        // No request, no timer.
        test.send(.dragCancelled) {
            $0.phase = .ready
            $0.thumbOffset = 70
            $0.pieceOffset = piece
        }
        #expect(test.pendingTimers.isEmpty)
        // The next pan starts its own samples: an even pace after the cancel is still seen as even.
        test.send(.dragBegan)
        for translation in [10.0, 20, 30] { test.send(.dragMoved(translation: translation)) }
        test.send(.dragEnded(translation: 40))  // the seed's robot check: an even drag sends nothing
    }

    @Test func aPanBegunWhereTheThumbWasLeftMovesItOnFromThere() {
        let test = ready()
        test.exhaustivity = .partialState
        test.send(.dragBegan)
        test.send(.dragMoved(translation: 70)) { $0.thumbOffset = 70 }
        test.send(.dragCancelled) { $0.phase = .ready }
        // The seed counted the next pan from 0: its first move of 5 put the
        // thumb at 5, 65 points behind the pointer that had picked it up at 70.
        test.send(.dragBegan) { $0.drag.origin = 70 }
        test.send(.dragMoved(translation: 5)) { $0.thumbOffset = 75 }
        test.send(.dragMoved(translation: -100)) { $0.thumbOffset = 0 }  // clamped at the start
        test.send(.dragMoved(translation: 500)) { $0.thumbOffset = 184 }  // and at the end
        // A pan that begins with a move counts from the thumb too.
        test.send(.dragCancelled)
        test.send(.dragMoved(translation: -4)) {
            $0.phase = .dragging
            $0.drag.origin = 184
            $0.thumbOffset = 180
        }
    }

    @Test func anUnansweredRequestTimesOutAfterTwentySeconds() throws {
        let test = TestRunner(dialog)
        test.exhaustivity = .off  // what the request asks is the loading tests'
        test.send(.openRequested()) { $0.phase = .loading }
        #expect(test.pendingTimers.map(\.id) == [CaptchaDialog.timeoutTimer] && test.pendingTimers.map(\.due) == [20])
        test.exhaustivity = .partialState
        test.advance(by: 19.9)
        test.advance(to: 20)
        // The dialog closes without a verification, then the seed's alert says why.
        test.receive(.requestTimedOut(request: 1), effects: [.finish(verification: nil), .showAlert(title: "提示", message: "请求超时", buttons: ["好的"])]) {
            $0.phase = .closed
        }
    }

    @Test func theLayoutFollowsTheOffsets() {
        let test = ready()
        test.send(.dragMoved(translation: 92))
        let layout = dialog.layout(for: test.state)
        #expect(layout.thumb == LayoutRect(x: 96, y: 4, width: 98, height: 30))
        #expect(layout.piece == LayoutRect(x: 131.5, y: 0, width: 47, height: 155))
        #expect(layout.failureTip == LayoutRect(x: 0, y: 155, width: 310, height: 20))
        #expect(layout.failureTipContent.text.prefix(layout.failureTipContent.highlightedCharacters) == "验证失败:")
        #expect(layout.tipLabel == LayoutRect(x: 0, y: 195, width: 310, height: 22))
        #expect(layout.clickTip == nil && layout.markers.isEmpty)
    }

    @Test func clickWordMarkersAreNumberedSquaresOnTheTaps() throws {
        let words = try CaptchaDialog(kind: .clickWord)
        var state = words.initialState
        state.phase = .ready
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: ["天", "地"], pieceSize: .zero)
        let test = TestRunner(words, state: state)
        test.send(.tapped(at: LayoutPoint(x: 50, y: 60))) { $0.taps = [LayoutPoint(x: 50, y: 60)] }
        let layout = words.layout(for: test.state)
        #expect(layout.markers == [CaptchaLayout.Marker(number: 1, frame: LayoutRect(x: 40, y: 50, width: 20, height: 20))])
        #expect(layout.piece == nil && layout.thumb == nil)
        // The hint fills the slider it sits in (290 wide), not the picture.
        #expect(layout.clickTip == LayoutRect(x: 0, y: 0, width: 290, height: 38))
    }

    @Test func eventsInTheWrongPhaseChangeNothing() {
        // An exhaustive runner: no effect, no timer, no change.
        let idle = TestRunner(dialog)
        for event: CaptchaDialog.Event in [.dragBegan, .dragMoved(translation: 10), .tapped(at: .zero), .reloadDue, .tokenExpired, .closeDue, .refreshTapped()] {
            idle.send(event)
        }
        let test = ready()
        test.exhaustivity = .on
        test.send(.tapped(at: LayoutPoint(x: 5, y: 5)))  // a puzzle takes no taps
        test.send(.responseReceived(request: 7, body: .json(.object([:]))))
    }

    @Test func invalidConfigurationIsATypedError() {
        var timings = CaptchaTimings()
        timings.tokenLifetime = -1
        #expect(throws: CaptchaConfigurationError.outOfBounds(OutOfBounds(name: "timings.tokenLifetime", value: -1, range: Bounds.duration))) {
            try CaptchaDialog(kind: .clickWord, timings: timings)
        }
        var geometry = CaptchaGeometry()
        geometry.slider.width = 1e9
        #expect(throws: CaptchaConfigurationError.outOfBounds(OutOfBounds(name: "geometry.slider.width", value: 1e9, range: Bounds.length))) {
            try CaptchaDialog(kind: .blockPuzzle, geometry: geometry)
        }
        #expect(throws: JSONDecodingError.self) { try JSONDecoding.decode(CaptchaDialog.self, from: .object(["envelope": "soap"])) }
    }
}

@Suite struct SMSCodeFlowTests {
    let phone = "13800138000"
    let challenge: JSONValue = [
        "errcode": 0,
        "data": [
            "token": "t1", "secretKey": nil,
            "originalImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 310, height: 155))),
            "jigsawImageBase64": .string(Base64.encode(ImageHeaderTests.png(width: 47, height: 155))),
        ],
    ]

    func request(_ captcha: String, _ capname: String) -> SMSCodeFlow.Effect {
        .requestCode(phone: phone, type: "login", messageType: "text", captcha: captcha, capname: capname)
    }

    func getRequest(id: Int) -> SMSCodeFlow.Effect {
        .captcha(effect: .request(id: id, path: "/captcha/get", body: ["captchaType": "blockPuzzle", "clientUid": ""]))
    }

    /// Up to the captcha's first request, after a rate-limited attempt.
    func rateLimited(_ test: TestRunner<SMSCodeFlow>) {
        test.send(.codeRequested(phone: phone), effects: [request("", "captcha")]) {
            $0.phase = .requesting
            $0.phone = phone
        }
        test.send(
            .codeFailed(code: "VerifyCodeNumTooMuchError", message: "验证码发送过于频繁"),
            effects: [.openCaptcha(kind: .blockPuzzle), getRequest(id: 1)]
        ) {
            $0.phase = .captcha
            $0.captchaRounds = 1
            $0.lastError = .init(code: "VerifyCodeNumTooMuchError", message: "验证码发送过于频繁")
            $0.captcha.phase = .loading
            $0.captcha.lastRequest = 1
            $0.captcha.pendingRequest = 1
        }
    }

    @Test func theSeedsRateLimitOpensTheCaptchaWhoseVerificationIsSentBack() throws {
        let test = TestRunner(try SMSCodeFlow())
        rateLimited(test)
        test.exhaustivity = .off  // the captcha's own state is its suite's business
        test.send(.captcha(event: .responseReceived(request: 1, body: .json(challenge))))
        for x in [10.0, 60, 125] { test.send(.captcha(event: .dragMoved(translation: x))) }
        let point = #"{"x":125,"y":5}"#.replacingOccurrences(of: "125", with: JSONWriter.format(125 * (310 - 47) / 184))
        test.send(.captcha(event: .dragEnded(translation: 125)))
        test.send(.captcha(event: .responseReceived(request: 2, body: .json(["errcode": 0, "data": ["result": true]])))) {
            $0.captcha.phase = .succeeded
        }
        #expect(test.pendingTimers.map(\.id) == ["captcha/close"], "the child's timer runs in its scope")
        test.advance(by: 1)
        test.receive(
            .captcha(event: .closeDue),
            effects: [.captcha(effect: .finish(verification: "t1---" + point)), request("t1---" + point, "captchaVerification")]
        ) {
            $0.phase = .requesting
        }
        test.exhaustivity = .on
        test.send(.codeSent, effects: [.finish(error: nil)]) { $0.phase = .finished }
    }

    @Test func theRoundsAreBounded() throws {
        let test = TestRunner(try SMSCodeFlow(rateLimitCodes: ["429"], maxCaptchaRounds: 0))
        test.send(.codeRequested(phone: phone), effects: [request("", "captcha")]) {
            $0.phase = .requesting
            $0.phone = phone
        }
        test.send(.codeFailed(code: "429", message: "busy"), effects: [.finish(error: .init(code: "429", message: "busy"))]) {
            $0.phase = .finished
        }
        #expect(throws: SMSCodeFlowError.outOfBounds(OutOfBounds(name: "maxCaptchaRounds", value: -1, range: 0...1_000))) {
            try SMSCodeFlow(maxCaptchaRounds: -1)
        }
        #expect(throws: SMSCodeFlowError.self) { try SMSCodeFlow(maxCaptchaRounds: 1_000_000_000) }
    }

    @Test func aCancelledCaptchaReportsTheOriginalError() throws {
        let test = TestRunner(try SMSCodeFlow())
        rateLimited(test)
        test.send(
            .captcha(event: .maskTapped),
            effects: [
                .captcha(effect: .finish(verification: nil)),
                .finish(error: .init(code: "VerifyCodeNumTooMuchError", message: "验证码发送过于频繁")),
            ]
        ) {
            $0.phase = .finished
            $0.captcha.phase = .closed
            $0.captcha.pendingRequest = nil
        }
    }

    @Test func otherCodesFinishWithTheError() throws {
        let test = TestRunner(try SMSCodeFlow())
        test.send(.codeRequested(phone: phone), effects: [request("", "captcha")]) {
            $0.phase = .requesting
            $0.phone = phone
        }
        test.send(.codeFailed(code: "500", message: "服务器错误"), effects: [.finish(error: .init(code: "500", message: "服务器错误"))]) {
            $0.phase = .finished
        }
        test.send(.captcha(event: .maskTapped))
    }
}

/// The seed's defaults restored by the second audit (issue 26).
@Suite struct CaptchaSeedDefaultTests {
    /// C4 (article 000 §一): the seed asks again for as long as the server
    /// refuses; a cap is a host's choice.
    @Test func smsRoundsHaveNoCapInPractice() throws {
        #expect(try SMSCodeFlow().maxCaptchaRounds == 1_000)
        #expect(try CaptchaDialog(kind: .blockPuzzle).robotCheck == .seed)
    }
}
