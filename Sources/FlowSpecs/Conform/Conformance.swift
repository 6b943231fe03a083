import FlowCore
@_spi(FlowTools) import FlowJSON
import FlowSVG

/// A spec turned into what a front's test runner executes: each step as
/// the input that makes it (`FrontInput`), and after it what the front must
/// show: every accessibility element's role, name, description, state,
/// value and frame, the dialog's modality, first focus and Escape, and the
/// picture as SVG. The format is the contract of `Specs/CONFORMANCE.md`.
@_spi(FlowTools) public enum Conformance {
    /// The format's version, written as `conformanceVersion`.
    public static let version = 1

    /// The keys a web front sends as `keyPressed`, by `KeyboardEvent.key`:
    /// each key's own, and Page Up and Page Down as the up and down arrows
    /// (on a slider, the WAI-ARIA APG's larger step up and down).
    public static let webKeys: [String: KeyboardKey] = Dictionary(
        uniqueKeysWithValues: KeyboardKey.allCases.map { (FrontInput.webKey($0), $0) } + [("PageUp", .up), ("PageDown", .down)])

    /// WCAG 2's AA minimum for text (1.4.3).
    public static let textContrast = 4.5
    /// WCAG 2's AA minimum for user-interface components (1.4.11).
    public static let controlContrast = 3.0

    /// WCAG 2.2's minimum target (2.5.8), in points (CSS pixels at scale 1).
    public static let minimumTarget = 24.0

    /// A machine's text field as a conformance file writes it: `{"part",
    /// "typed", "marker", "deletedBackward"}`, where `typed` is the event for
    /// a typed character with the string `marker` in the character's place
    /// (a front puts the character there). A typed event that does not hold
    /// the marker once, as a string of its own, is refused: the front could
    /// not make it.
    static func textField<Event: Encodable>(_ field: FrontTextField<Event>, file: String) throws(SpecFailure) -> JSONValue {
        let marker = "\u{FFFC}typed\u{FFFC}"
        let typed = JSONEncoding.tree(field.typed(marker))
        /// How many strings hold the marker: it counts twice inside a longer string, which a front could not fill in.
        func count(_ value: JSONValue) -> Int {
            switch value {
            case .string(let text): text == marker ? 1 : (text.contains(marker) ? 2 : 0)
            case .array(let elements): elements.reduce(0) { $0 + count($1) }
            case .object(let members): members.values.reduce(0) { $0 + count($1) }
            case .number, .bool, .null: 0
            }
        }
        guard count(typed) == 1 else {
            throw SpecFailure(file: file, path: SpecReader.stepsPath, reason: "the text field's typed event does not carry the typed text as a string of its own")
        }
        return .object([
            "part": .string(field.part), "typed": typed, "marker": .string(marker), "deletedBackward": JSONEncoding.tree(field.deletedBackward),
        ])
    }

    /// What a front must show of `scene`, drawn as `svg`.
    public static func observation(_ scene: MachineScene, svg: String) -> JSONValue {
        let elements = scene.accessibilityElements.map { part -> JSONValue in
            // accessibilityElements holds only the parts that have it.
            let accessibility = part.accessibility ?? SceneAccessibility(label: "")
            var element: [String: JSONValue] = [
                "part": .string(part.name), "role": .string(SVGRenderer.role(accessibility)), "name": .string(accessibility.label),
                "frame": frame(part.frame),
            ]
            if let description = SVGRenderer.ariaDescription(accessibility) { element["description"] = .string(description) }
            let traits = accessibility.traits
            if traits.contains(.notEnabled) { element["disabled"] = true }
            if traits.contains(.selected) { element[traits.contains(.button) ? "pressed" : "selected"] = true }
            if traits.contains(.adjustable), let range = accessibility.range {
                var value: [String: JSONValue] = ["now": .number(range.now), "min": .number(range.minimum), "max": .number(range.maximum)]
                if let text = accessibility.value { value["text"] = .string(text) }
                element["value"] = .object(value)
            }
            if part.rotation.isFinite, part.rotation != 0 { element["rotated"] = true }
            return .object(element)
        }
        return .object([
            "size": .object(["width": .number(scene.size.width), "height": .number(scene.size.height)]),
            "modal": .bool(scene.isModal), "escapes": .bool(scene.escapes), "focus": scene.focus.map { .string($0) } ?? .null,
            "elements": .array(elements), "svg": .string(svg),
        ])
    }

    /// The rules a scene breaks on its own, whatever the front: each a sentence.
    /// A control (a button, slider or text box that is enabled) smaller than
    /// 24 × 24 points passes only when a 24-point circle on its centre meets
    /// no other control, or the circle of another small one (WCAG 2.5.8's spacing).
    public static func findings(in scene: MachineScene) -> [String] {
        let controls = scene.accessibilityElements.filter { part in
            guard let accessibility = part.accessibility, !accessibility.traits.contains(.notEnabled) else { return false }
            return ["button", "slider", "textbox"].contains(SVGRenderer.role(accessibility))
        }
        var findings: [String] = []
        for (index, control) in controls.enumerated() {
            let frame = control.frame
            guard frame.width < minimumTarget || frame.height < minimumTarget else { continue }
            let centre = LayoutPoint(x: frame.midX, y: frame.midY)
            let crowded = controls.indices.contains { other in
                guard other != index else { return false }
                let otherFrame = controls[other].frame
                let small = otherFrame.width < minimumTarget || otherFrame.height < minimumTarget
                if small {
                    let dx = otherFrame.midX - centre.x, dy = otherFrame.midY - centre.y
                    return (dx * dx + dy * dy).squareRoot() < minimumTarget
                }
                return distance(from: centre, to: otherFrame) < minimumTarget / 2
            }
            if crowded {
                findings.append(
                    "\(control.name) is a \(JSONWriter.format(frame.width)) × \(JSONWriter.format(frame.height)) target beside another (WCAG 2.5.8: 24 × 24, or spaced)")
            }
            if frame.width < 1 || frame.height < 1 {
                findings.append("\(control.name) is a \(JSONWriter.format(frame.width)) × \(JSONWriter.format(frame.height)) target: nothing to press")
            }
        }
        return findings
    }

    /// The lowest contrast of the scene's texts, each against what is drawn
    /// behind the middle of where it shows (as Increase Contrast judges it),
    /// and of its enabled buttons and sliders that have a fill, the better of
    /// their fill and outline against what is behind them; nil where there
    /// is none. WCAG's are 4.5:1 for text and 3:1 for controls.
    public static func contrastMinimums(in scene: MachineScene) -> (text: Double?, control: Double?) {
        var text: Double?, control: Double?
        for (index, part) in scene.parts.enumerated() {
            if let drawn = part.text, !drawn.string.isEmpty, let color = SceneColor(drawn.color) {
                let point = MachineScene.visibleCenter(of: part.frame, clip: part.clip)
                var behind = scene.backdrop(at: point, below: index)
                if let own = part.paint(at: point, names: SceneColor.standardNames) { behind = own.over(behind) }
                let ratio = color.over(behind).contrast(with: behind)
                text = min(text ?? ratio, ratio)
            }
            guard let traits = part.accessibility?.traits, !traits.contains(.notEnabled), traits.contains(.button) || traits.contains(.adjustable),
                let fill = part.fill.flatMap({ SceneColor($0) })
            else { continue }
            let behind = scene.backdrop(at: LayoutPoint(x: part.frame.midX, y: part.frame.midY), below: index)
            var ratio = fill.over(behind).contrast(with: behind)
            if let stroke = part.stroke, stroke.width > 0, let outline = SceneColor(stroke.color) { ratio = max(ratio, outline.over(behind).contrast(with: behind)) }
            control = min(control ?? ratio, ratio)
        }
        return (text, control)
    }

    /// How far `point` lies from `rect` (0 inside it).
    private static func distance(from point: LayoutPoint, to rect: LayoutRect) -> Double {
        let dx = max(rect.x - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.y - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    static func frame(_ rect: LayoutRect) -> JSONValue {
        .object(["x": .number(rect.x), "y": .number(rect.y), "width": .number(rect.width), "height": .number(rect.height)])
    }
}

/// The lowest contrasts over a spec's scenes, as drawn and with Increase Contrast on.
struct ContrastMinimums {
    var text: Double?, control: Double?, increasedText: Double?, increasedControl: Double?

    mutating func note(_ scene: MachineScene) {
        func lower(_ a: Double?, _ b: Double?) -> Double? { b.map { min(a ?? $0, $0) } ?? a }
        let drawn = Conformance.contrastMinimums(in: scene), increased = Conformance.contrastMinimums(in: scene.increasingContrast())
        text = lower(text, drawn.text)
        control = lower(control, drawn.control)
        increasedText = lower(increasedText, increased.text)
        increasedControl = lower(increasedControl, increased.control)
    }

    var jsonValue: JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .number(($0 * 100).rounded(.down) / 100) } ?? .null }
        return .object(["text": number(text), "control": number(control), "increasedText": number(increasedText), "increasedControl": number(increasedControl)])
    }
}

/// Where a front's pointer is through a spec's drags: some sequences of drag
/// events no pointer makes (a second press while the first is down, a move
/// to where the pointer already is). Those steps are the app's, saying why.
struct PointerTrack {
    /// The translation of the drag that is down, or nil.
    var down: Double?

    mutating func follow(_ input: FrontInput) -> FrontInput {
        guard case .drag(let part, let moment) = input else { return input }
        switch moment {
        case .began:
            guard down == nil else { return .app(why: "a press on \(part) while a pointer is down on it: no pointer makes it") }
            down = 0
        case .moved(let translation):
            guard let at = down else { return .app(why: "a move of \(part) with no pointer down") }
            guard translation != at else { return .app(why: "a move of \(part) to where the pointer is: no pointer event") }
            down = translation
        case .ended, .cancelled:
            guard down != nil else { return .app(why: "the end of a drag of \(part) with no pointer down") }
            down = nil
        }
        return input
    }
}

extension MachineRegistry.Entry {
    /// Writes the conformance file of a spec, for a machine that declares its inputs.
    typealias Conformer = @Sendable (SpecInput, SVGRenderer) -> Result<JSONValue, SpecFailure>

    static func conformer<D: SpecMachine & FrontDriven>(_ type: D.Type) -> Conformer {
        { input, renderer in
            Result { () throws(SpecFailure) in
                let player = try SpecPlayer<D>(header: input.header, file: input.file)
                let machine = player.machine
                // The scene as a front's session draws it: the latest animations
                // started, sampled from when they started (FlowWeb's WebSession).
                var animations: [Timeline] = []
                var startedAt = 0.0
                func drawn(_ state: D.State, at time: Double) throws(SpecFailure) -> (MachineScene, String) {
                    let scene = machine.scene(state, animations: animations, at: max(0, time - startedAt))
                    do {
                        return (scene, try renderer.render(scene))
                    } catch {
                        throw SpecFailure(file: input.file, path: SpecReader.stepsPath, reason: "cannot draw the scene: \(error)")
                    }
                }
                var steps: [JSONValue] = []
                var findings: [String: [String]] = [:]
                var counts: [FrontInput.Kind: Int] = [:]
                var initial: JSONValue = .null
                var first = true
                var pendingFailure: SpecFailure?
                var pointer = PointerTrack()
                var contrast = ContrastMinimums()
                _ = try input.withSteps { reader in
                    Result { () throws(SpecFailure) in
                        try player.run(&reader) { transition in
                            // Errors inside the visit are kept and thrown after it.
                            do throws(SpecFailure) {
                                let before = try drawn(transition.before, at: transition.at)
                                if first {
                                    initial = Conformance.observation(before.0, svg: before.1)
                                    first = false
                                }
                                var frontInput: FrontInput =
                                    transition.source == .fire ? .timer : machine.frontInput(for: transition.event, in: transition.before)
                                if let part = frontInput.part, before.0.part(part) == nil {
                                    frontInput = .app(why: "no part \(part) is drawn to act on")
                                }
                                frontInput = pointer.follow(frontInput)
                                counts[frontInput.kind, default: 0] += 1
                                let started = machine.animations(in: transition.effects)
                                if !started.isEmpty {
                                    animations = started
                                    startedAt = transition.at
                                }
                                let after = try drawn(transition.after, at: transition.at)
                                for finding in Conformance.findings(in: after.0) {
                                    findings[finding, default: []].append("step \(steps.count)")
                                }
                                contrast.note(after.0)
                                steps.append(
                                    .object([
                                        "at": .number(transition.at), "input": frontInput.jsonValue, "event": JSONEncoding.tree(transition.event),
                                        "expect": Conformance.observation(after.0, svg: after.1),
                                    ]))
                            } catch {
                                pendingFailure = error
                            }
                        }
                    }
                }.get()
                if let pendingFailure { throw pendingFailure }
                for (name, value, least) in [
                    ("text with Increase Contrast", contrast.increasedText, Conformance.textContrast),
                    ("controls with Increase Contrast", contrast.increasedControl, Conformance.controlContrast),
                ] where value.map({ $0 < least - 1e-9 }) ?? false {
                    findings["\(name) at \(JSONWriter.format((value! * 100).rounded(.down) / 100)):1, under \(JSONWriter.format(least)):1", default: []].append("a step")
                }
                var file: [String: JSONValue] = [
                    "conformanceVersion": .number(Double(Conformance.version)), "machine": .string(input.header.machine),
                    "spec": .string(input.file), "title": .string(input.header.title), "config": input.header.config,
                    "keys": .object(Conformance.webKeys.mapValues { .string($0.rawValue) }),
                    "counts": .object(Dictionary(uniqueKeysWithValues: FrontInput.Kind.allCases.map { ($0.rawValue, .number(Double(counts[$0, default: 0]))) })),
                    "findings": .array(findings.keys.sorted().map { .object(["finding": .string($0), "after": .array(findings[$0, default: []].map { .string($0) })]) }),
                    "contrast": contrast.jsonValue, "initial": initial, "steps": .array(steps),
                ]
                if let field = machine.frontTextField {
                    file["textField"] = try Conformance.textField(field, file: input.file)
                }
                return .object(file)
            }
        }
    }
}

extension MachineRegistry {
    /// The conformance file of the spec in a file's bytes (see `Conformance`),
    /// its pictures drawn by `renderer`; nil for a machine that declares no
    /// front inputs (it is not `FrontDriven`). Throws for a spec that fails.
    @_spi(FlowTools) public func conformance(bytes: [UInt8], file: String = "", renderer: SVGRenderer = SVGRenderer()) throws(SpecFailure) -> JSONValue? {
        let input = SpecInput.document(try SpecDocument(bytes: bytes, file: file))
        let entry = try lookUp(input.header.machine, file: file).get()
        guard let conform = entry.conform else { return nil }
        return try conform(input, renderer).get()
    }
}
