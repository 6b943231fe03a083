import FlowCore
import FlowSpecs
import FlowSVG

/// `flow render SPEC --step N [--at SECONDS | --frames K] [-o FILE.svg]`
enum RenderCommand: FlowCommand {
    static let name = "render"
    static let synopsis = "SPEC --step N [--at SECONDS | --frames K] [--scale S] [-o FILE.svg]"
    static let abstract = "draw a spec's machine after a step, as SVG"
    static let discussion = """
        Replays SPEC up to step N (every event delivered, sent or fired, counted from
        0) and draws the machine's scene as SVG: SECONDS into the animations that step
        started (default 0), or, with --frames, a filmstrip of K frames across them.
        Writes to FILE.svg, or prints it. A machine with nothing to draw (no scene:
        the launch gate, the session) is drawn as its timeline, the step's row tinted,
        as trace pages draw it. A step the run does not reach is an error.
        """
    static let options = [
        OptionSpec(name: "--step", value: "N", help: "the step to draw after, from 0"),
        OptionSpec(name: "--at", value: "SECONDS", help: "how far into the step's animations (default 0)"),
        OptionSpec(name: "--frames", value: "K", help: "a filmstrip of K frames across the step's animations (2 to 60)"),
        OptionSpec(name: "--scale", value: "S", help: "pixels a point takes when shown (0.25 to 16, default 1)"),
        OptionSpec(name: "-o", value: "FILE", help: "write the picture to FILE (not SPEC) instead of printing it; - prints it"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.count == 1 else { throw UsageError("expected one spec file") }
        let file = try SpecFiles.existing(arguments.positionals[0])
        guard arguments.values["--step"] != nil else { throw UsageError("--step N is required") }
        let step = try arguments.integer("--step", atLeast: 0, default: 0)
        let times: SceneTimes
        if let frames = arguments.values["--frames"] {
            guard arguments.values["--at"] == nil else { throw UsageError("give --at or --frames, not both") }
            guard let count = Int(frames), (2...60).contains(count) else { throw UsageError("--frames takes a whole number from 2 to 60, got '\(frames)'") }
            times = .frames(count)
        } else {
            let at = arguments.values["--at"] ?? "0"
            guard let seconds = Double(at), seconds.isFinite, seconds >= 0 else { throw UsageError("--at takes seconds ≥ 0, got '\(at)'") }
            times = .at(seconds)
        }
        let scaleText = arguments.values["--scale"] ?? "1"
        guard let scale = Double(scaleText), (0.25...16).contains(scale) else { throw UsageError("--scale takes a number from 0.25 to 16, got '\(scaleText)'") }
        let picture: String
        do {
            let scenes = try tool.registry.scenes(bytes: try SpecFiles.bytes(file), file: file, step: step, times: times)
            let renderer = SVGRenderer(scale: scale, assets: tool.assets)
            switch times {
            case .at: picture = try renderer.render(scenes[0].scene)
            case .frames: picture = try renderer.filmstrip(scenes.map { ("t = \(JSONWriter.format(($0.time * 1000).rounded() / 1000)) s", $0.scene) })
            }
        } catch let failure as SpecFailure {
            console.err(console.paint("FAIL", .red) + "  \(failure.detailedDescription)")
            return 1
        } catch {
            console.err("\(tool.name) render: \(error)")
            return 1
        }
        return SpecFiles.deliver(picture, to: arguments.values["-o"], notOver: [file], by: "\(tool.name) render", console: &console)
    }
}
