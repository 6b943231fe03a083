import FlowCore
import FlowSVG

/// `flow assets [--columns N] [-o FILE.svg]`
enum AssetsCommand: FlowCommand {
    static let name = "assets"
    static let synopsis = "[--columns N] [-o FILE.svg]"
    static let operands = CommandOperands.none
    static let abstract = "draw the pictures scenes' images are drawn from, as SVG"
    static let discussion = """
        Draws every picture in the tool's asset catalog (the built-in ones, and an
        app's own when its tool adds them) on a grid, each above its name: what a
        scene's image name shows in pictures, trace pages and the web gallery. A name
        the catalog does not hold is drawn as a dashed box labelled with the name.
        """
    static let options = [
        OptionSpec(name: "--columns", value: "N", help: "tiles a row (1 to 20, default 5)"),
        OptionSpec(name: "-o", value: "FILE", help: "write the picture to FILE instead of printing it; - prints it"),
    ]

    static func run(_ arguments: Arguments, tool: FlowTool, console: inout some Console) throws(UsageError) -> Int32 {
        guard arguments.positionals.isEmpty else { throw UsageError("takes no arguments") }
        let columns = try arguments.integer("--columns", atLeast: 1, default: 5)
        guard columns <= 20 else { throw UsageError("--columns takes a whole number from 1 to 20, got \(columns)") }
        let picture: String
        do {
            picture = try SVGRenderer(assets: tool.assets).render(tool.assets.contactSheet(columns: columns))
        } catch {
            console.err("\(tool.name) assets: \(error)")
            return 1
        }
        return SpecFiles.deliver(picture, to: arguments.values["-o"], by: "\(tool.name) assets", console: &console)
    }
}
