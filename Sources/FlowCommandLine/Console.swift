#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where the tool writes: the terminal, or a buffer in tests.
public protocol Console {
    /// Writes a line of output.
    mutating func out(_ line: String)
    /// Writes a line of diagnostics.
    mutating func err(_ line: String)
    /// Writes `text` to the output as it is, without adding a line feed: a
    /// long document (`record`'s spec) a piece at a time.
    mutating func write(_ text: String)
    /// Whether output may carry ANSI colours (a terminal that asks for them).
    var usesColor: Bool { get }
}

extension Console {
    /// `text` in `color` when the console shows colours, else as it is.
    func paint(_ text: String, _ color: ANSIColor) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}

/// The few colours the tool uses.
enum ANSIColor: String {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case dim = "2"
}

/// Standard output and standard error, a line at a time. Colours only when
/// standard output is a terminal, `NO_COLOR` is not set and `TERM` is not
/// `dumb` (https://no-color.org).
public struct StandardConsole: Console {
    public let usesColor: Bool

    /// The process's standard output and error.
    public init() {
        let environment = ProcessInfo.processInfo.environment
        usesColor = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
    }

    public mutating func out(_ line: String) {
        print(line)
    }

    public mutating func write(_ text: String) {
        print(text, terminator: "")
    }

    public mutating func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Everything written, kept for inspection (in tests of a tool).
public struct CapturedConsole: Console {
    /// What went to standard output, each line ending with a newline.
    public var output = ""
    /// What went to standard error, each line ending with a newline.
    public var errors = ""
    public var usesColor: Bool { false }

    /// An empty capture.
    public init() {}

    public mutating func out(_ line: String) { output += line + "\n" }
    public mutating func write(_ text: String) { output += text }
    public mutating func err(_ line: String) { errors += line + "\n" }
}
