// Code written against FlowCore's runtime names before 0.5.0: with
// FlowCoreCompatibility imported it still builds, each former name warning
// with its new one. Scripts/check-compatibility.sh type-checks this file in
// CI and holds its warnings to the renames (one per former name).
import FlowCore
import FlowCoreCompatibility

struct Counter: Machine {
    struct State: Equatable, Sendable { var count = 0 }
    enum Event: Sendable { case increment }
    enum Effect: Sendable, Equatable { case changed(Int) }

    var initialState: State { State() }

    func reduce(_ state: inout State, _ event: Event, into commands: inout Commands<Event, Effect>) {
        state.count += 1
        commands.append(.effect(.changed(state.count)))
    }
}

let origin: Point = Point(x: 0, y: 0)
let size: Size = Size(width: 375, height: 667)
let frame: Rect = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
let direction: LayoutDirection = .rightToLeft
let category: ContentSizeCategory = .large
let ink: RGBColor? = nil
let scene: Scene? = nil
