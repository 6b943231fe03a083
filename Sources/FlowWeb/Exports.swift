#if hasFeature(Embedded)
import FlowCore
import FlowSVG

// The WebAssembly module's exports. The page writes a request's UTF-8
// bytes into memory from `flow_alloc`, calls `flow_call`, reads the answer
// (a 4-byte little-endian length, then the UTF-8 bytes) and frees both
// with `flow_free`. The module is single-threaded, like the page.

nonisolated(unsafe) private var bridge = WebBridge()

/// Memory for `size` bytes the page writes a request into.
@_cdecl("flow_alloc")
func flowAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(Int(size), 1), alignment: 16)
}

/// Frees memory from `flow_alloc` or an answer from `flow_call`.
@_cdecl("flow_free")
func flowFree(_ pointer: UnsafeMutableRawPointer?) {
    pointer?.deallocate()
}

/// Answers the request of `length` bytes at `request`.
@_cdecl("flow_call")
func flowCall(_ request: UnsafePointer<UInt8>, _ length: Int32) -> UnsafeMutableRawPointer {
    let text = String(decoding: UnsafeBufferPointer(start: request, count: Int(length)), as: UTF8.self)
    return answer(bridge.respond(to: text))
}

/// The SVG of a session at `time`: the text itself, or (when the session or
/// its drawing fails) a JSON error object, which starts with `{` where an SVG
/// starts with `<`.
@_cdecl("flow_render")
func flowRender(_ session: Int32, _ time: Double) -> UnsafeMutableRawPointer {
    do throws(WebError) {
        return answer(try bridge.render(session: Int(session), at: time))
    } catch {
        return answer(JSONWriter.compact(.object(["error": .string(error.message)])))
    }
}

/// Runs `WebBridge.selfTest()`: 0 when it passed, else the number of the check that failed.
@_cdecl("flow_selftest")
func flowSelfTest() -> Int32 {
    Int32(WebBridge.selfTest())
}

private func answer(_ text: String) -> UnsafeMutableRawPointer {
    var text = text
    return text.withUTF8(answer)
}

private func answer(_ bytes: [UInt8]) -> UnsafeMutableRawPointer {
    bytes.withUnsafeBufferPointer(answer)
}

/// A copy of `bytes` after their count, as the page reads an answer.
private func answer(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeMutableRawPointer {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 4, alignment: 16)
    memory.storeBytes(of: UInt32(truncatingIfNeeded: bytes.count).littleEndian, as: UInt32.self)
    if let start = bytes.baseAddress { memory.advanced(by: 4).copyMemory(from: start, byteCount: bytes.count) }
    return memory
}
#endif
