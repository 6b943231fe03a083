import FlowCore
import FlowSpecs

/// Coach marks, the launch popup queue and the title button.
enum SessionBenchmarks {
    static var all: [Benchmark] { [popupArbitration, coachMarkLayout, titleButtonTap] }

    /// Arbitration over 1,000 candidates (the most a queue takes) of mixed priorities: each
    /// operation dismisses the popup on screen (no gap), which picks the next
    /// from the rest, and offers the dismissed one again.
    static var popupArbitration: Benchmark {
        var random = SplitMix64(seed: 7)
        let kinds = (0..<1000).map { PopupKind(id: "popup-\($0)", priority: random.int(in: 0...20)) }
        let queue = try! PopupQueue(kinds: kinds, gap: 0)
        let operations = 20_000
        return Benchmark(name: "popup-queue.arbitrate-1000", operations: operations) {
            var runner = Runner(queue)
            for kind in kinds { _ = runner.send(.offered(id: kind.id, now: 0)) }
            for index in 0..<operations {
                guard let showing = runner.state.showing else { break }
                blackHole(runner.send(.dismissed(id: showing, now: Double(index))))
                blackHole(runner.send(.offered(id: showing, now: Double(index))))
            }
        }
    }

    /// A coach-mark screen of 10 items, each with an arrow and a tip.
    static var coachMarkLayout: Benchmark {
        let items = (0..<10).map { (index: Int) -> CoachMarkItem in
            let step = Double(index)
            let shape: CoachMarkItem.Shape = index.isMultiple(of: 2)
                ? .circle(center: LayoutPoint(x: 30 + step * 30, y: 80 + step * 70), radius: 20)
                : .oval(center: LayoutPoint(x: 40 + step * 28, y: 90 + step * 70), size: LayoutSize(width: 80, height: 40))
            return CoachMarkItem(
                shape: shape, arrow: .init(offset: LayoutPoint(x: 10, y: 25), size: LayoutSize(width: 50, height: 60)),
                tip: .init(text: "点这里查看第\(index + 1)个功能的说明"))
        }
        let environment = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))
        let operations = 50_000
        return Benchmark(name: "coach-marks.layout-10-items", operations: operations) {
            for _ in 0..<operations { blackHole(CoachMarkLayout.make(items: items, environment: environment)) }
        }
    }

    /// A tap on the title button: the layout measured again with the other arrow.
    static var titleButtonTap: Benchmark {
        let button = TitleButton(title: "小明同学", style: try! TitleButtonStyle(arrowSize: LayoutSize(width: 13, height: 7)))
        let operations = 200_000
        return Benchmark(name: "title-button.tap", operations: operations) {
            var runner = Runner(button)
            for _ in 0..<operations { blackHole(runner.send(.tapped)) }
        }
    }
}
