import Testing

import FlowCore

@Suite struct CoachMarksTests {
    let environment = CoachMarkEnvironment(screen: Size(width: 375, height: 812))
    let target = CoachMarkItem(shape: .circle(center: Point(x: 100, y: 200), radius: 20), tip: .init(text: "点这里"))

    func marks(passThrough: Bool = false) throws -> CoachMarks {
        try CoachMarks(
            screens: ["home1", "home2", "profile"].map { CoachMarkScreen(id: $0, items: [target]) }, environment: environment,
            passesTapsThroughCutouts: passThrough)
    }

    func shownScreens(_ effects: [CoachMarks.Effect]) -> [String] {
        effects.compactMap { effect in
            if case .show(let id, _) = effect { return id }
            return nil
        }
    }

    @Test func eachTapEndsTheScreenAndShowsTheNextRecordingItAsItShows() throws {
        let marks = try marks()
        var runner = Runner(marks)
        let layout = marks.layout(for: marks.screens[0])
        #expect(runner.send(.startRequested(alreadyShown: [])) == [.show(screen: "home1", layout: layout), .persist(shown: ["home1"])])
        #expect(
            runner.send(.tapped(at: Point(x: 5, y: 5)))
                == [.dismiss(screen: "home1"), .show(screen: "home2", layout: layout), .persist(shown: ["home1", "home2"])])
        #expect(shownScreens(runner.send(.tapped(at: Point(x: 5, y: 5)))) == ["profile"])
        #expect(runner.send(.tapped(at: Point(x: 5, y: 5))) == [.dismiss(screen: "profile"), .finish])
        #expect(runner.send(.tapped(at: Point(x: 5, y: 5))).isEmpty && runner.state.phase == .finished)
    }

    @Test func aScreenShownBeforeIsSkippedAndAllShownFinishesAtOnce() throws {
        var runner = Runner(try marks())
        let effects = runner.send(.startRequested(alreadyShown: ["home1", "unknown"]))
        #expect(shownScreens(effects) == ["home2"])
        #expect(effects.last == .persist(shown: ["home1", "unknown", "home2"]), "unknown ids in the record are kept, not lost")
        var done = Runner(try marks())
        #expect(done.send(.startRequested(alreadyShown: ["profile", "home2", "home1"])) == [.finish])
        var empty = Runner(try CoachMarks(screens: [], environment: environment))
        #expect(empty.send(.startRequested(alreadyShown: [])) == [.finish])
    }

    @Test func skipAllRecordsEveryRemainingScreen() throws {
        var runner = Runner(try marks())
        _ = runner.send(.startRequested(alreadyShown: []))
        #expect(runner.send(.skipAllRequested) == [.dismiss(screen: "home1"), .persist(shown: ["home1", "home2", "profile"]), .finish])
        #expect(runner.send(.startRequested(alreadyShown: [])).isEmpty, "a finished sequence does not start again")
        var unstarted = Runner(try marks())
        #expect(unstarted.send(.skipAllRequested) == [.persist(shown: ["home1", "home2", "profile"]), .finish])
    }

    @Test func aTapInsideTheCutoutReachesTheAppOnlyWhenAskedFor() throws {
        var through = Runner(try marks(passThrough: true))
        _ = through.send(.startRequested(alreadyShown: []))
        let inside = Point(x: 100, y: 210)
        #expect(Array(through.send(.tapped(at: inside)).prefix(2)) == [.passThrough(at: inside), .dismiss(screen: "home1")])
        #expect(through.send(.tapped(at: Point(x: 300, y: 700))).first == .dismiss(screen: "home2"), "outside: only the mask sees it")
        #expect(through.send(.tapped(at: Point(x: .nan, y: 210))).first == .dismiss(screen: "profile"))
        var blocked = Runner(try marks())
        _ = blocked.send(.startRequested(alreadyShown: []))
        #expect(blocked.send(.tapped(at: inside)).first == .dismiss(screen: "home1"))
    }

    @Test func twoScreensWithOneIdAreRejected() {
        #expect(throws: CoachMarksError.duplicateScreen("home")) {
            try CoachMarks(screens: [CoachMarkScreen(id: "home", items: []), CoachMarkScreen(id: "home", items: [])], environment: environment)
        }
    }
}
