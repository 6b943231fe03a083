import Testing

import FlowCore
import FlowTesting

@Suite struct PageIndicatorTests {
    // Current dots 20 wide, others 8, 6 apart: widths differ, so dots in between must shift.
    let indicator = try! PageIndicator(count: 5, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6)

    @Test func theStaticLayoutPutsTheWideDotOnTheCurrentPage() {
        #expect(indicator.layout(page: 0).map(\.x) == [0, 26, 40, 54, 68])
        #expect(indicator.layout(page: 2).map(\.x) == [0, 14, 28, 54, 68])
        #expect(indicator.layout(page: 2).map(\.width) == [8, 8, 20, 8, 8])
        #expect(indicator.totalWidth == 76)
        #expect(indicator.cornerRadius == 2)
    }

    /// The seed's slideAnimations, statement by statement, on frames:
    /// returns the old dot's and the target dot's frames at the instant after
    /// the first stage, and the target's frame at the end.
    func seedSlide(from current: Int, to target: Int) -> (old: LayoutRect, targetStart: LayoutRect, targetEnd: LayoutRect) {
        let c = indicator.currentDotWidth, o = indicator.otherDotWidth, s = indicator.spacing, h = indicator.dotHeight
        var currentView = indicator.layout(page: current)[current]
        let right = target > current
        let slideX = right ? currentView.x : currentView.x - s - o
        let extendWidth = c + s + o
        currentView = LayoutRect(x: slideX, y: 0, width: extendWidth, height: h)
        var endView = currentView
        if right {
            currentView = LayoutRect(x: slideX, y: 0, width: o, height: h)
        } else {
            currentView = LayoutRect(x: currentView.maxX - o, y: 0, width: o, height: h)
        }
        let start = endView
        endView = right ? LayoutRect(x: endView.maxX - c, y: 0, width: c, height: h) : LayoutRect(x: slideX, y: 0, width: c, height: h)
        return (currentView, start, endView)
    }

    @Test(arguments: [(1, 2), (2, 1), (0, 1), (4, 3)])
    func adjacentSlidesMatchTheSeedsFramesToThePoint(current: Int, target: Int) {
        let timeline = indicator.slideAnimation(from: current, to: target)
        let seed = seedSlide(from: current, to: target)
        #expect(timeline.value(of: "dot[\(current)]", .frame, at: 0.001) == .rect(seed.old))
        #expect(timeline.value(of: "dot[\(target)]", .frame, at: 0) == .rect(seed.targetStart))
        #expect(timeline.value(of: "dot[\(target)]", .frame, at: 0.1) == .rect(seed.targetEnd))
        #expect(timeline.value(of: "dot[\(target)]", .color, at: 0) == .token("#187CFF"))
        #expect(timeline.value(of: "dot[\(current)]", .color, at: 0) == .token("#EBEDF0"))
        #expect(timeline.duration == 0.1)
    }

    @Test func aJumpOfThreeStretchesOverEveryDotItCrosses() {
        let timeline = indicator.slideAnimation(from: 0, to: 3)
        // From x 0, current 20 + 3 × (6 + 8) = 62 wide: to dot 3's right edge.
        #expect(timeline.value(of: "dot[3]", .frame, at: 0) == .rect(LayoutRect(x: 0, y: 0, width: 62, height: 4)))
        let final = indicator.layout(page: 3)
        for index in 0..<5 {
            let value = timeline.value(of: "dot[\(index)]", .frame, at: 0.1)
            #expect(value == nil || value == .rect(final[index]), "dot \(index)")
        }
        #expect(timeline.value(of: "dot[1]", .frame, at: 0.05) == .rect(final[1]), "dots in between move to their final places")
        let back = indicator.slideAnimation(from: 4, to: 1)
        #expect(back.value(of: "dot[1]", .frame, at: 0) == .rect(LayoutRect(x: 14, y: 0, width: 62, height: 4)))
    }

    @Test func requestsDuringASlideAreKeptAndTheLatestWins() {
        let test = TestRunner(indicator)
        test.exhaustivity = .partialState
        test.send(.pageRequested(page: 1), effects: [.slide(animation: indicator.slideAnimation(from: 0, to: 1), topmostDot: 1)]) { $0.slidingTo = 1 }
        test.send(.pageRequested(page: 3)) { $0.queuedPage = 3 }
        test.send(.pageRequested(page: 4)) { $0.queuedPage = 4 }
        // The slide to 1 ends at 0.1 s and the latest request, 4, slides next.
        test.advance(to: 1)
        test.receive(.slideEnded, effects: [.slide(animation: indicator.slideAnimation(from: 1, to: 4), topmostDot: 4)]) {
            $0.currentPage = 1
            $0.slidingTo = 4
            $0.queuedPage = nil
        }
        test.receive(.slideEnded) {
            $0.currentPage = 4
            $0.slidingTo = nil
        }
        #expect(test.now == 1)
        test.exhaustivity = .on
        test.send(.pageRequested(page: 4))  // already there
        test.send(.pageRequested(page: 9))  // out of range
        test.send(.pageRequested(page: -1))
        test.exhaustivity = .partialState
        test.send(.pageRequested(page: 2), effects: [.slide(animation: indicator.slideAnimation(from: 4, to: 2), topmostDot: 2)]) { $0.slidingTo = 2 }
        test.send(.pageRequested(page: 4)) { $0.queuedPage = 4 }  // asking for the page it slides from is a request too
        test.send(.pageRequested(page: 2)) { $0.queuedPage = nil }  // asking for the page it slides to cancels the queue
        test.exhaustivity = .off  // the last slide's end is the start of this test's
    }

    @Test func interactiveFramesAreContinuousMonotonicAndMatchTheStaticLayout() throws {
        for page in 0..<5 {
            let frames = indicator.interactiveLayout(progress: Double(page))
            #expect(frames.dots == indicator.layout(page: page))
            #expect(frames.highlight == indicator.layout(page: page)[page])
        }
        var previous = indicator.interactiveLayout(progress: 0)
        for step in 1...400 {
            let current = indicator.interactiveLayout(progress: Double(step) / 100)
            #expect(current.highlight.minX >= previous.highlight.minX - 1e-12 && current.highlight.maxX >= previous.highlight.maxX - 1e-12)
            #expect(abs(current.highlight.maxX - previous.highlight.maxX) <= 14 * 2 / 100 + 1e-9, "no jumps")
            for (a, b) in zip(current.dots, previous.dots) { #expect(abs(a.x - b.x) <= 12 / 100 + 1e-9) }
            previous = current
        }
        #expect(indicator.interactiveLayout(progress: .nan) == indicator.interactiveLayout(progress: 0))
        #expect(indicator.interactiveLayout(progress: 99) == indicator.interactiveLayout(progress: 4))
        let single = try PageIndicator(count: 1, currentDotWidth: 10, otherDotWidth: 4, dotHeight: 4)
        #expect(single.interactiveLayout(progress: 0.5).highlight == LayoutRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test(arguments: [1, 2])
    func aWindowOfOneOrTwoDotsStillShowsTheCurrentPage(maxVisible: Int) throws {
        let windowed = try PageIndicator(count: 5, currentDotWidth: 8, otherDotWidth: 8, dotHeight: 8, mode: .windowed(maxVisible: maxVisible))
        let test = TestRunner(windowed)
        test.exhaustivity = .off
        for page in [1, 4, 0, 3, 2, 4] {
            test.send(.pageRequested(page: page))
            let shown = windowed.windowedLayout(for: test.state).map(\.page)
            #expect(shown.count == maxVisible && shown.contains(page), "page \(page): shown \(shown)")
        }
    }

    @Test func aWindowShowsAtMostMDotsWithSmallerEdgeDots() throws {
        let windowed = try PageIndicator(count: 10, currentDotWidth: 8, otherDotWidth: 8, dotHeight: 8, spacing: 4, mode: .windowed(maxVisible: 5))
        #expect(windowed.windowedLayout(for: windowed.initialState).map(\.page) == [0, 1, 2, 3, 4])
        #expect(windowed.windowedLayout(for: windowed.initialState).map(\.scale) == [1, 1, 1, 0.75, 0.5])
        let test = TestRunner(windowed)
        test.exhaustivity = .off
        test.send(.pageRequested(page: 3)) { $0.windowStart = 0 }  // page 3 is on the inner edge dot, still inside
        test.send(.pageRequested(page: 4)) { $0.windowStart = 1 }
        #expect(windowed.windowedLayout(for: test.state).map(\.scale) == [0.5, 0.75, 1, 0.75, 0.5])
        test.send(.pageRequested(page: 9)) { $0.windowStart = 5 }
        let state = test.state
        #expect(windowed.windowedLayout(for: state).map(\.scale) == [0.5, 0.75, 1, 1, 1])
        #expect(windowed.windowedLayout(for: state).last?.isCurrent == true)
        let dots = windowed.windowedLayout(for: state)
        #expect(dots[0].frame == LayoutRect(x: 0, y: 2, width: 4, height: 4))
        #expect(dots[1].frame == LayoutRect(x: 8, y: 1, width: 6, height: 6))
    }

    @Test func invalidConfigurationIsATypedError() {
        func error(_ name: String, _ value: Double, _ range: ClosedRange<Double>) -> PageIndicatorError {
            .outOfBounds(OutOfBounds(name: name, value: value, range: range))
        }
        #expect(throws: error("count", -1, 0...1_000)) { try PageIndicator(count: -1, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1) }
        #expect(throws: error("count", 1e9, 0...1_000)) { try PageIndicator(count: 1_000_000_000, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1) }
        #expect(throws: error("spacing", -2, Bounds.length)) { try PageIndicator(count: 1, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1, spacing: -2) }
        #expect(throws: error("slideDuration", 1e6, Bounds.duration)) {
            try PageIndicator(count: 1, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1, slideDuration: 1e6)
        }
        #expect(throws: error("mode.windowed.maxVisible", 0, 1...1_000)) {
            try PageIndicator(count: 3, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1, mode: .windowed(maxVisible: 0))
        }
        #expect(throws: Never.self) { try PageIndicator(count: 0, currentDotWidth: 1, otherDotWidth: 1, dotHeight: 1) }
    }
}
