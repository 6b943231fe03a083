import FlowCore
import FlowSpecs
import FlowSVG

/// A spec's run as one self-contained HTML page (Playwright's trace viewer,
/// for a machine): a scrubber over the steps and one over the time within
/// a step's animations (which also play), the picture at that point, the
/// event, the effects, the state changes and the timers waiting; for a run
/// that failed its spec, the failure with expected and actual side by side.
///
/// The page needs nothing from the network: its style, script, pictures
/// and data are inline. Its script checks itself on load (every step has a
/// picture, the scrubber moves, no script error) and writes the outcome to
/// `<body data-selfcheck>`, `ok` or `fail: …`, for a headless browser to read.
public struct TracePage: Sendable {
    /// What the page shows.
    public var trace: Trace
    /// For a spec whose saved picture differs from the drawing: the saved
    /// SVG, shown beside the actual one when it is at most
    /// `maximumShownPicture` bytes (else the page says its size).
    public var expectedPicture: String?

    /// The largest saved picture a page shows: 1 MiB. A page holds the
    /// picture escaped and again as outlines, so a larger one (FlowCore
    /// draws none over 20 KB) would make a page of many times its size.
    public static let maximumShownPicture = 1 << 20
    /// The pictures drawn where a scene names an image.
    public var assets: SVGAssetCatalog

    /// A page for `trace`, its images drawn from `assets`.
    public init(trace: Trace, expectedPicture: String? = nil, assets: SVGAssetCatalog = .builtIn) {
        self.trace = trace
        self.expectedPicture = expectedPicture
        self.assets = assets
    }

    /// The page's HTML.
    public func html() throws(SVGRenderer.Failure) -> String {
        String(decoding: try htmlUTF8(), as: UTF8.self)
    }

    /// The page's HTML as UTF-8 bytes: `html()` without making a `String`
    /// of a document that can run to tens of megabytes, for a writer that
    /// hands the bytes on (`flow replay --html`).
    public func htmlUTF8() throws(SVGRenderer.Failure) -> [UInt8] {
        let transcript = trace.transcript
        var pictures = PictureTable()
        // The steps go straight into the page's data as script-safe JSON:
        // made as objects first, their hashing and sorting were a fifth of a page (callgrind).
        var steps: [UInt8] = [UInt8(ascii: "[")]
        let renderer = SVGRenderer(assets: assets)
        // A timeline row is drawn in every picture whose window holds it: its text is broken once.
        var lines: SVGTextLines? = SVGTextLines()
        // Steps that show the same scene (a timeline's page of steps, a step that changed nothing drawn) draw it once.
        var previous: (scene: MachineScene, number: Int)?
        for (index, entry) in transcript.entries.enumerated() {
            if index > 0 { steps.append(UInt8(ascii: ",")) }
            steps += "{\"at\":"
            Self.append(entry.at, to: &steps)
            steps += ",\"source\":"
            HTMLText.appendScriptString(entry.source.rawValue, to: &steps)
            steps += ",\"timer\":"
            if let timer = entry.timer { HTMLText.appendScriptString(timer.rawValue, to: &steps) } else { steps += "null" }
            steps += ",\"event\":"
            HTMLText.appendScriptString(Self.shown(JSONWriter.inline(entry.event)), to: &steps)
            steps += ",\"effects\":"
            Self.appendList(entry.effects, to: &steps) { HTMLText.appendScriptString(Self.shown(JSONWriter.inline($0)), to: &$1) }
            steps += ",\"changes\":"
            Self.appendList(entry.changes, to: &steps) { change, out in
                out += "{\"path\":"
                HTMLText.appendScriptString(Self.shown(change.path.description), to: &out)
                out += ",\"before\":"
                if let before = change.before { HTMLText.appendScriptString(Self.shown(JSONWriter.inline(before)), to: &out) } else { out += "null" }
                out += ",\"after\":"
                if let after = change.after { HTMLText.appendScriptString(Self.shown(JSONWriter.inline(after)), to: &out) } else { out += "null" }
                out.append(UInt8(ascii: "}"))
            }
            steps += ",\"pending\":"
            Self.appendList(entry.pending, to: &steps) { timer, out in
                HTMLText.appendScriptString(
                    Self.shown("\(timer.id) at \(JSONWriter.format((timer.due * 1000).rounded() / 1000)) s: \(JSONWriter.inline(timer.event))"), to: &out)
            }
            steps += ",\"frames\":["
            for (position, frame) in (trace.frames.indices.contains(index) ? trace.frames[index] : []).enumerated() {
                let number: Int
                if let previous, previous.scene == frame.scene {
                    number = previous.number
                } else {
                    number = pictures.number(of: try renderer.renderUTF8(frame.scene, reusing: &lines))
                    previous = (frame.scene, number)
                }
                if position > 0 { steps.append(UInt8(ascii: ",")) }
                steps.append(UInt8(ascii: "["))
                Self.append(frame.time, to: &steps)
                steps.append(UInt8(ascii: ","))
                Self.append(Double(number), to: &steps)
                if trace.timelineBands.indices.contains(index) {
                    steps.append(UInt8(ascii: ","))
                    Self.appendBand(trace.timelineBands[index], in: frame.scene.size, to: &steps)
                }
                steps.append(UInt8(ascii: "]"))
            }
            steps += "]}"
        }
        steps.append(UInt8(ascii: "]"))
        var data: [String: JSONValue] = [
            "machine": .string(Self.shown(transcript.machine)),
            "title": .string(Self.shown(transcript.title)),
            "drawn": .bool(trace.isDrawable),
        ]
        if let verdict = transcript.verdict {
            var failure: [String: JSONValue] = [
                "message": .string(Self.shown(verdict.detailedDescription)),
                "path": .string(Self.shown(verdict.path == .root ? "" : verdict.path.description)),
                "step": verdict.step.map { .number(Double($0)) } ?? .null,
                "expected": verdict.expected.map { .string(Self.shown(Self.pretty($0))) } ?? .null,
                "actual": verdict.actual.map { .string(Self.shown(Self.pretty($0))) } ?? .null,
            ]
            if let expectedPicture, expectedPicture.utf8.count > Self.maximumShownPicture {
                failure["expectedPictureNote"] = .string(
                    "The saved picture is \(expectedPicture.utf8.count) bytes, more than the \(Self.maximumShownPicture) a page shows: open the file itself.")
            } else if let expectedPicture {
                failure["expectedPicture"] = .string(expectedPicture)
                if let step = verdict.step, trace.frames.indices.contains(step) {
                    failure["outlines"] = try Self.outlines(expected: expectedPicture, frames: trace.frames[step], renderer: renderer)
                }
            }
            data["failure"] = .object(failure)
        }
        // The pictures, most of the page's bytes, go from the renderer's bytes straight into the data.
        // Each part cut first: the two joined whole would copy a long title.
        let title = HTMLText.escape(Self.shown(transcript.machine) + ": " + Self.shown(transcript.title))
        let head = """
            <!doctype html>
            <html lang="zh-Hans">
            <head>
            <meta charset="utf-8">
            \(Self.policyMeta)
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(Self.style)</style>
            </head>
            <body data-selfcheck="pending">
            \(Self.body)
            <script type="application/json" id="trace-data">
            """
        // The pictures, most of the page's bytes, go from the renderer's bytes straight into the data.
        var page = Array(head.utf8)
        HTMLText.appendScriptJSON(.object(data), adding: "pictures", strings: pictures.pictures, written: [("steps", steps)], to: &page)
        page.append(contentsOf: "</script>\n<script>\(Self.script)</script>\n</body>\n</html>\n".utf8)
        return page
    }

    /// Where the saved picture and the drawing differ: the frames of the
    /// parts drawn differently, in the frame of the step that differs least
    /// (the one the saved picture was most likely taken at), with its
    /// canvas, for the page to outline on both pictures.
    static func outlines(expected: String, frames: [(time: Double, scene: MachineScene)], renderer: SVGRenderer) throws(SVGRenderer.Failure) -> JSONValue {
        var best: (scene: MachineScene, parts: [String])?
        for frame in frames {
            let parts = SVGDifference.parts(expected: expected, actual: try renderer.render(frame.scene))
            if best == nil || parts.count < best!.parts.count { best = (frame.scene, parts) }
        }
        guard let best else { return .null }
        let boxes: [JSONValue] = best.parts.compactMap { name in
            best.scene.part(name).map { part in
                .object([
                    "part": .string(name), "x": .number(part.frame.x), "y": .number(part.frame.y), "width": .number(part.frame.width),
                    "height": .number(part.frame.height),
                ])
            }
        }
        return .object(["width": .number(best.scene.size.width), "height": .number(best.scene.size.height), "parts": .array(boxes)])
    }

    /// Appends `number` as JSON writes it.
    private static func append(_ number: Double, to out: inout [UInt8]) {
        var text = JSONWriter.format(number)
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// Appends `items` as a JSON array, each written by `write`.
    private static func appendList<Item>(_ items: [Item], to out: inout [UInt8], _ write: (Item, inout [UInt8]) -> Void) {
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            write(item, &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A timeline step's band as the page places it over the picture: in
    /// percent of the picture's width and height.
    static func appendBand(_ band: LayoutRect, in size: LayoutSize, to out: inout [UInt8]) {
        guard size.width > 0, size.height > 0 else { return out += "null" }
        out += "{\"x\":"
        append(100 * band.x / size.width, to: &out)
        out += ",\"y\":"
        append(100 * band.y / size.height, to: &out)
        out += ",\"width\":"
        append(100 * band.width / size.width, to: &out)
        out += ",\"height\":"
        append(100 * band.height / size.height, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// The most of one text a page shows (a title, an event, a change of
    /// state, a failure's values), in UTF-8 bytes: a longer one is cut on a
    /// character, saying how long it was, so that a page's size follows its
    /// steps and pictures, not its strings (a 20 MB title made a 200 MB page).
    static let maximumShownText = 8_192

    /// `text`, or its first `maximumShownText` bytes and its length.
    static func shown(_ text: String) -> String {
        let utf8 = text.utf8
        guard utf8.count > maximumShownText else { return text }
        var end = utf8.index(utf8.startIndex, offsetBy: maximumShownText)
        while String.Index(end, within: text) == nil { end = utf8.index(before: end) }
        return String(text[..<end]) + "… (\(utf8.count) bytes in all)"
    }

    /// `value` written out for reading, without the final line feed.
    static func pretty(_ value: JSONValue) -> String {
        var text = JSONWriter.pretty(value)
        while text.last == "\n" { text.removeLast() }
        return text
    }

    /// What the page may run and load: its own script and style, pictures
    /// as `data:` URLs. Hashed once: every page has the same script and
    /// style (hashing them was a million instructions a page).
    static let policyMeta = ContentPolicy(script: script, style: style).meta
}
