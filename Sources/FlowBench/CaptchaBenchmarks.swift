import FlowCore

enum CaptchaBenchmarks {
    static var all: [Benchmark] { [dragMove, encryptPointJSON] }

    /// A drag move through the runner: clamp, robot sampling, piece offset.
    static var dragMove: Benchmark {
        let dialog = try! CaptchaDialog(kind: .blockPuzzle)
        var state = dialog.initialState
        state.phase = .dragging
        state.challenge = CaptchaChallenge(token: "t", secretKey: nil, words: [], pieceSize: LayoutSize(width: 47, height: 155))
        let seed = state
        let translations = (0..<1024).map { Double($0 % 200) * 1.13 }
        let operations = 2_000_000
        return Benchmark(name: "captcha.drag-move", operations: operations) {
            var runner = Runner(dialog, state: seed)
            for index in 0..<operations {
                blackHole(runner.send(.dragMoved(translation: translations[index & 1023])))
            }
        }
    }

    /// AES-128-ECB-PKCS7 of a 64-byte pointJson, to Base64, key schedule included.
    static var encryptPointJSON: Benchmark {
        // Three taps as click-word sends them: 64 bytes.
        let pointJSON = #"[{"x":42.25,"y":60},{"x":150,"y":101.25},{"x":260.5,"y":30.125}]"#
        let operations = 200_000
        return Benchmark(name: "captcha.aes-64-byte-point-json", operations: operations) {
            for _ in 0..<operations {
                blackHole(try? AESECB.encryptToBase64(pointJSON, key: "XwKsGlMcdPMEhR1B"))
            }
        }
    }
}
