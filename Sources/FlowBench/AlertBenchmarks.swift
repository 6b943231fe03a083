import FlowCore

enum AlertBenchmarks {
    static let content = AlertContent(
        title: "提示",
        message: String(repeating: "刚刚您退出App,是因为训练引起了不舒服。", count: 10).prefix(200).description,
        buttons: ["取消", "稍后", "好的"], emphasizedIndex: 2)

    static var all: [Benchmark] { [keyboardFrame, fullLayout] }

    /// Keyboard frame events alternating between two heights, so each one relays out.
    static var keyboardFrame: Benchmark {
        let dialog = try! AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"]))
        var shown = dialog.initialState
        _ = dialog.reduce(&shown, .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
        let seed = shown
        let frames = [LayoutRect(x: 0, y: 476, width: 375, height: 336), LayoutRect(x: 0, y: 521, width: 375, height: 291)]
        let operations = 1_000_000
        return Benchmark(name: "alert.keyboard-frame", operations: operations) {
            var runner = Runner(dialog, state: seed)
            for index in 0..<operations {
                blackHole(runner.send(.keyboardChanged(frame: frames[index & 1])))
            }
        }
    }

    /// Measuring and laying out a three-button alert with a 200-character message.
    static var fullLayout: Benchmark {
        let metrics = AlertMetrics()
        let measurer = EstimatedTextMeasurer()
        let environment = AlertEnvironment(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))
        let operations = 100_000
        return Benchmark(name: "alert.layout.3-buttons-200-chars", operations: operations) {
            for _ in 0..<operations {
                let measurements = AlertLayout.measure(content, metrics: metrics, width: 280, measurer: measurer)
                blackHole(AlertLayout.make(content, metrics: metrics, policy: .adaptive, measurements: measurements, environment: environment))
            }
        }
    }
}
