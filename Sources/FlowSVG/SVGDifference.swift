import FlowRuntime

/// Where two SVG documents written by `SVGRenderer` first differ: the line,
/// and the part (`data-part`) it belongs to, so that a failed snapshot says
/// "button[1]" rather than "byte 1,832".
public struct SVGDifference: Equatable, Sendable, CustomStringConvertible {
    /// The first differing line, from 1.
    public var line: Int
    /// The part that line draws, nil outside any part (the canvas, the background).
    public var part: String?
    /// The expected document's line, nil past its end.
    public var expected: String?
    /// The actual document's line, nil past its end.
    public var actual: String?

    /// Where `actual` first departs from `expected`, or nil when they are the same bytes.
    public init?(expected: String, actual: String) {
        guard expected != actual else { return nil }
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        line = index + 1
        self.expected = index < old.count ? String(old[index]) : nil
        self.actual = index < new.count ? String(new[index]) : nil
        part = Self.part(enclosing: index, in: index < new.count ? new : old)
    }

    /// The `data-part` of the group open at `index`.
    private static func part(enclosing index: Int, in lines: [Substring]) -> String? {
        for line in lines[...min(index, lines.count - 1)].reversed() {
            if line.hasPrefix("  </g>") { return nil }
            if line.hasPrefix("  <g "), let name = Self.value(of: "data-part", in: line) { return name }
        }
        return nil
    }

    /// The value of the attribute `name` in an element's line.
    private static func value(of name: String, in line: Substring) -> String? {
        let marker = Array((" " + name + "=\"").utf8)
        let bytes = Array(line.utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where Array(bytes[start..<start + marker.count]) == marker {
            let rest = bytes[(start + marker.count)...]
            guard let end = rest.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            return String(decoding: rest[..<end], as: UTF8.self)
        }
        return nil
    }

    /// Every part drawn differently in the two documents (or drawn in only
    /// one), in the actual document's order, then the expected's: what a
    /// failure page outlines.
    public static func parts(expected: String, actual: String) -> [String] {
        let (old, new) = (groups(expected), groups(actual))
        var oldByName: [String: String] = [:]
        for (name, text) in old where oldByName[name] == nil { oldByName[name] = text }
        var newByName: [String: String] = [:]
        for (name, text) in new where newByName[name] == nil { newByName[name] = text }
        var names = new.compactMap { name, text in oldByName[name] == text ? nil : name }
        names += old.compactMap { name, _ in newByName[name] == nil ? name : nil }
        return names
    }

    /// Each part's group (`  <g … data-part="name">` to `  </g>`) as its name and lines.
    private static func groups(_ document: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var open: (name: String, lines: [Substring])?
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if var current = open {
                current.lines.append(line)
                if line.hasPrefix("  </g>") {
                    found.append((current.name, current.lines.joined(separator: "\n")))
                    open = nil
                } else {
                    open = current
                }
            } else if line.hasPrefix("  <g "), let name = value(of: "data-part", in: line) {
                open = (name, [line])
            }
        }
        return found
    }

    /// "line 12, in part "button[1]"".
    public var description: String {
        "line \(line)" + (part.map { ", in part \"\($0)\"" } ?? "")
    }
}
