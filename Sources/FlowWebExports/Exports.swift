#if hasFeature(Embedded)
import FlowWeb

// The exports of FlowCore's own WebAssembly module; the machines it runs
// are `bridge`'s (Machines.swift: every built-in one, or those that
// Scripts/build-wasm.sh --machines names, in a Machines.swift it writes). An
// app's module has a file like this one of its own, listing its machines
// too, in place of this target (Scripts/build-wasm.sh --app).

/// Memory for `size` bytes the page writes a request into.
@_cdecl("flow_alloc")
func flowAlloc(_ size: Int32) -> UnsafeMutableRawPointer { WebExports.allocate(size) }

/// Frees memory from `flow_alloc` or an answer from `flow_call`.
@_cdecl("flow_free")
func flowFree(_ pointer: UnsafeMutableRawPointer?) { WebExports.free(pointer) }

/// Answers the request of `length` bytes at `request`.
@_cdecl("flow_call")
func flowCall(_ request: UnsafePointer<UInt8>, _ length: Int32) -> UnsafeMutableRawPointer { WebExports.call(&bridge, request, length) }

/// The SVG of a session at `time`, or a JSON error object.
@_cdecl("flow_render")
func flowRender(_ session: Int32, _ time: Double) -> UnsafeMutableRawPointer { WebExports.render(bridge, session, time) }

/// Runs `WebBridge.selfTest()`: 0 when it passed, else the number of the
/// check that failed. Exported only from the smoke test's link
/// (`build-wasm.sh --smoke-test`), so the page's module leaves it out.
@_cdecl("flow_selftest")
func flowSelfTest() -> Int32 { Int32(WebBridge.selfTest()) }
#endif
