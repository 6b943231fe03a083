import Testing

import FlowCore
import FlowTesting

@Suite struct CoachMarksTests {
    let environment = CoachMarkEnvironment(screen: LayoutSize(width: 375, height: 812))
    let target = CoachMarkItem(shape: .circle(center: LayoutPoint(x: 100, y: 200), radius: 20), tip: .init(text: "点这里"))

    func marks(passThrough: Bool = false) throws -> CoachMarks {
        try CoachMarks(
            screens: ["home1", "home2", "profile"].map { CoachMarkScreen(id: $0, items: [target]) }, environment: environment,
            passesTapsThroughCutouts: passThrough)
    }

    /// An exhaustive runner: every effect, timer and change is stated.
    func runner(_ marks: CoachMarks) -> TestRunner<CoachMarks> { TestRunner(marks) }

    @Test func eachTapEndsTheScreenAndShowsTheNextRecordingItAsItShows() throws {
        let marks = try marks()
        let test = runner(marks)
        let layout = marks.layout(for: marks.screens[0])
        let corner = LayoutPoint(x: 5, y: 5)
        test.send(.startRequested(alreadyShown: []), effects: [.show(screen: "home1", layout: layout), .persist(shown: ["home1"])]) {
            $0.phase = .showing
            $0.shown = ["home1"]
            $0.current = "home1"
        }
        test.send(.tapped(at: corner), effects: [.dismiss(screen: "home1"), .show(screen: "home2", layout: layout), .persist(shown: ["home1", "home2"])]) {
            $0.shown = ["home1", "home2"]
            $0.current = "home2"
        }
        test.send(.tapped(at: corner), effects: [.dismiss(screen: "home2"), .show(screen: "profile", layout: layout), .persist(shown: ["home1", "home2", "profile"])]) {
            $0.shown = ["home1", "home2", "profile"]
            $0.current = "profile"
        }
        test.send(.tapped(at: corner), effects: [.dismiss(screen: "profile"), .finish]) {
            $0.phase = .finished
            $0.current = nil
        }
        test.send(.tapped(at: corner))
    }

    @Test func aScreenShownBeforeIsSkippedAndAllShownFinishesAtOnce() throws {
        let marks = try marks()
        let test = runner(marks)
        // Unknown ids in the record are kept, not lost.
        test.send(
            .startRequested(alreadyShown: ["home1", "unknown"]),
            effects: [.show(screen: "home2", layout: marks.layout(for: marks.screens[1])), .persist(shown: ["home1", "unknown", "home2"])]
        ) {
            $0.phase = .showing
            $0.shown = ["home1", "unknown", "home2"]
            $0.current = "home2"
        }
        let done = runner(marks)
        done.send(.startRequested(alreadyShown: ["profile", "home2", "home1"]), effects: [.finish]) {
            $0.phase = .finished
            $0.shown = ["profile", "home2", "home1"]
        }
        let empty = runner(try CoachMarks(screens: [], environment: environment))
        empty.send(.startRequested(alreadyShown: []), effects: [.finish]) { $0.phase = .finished }
    }

    @Test func skipAllRecordsEveryRemainingScreen() throws {
        let test = runner(try marks())
        test.exhaustivity = .partialState
        test.send(.startRequested(alreadyShown: []), effects: [.show(screen: "home1", layout: test.machine.layout(for: test.machine.screens[0])), .persist(shown: ["home1"])])
        test.send(.skipAllRequested, effects: [.dismiss(screen: "home1"), .persist(shown: ["home1", "home2", "profile"]), .finish]) { $0.phase = .finished }
        test.send(.startRequested(alreadyShown: []))  // a finished sequence does not start again
        let unstarted = runner(try marks())
        unstarted.exhaustivity = .partialState
        unstarted.send(.skipAllRequested, effects: [.persist(shown: ["home1", "home2", "profile"]), .finish]) { $0.phase = .finished }
    }

    @Test func aTapInsideTheCutoutReachesTheAppOnlyWhenAskedFor() throws {
        let inside = LayoutPoint(x: 100, y: 210)
        let through = runner(try marks(passThrough: true))
        let layout = through.machine.layout(for: through.machine.screens[0])
        through.exhaustivity = .partialState
        through.send(.startRequested(alreadyShown: []), effects: [.show(screen: "home1", layout: layout), .persist(shown: ["home1"])])
        through.send(.tapped(at: inside), effects: [.passThrough(at: inside), .dismiss(screen: "home1"), .show(screen: "home2", layout: layout), .persist(shown: ["home1", "home2"])]) {
            $0.current = "home2"
        }
        // Outside: only the mask sees it.
        through.send(.tapped(at: LayoutPoint(x: 300, y: 700)), effects: [.dismiss(screen: "home2"), .show(screen: "profile", layout: through.machine.layout(for: through.machine.screens[2])), .persist(shown: ["home1", "home2", "profile"])])
        through.send(.tapped(at: LayoutPoint(x: .nan, y: 210)), effects: [.dismiss(screen: "profile"), .finish])
        let blocked = runner(try marks())
        blocked.exhaustivity = .off
        blocked.send(.startRequested(alreadyShown: []))
        blocked.exhaustivity = .partialState
        blocked.send(.tapped(at: inside), effects: [.dismiss(screen: "home1"), .show(screen: "home2", layout: blocked.machine.layout(for: blocked.machine.screens[1])), .persist(shown: ["home1", "home2"])])
    }

    @Test func twoScreensWithOneIdAreRejected() {
        #expect(throws: CoachMarksError.duplicateScreen("home")) {
            try CoachMarks(screens: [CoachMarkScreen(id: "home", items: []), CoachMarkScreen(id: "home", items: [])], environment: environment)
        }
    }
}
