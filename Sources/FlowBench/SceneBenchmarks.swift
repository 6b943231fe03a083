import FlowCore
import FlowSpecs
import FlowSVG
import FlowViewer
import Foundation

enum SceneBenchmarks {
    static var all: [Benchmark] {
        [
            alertScene, alertSVG, frameSVG("2-buttons", message: "确定要退出吗?"), frameSVG("long-message", message: longMessage),
            firstFrameSVG("2-buttons", message: "确定要退出吗?"), firstFrameSVG("long-message", message: longMessage),
            redrawnSVG("2-buttons", message: "确定要退出吗?"), redrawnSVG("long-message", message: longMessage), tracePage,
        ]
    }

    /// The size of the page `tracePage` writes, for the report.
    nonisolated(unsafe) static var pageBytes = 0

    /// A shown three-button alert with a 200-character message.
    static func shownAlert() -> (AlertDialog, AlertDialog.State) {
        let dialog = try! AlertDialog(content: AlertBenchmarks.content)
        var state = dialog.initialState
        _ = dialog.reduce(&state, .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
        return (dialog, state)
    }

    /// The alert's scene, half way through its fade in.
    static var alertScene: Benchmark {
        let (dialog, state) = shownAlert()
        let operations = 20_000
        return Benchmark(name: "scene.alert.3-buttons", operations: operations) {
            for _ in 0..<operations { blackHole(dialog.scene(state, animations: [AlertDialog.fadeIn], at: 0.15)) }
        }
    }

    /// That scene as SVG.
    static var alertSVG: Benchmark {
        let (dialog, state) = shownAlert()
        let scene = dialog.scene(state, animations: [AlertDialog.fadeIn], at: 0.15)
        let renderer = SVGRenderer()
        let operations = 5_000
        return Benchmark(name: "svg.alert.3-buttons", operations: operations) {
            for _ in 0..<operations { blackHole(try! renderer.render(scene)) }
        }
    }

    /// A 2,000-character message: taller than the screen, so it scrolls.
    /// A two-button alert with `message`, shown on an iPhone's screen, its fade over.
    static func shownAlert(message: String) -> MachineScene {
        let dialog = try! AlertDialog(content: AlertContent(title: "提示", message: message, buttons: ["取消", "确定"]))
        var state = dialog.initialState
        _ = dialog.reduce(&state, .showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
        return dialog.scene(state, animations: [], at: 1)
    }

    static let longMessage = String(repeating: "很长的消息,", count: 334).prefix(2_000).description

    /// A two-button alert's frame as SVG, drawn again as a page or a web
    /// session draws frames: with the lines broken for an earlier frame kept.
    /// The long message's frame should cost what its visible lines do.
    static func frameSVG(_ name: String, message: String) -> Benchmark {
        let scene = shownAlert(message: message)
        let renderer = SVGRenderer()
        let operations = 2_000
        return Benchmark(name: "svg.alert.frame.\(name)") {
            var lines: SVGTextLines? = SVGTextLines()
            blackHole(try! renderer.renderUTF8(scene, reusing: &lines))
            return Workload(operations: operations) {
                for _ in 0..<operations { blackHole(try! renderer.renderUTF8(scene, reusing: &lines)) }
            }
        }
    }

    /// A two-button alert's first frame as SVG: no lines broken before (no
    /// cache kept by the caller), as a front draws a scene once. The long
    /// message's should cost about what the short one's does: only the
    /// lines down to its clip's bottom are broken.
    static func firstFrameSVG(_ name: String, message: String) -> Benchmark {
        let scene = shownAlert(message: message)
        let renderer = SVGRenderer()
        let operations = 500
        return Benchmark(name: "svg.alert.first-frame.\(name)", operations: operations) {
            for _ in 0..<operations {
                // No lines kept from a frame before: each frame is a first one.
                var lines: SVGTextLines? = nil
                blackHole(try! renderer.renderUTF8(scene, reusing: &lines))
            }
        }
    }

    /// A two-button alert's frame drawn again by a front that keeps nothing
    /// itself (`renderUTF8(_:)`, as an app's own front calls it): the
    /// renderer's own cache holds the lines it broke the first time.
    static func redrawnSVG(_ name: String, message: String) -> Benchmark {
        let scene = shownAlert(message: message)
        let renderer = SVGRenderer()
        let operations = 2_000
        return Benchmark(name: "svg.alert.redrawn.\(name)") {
            blackHole(try! renderer.renderUTF8(scene))
            return Workload(operations: operations) {
                for _ in 0..<operations { blackHole(try! renderer.renderUTF8(scene)) }
            }
        }
    }

    /// The HTML trace page of a 100-step alert spec: shown (a fade in),
    /// 48 keyboard moves and 48 edits, a tap (a fade out) and its timer.
    static var tracePage: Benchmark {
        Benchmark(name: "viewer.html.100-steps") {
            let bytes = Array(inputAlertTrace().utf8)
            pageBytes = page(bytes).count
            return Workload(operations: 1, bytesPerRun: bytes.count) { blackHole(page(bytes)) }
        }
    }

    /// The page's bytes, as `flow replay --html` writes them (not made a
    /// `String`, which would check the whole page as UTF-8 again).
    static func page(_ bytes: [UInt8]) -> [UInt8] {
        do {
            return try TracePage(trace: try MachineRegistry.all.trace(bytes: bytes)).htmlUTF8()
        } catch {
            fatalError("the generated trace has no page: \(error)")
        }
    }

    /// The spec, recorded.
    static func inputAlertTrace() -> String {
        var steps = [Spec.Step(at: 0, source: .send, event: JSONEncoding.tree(AlertDialog.Event.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34))))]
        var text = ""
        for index in 0..<48 {
            let keyboard = LayoutRect(x: 0, y: index.isMultiple(of: 2) ? 476 : 521, width: 375, height: index.isMultiple(of: 2) ? 336 : 291)
            steps.append(Spec.Step(at: 1 + Double(index) * 0.2, source: .send, event: JSONEncoding.tree(AlertDialog.Event.keyboardChanged(frame: keyboard))))
            let typed = index.isMultiple(of: 3) ? "好" : "a"
            let edit = TextViewFilter.Event.replaced(location: text.utf16.count, length: 0, with: typed)
            text += typed
            steps.append(Spec.Step(at: 1.1 + Double(index) * 0.2, source: .send, event: JSONEncoding.tree(AlertDialog.Event.edited(input: edit))))
        }
        steps.append(Spec.Step(at: 12, source: .send, event: JSONEncoding.tree(AlertDialog.Event.buttonTapped(index: 1))))
        let config = JSONEncoding.tree(try! AlertDialog(content: AlertContent(title: "提示", message: "请输入昵称", kind: .input, buttons: ["取消", "确定"])))
        let spec = Spec(machine: AlertDialog.specName, title: "generated: 100 steps", config: config, steps: steps)
        do {
            return try MachineRegistry.all.record(spec).text
        } catch {
            fatalError("the generated alert trace does not record: \(error)")
        }
    }
}
