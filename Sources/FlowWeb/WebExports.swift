import FlowCore

/// What a WebAssembly module's exports do, written once: FlowCore's own
/// module (`FlowWebExports`) and an app's, which lists its own machines,
/// each export one line calling these.
///
/// The page writes a request's UTF-8 bytes into memory from `flow_alloc`,
/// calls `flow_call`, reads the answer (a 4-byte little-endian length, then
/// the UTF-8 bytes) and frees both with `flow_free`. The module is
/// single-threaded, like the page.
public enum WebExports {
    /// Memory for `size` bytes the page writes a request into.
    public static func allocate(_ size: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer.allocate(byteCount: max(Int(size), 1), alignment: 16)
    }

    /// Frees memory from `allocate` or an answer.
    public static func free(_ pointer: UnsafeMutableRawPointer?) {
        pointer?.deallocate()
    }

    /// `bridge`'s answer to the request of `length` bytes at `request`.
    public static func call(_ bridge: inout WebBridge, _ request: UnsafePointer<UInt8>, _ length: Int32) -> UnsafeMutableRawPointer {
        let text = String(decoding: UnsafeBufferPointer(start: request, count: Int(max(length, 0))), as: UTF8.self)
        return answer(bridge.respond(to: text))
    }

    /// The SVG of a session at `time`: the text itself, or (when the session
    /// or its drawing fails) a JSON error object, which starts with `{` where
    /// an SVG starts with `<`.
    public static func render(_ bridge: WebBridge, _ session: Int32, _ time: Double) -> UnsafeMutableRawPointer {
        do throws(WebError) {
            return answer(try bridge.render(session: Int(session), at: time))
        } catch {
            return answer(JSONWriter.compact(.object(["error": .string(error.message)])))
        }
    }

    private static func answer(_ text: String) -> UnsafeMutableRawPointer {
        var text = text
        return text.withUTF8(answer)
    }

    private static func answer(_ bytes: [UInt8]) -> UnsafeMutableRawPointer {
        bytes.withUnsafeBufferPointer(answer)
    }

    /// A copy of `bytes` after their count, as the page reads an answer.
    private static func answer(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeMutableRawPointer {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: bytes.count + 4, alignment: 16)
        memory.storeBytes(of: UInt32(truncatingIfNeeded: bytes.count).littleEndian, as: UInt32.self)
        if let start = bytes.baseAddress { memory.advanced(by: 4).copyMemory(from: start, byteCount: bytes.count) }
        return memory
    }
}
