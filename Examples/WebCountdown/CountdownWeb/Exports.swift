#if hasFeature(Embedded)
import FlowCore
import FlowWeb

// This app's WebAssembly exports: FlowCore's machines and its own countdown,
// each export one line (FlowWeb's WebExports does the work).

nonisolated(unsafe) private var bridge = WebBridge(machines: WebBridge.Entry.builtIn + [.machine(Countdown.self)])

@_cdecl("flow_alloc")
func flowAlloc(_ size: Int32) -> UnsafeMutableRawPointer { WebExports.allocate(size) }

@_cdecl("flow_free")
func flowFree(_ pointer: UnsafeMutableRawPointer?) { WebExports.free(pointer) }

@_cdecl("flow_call")
func flowCall(_ request: UnsafePointer<UInt8>, _ length: Int32) -> UnsafeMutableRawPointer { WebExports.call(&bridge, request, length) }

@_cdecl("flow_render")
func flowRender(_ session: Int32, _ time: Double) -> UnsafeMutableRawPointer { WebExports.render(bridge, session, time) }

/// The app's own check, run in wasmkit by CI: a countdown of 2 through the
/// bridge, as a page runs it. 0 when it passed, else the failing check's number.
@_cdecl("flow_selftest")
func flowSelfTest() -> Int32 {
    var bridge = WebBridge(machines: WebBridge.Entry.builtIn + [.machine(Countdown.self)])
    func call(_ request: String) -> JSONValue { (try? JSONParser.parse(bridge.respond(to: request))) ?? .null }
    guard call(#"{"create": {"machine": "countdown", "config": {"seconds": 2}}}"#) == ["session": 1] else { return 1 }
    let started = call(#"{"send": {"session": 1, "at": 0, "event": "started"}}"#)
    guard started["effects"] == [["show": ["remaining": 2]]], started["pending"] == [["at": 1, "event": "secondPassed"]] else { return 2 }
    let done = call(#"{"advance": {"session": 1, "to": 5}}"#)
    guard case .array(let firings)? = done["firings"], firings.count == 2, firings[1]["effects"] == [["show": ["remaining": 0]], "finish"] else { return 3 }
    guard case .string(let text)? = call(#"{"spec": {"session": 1, "title": "two seconds"}}"#)["text"], let saved = try? JSONParser.parse(text),
        saved["machine"] == "countdown", saved["steps"]?.arrayValue?.count == 3
    else { return 4 }
    guard case .string(let refused)? = call(#"{"create": {"machine": "countdown", "config": {"seconds": 0}}}"#)["error"],
        refused == "request.create.config: seconds must be from 1 to 3600, got 0"
    else { return 5 }
    // FlowCore's own machines run beside the app's.
    guard call(#"{"create": {"machine": "progress-hud"}}"#) == ["session": 2] else { return 6 }
    return 0
}
#endif
