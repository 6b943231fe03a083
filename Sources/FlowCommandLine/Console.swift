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

/// Standard output and standard error, a line at a time: each line is
/// written as it is made (`write(2)`, no buffer), so a pipe or a CI log
/// has every line a run printed before it was stopped. Colours only when
/// standard output is a terminal, `NO_COLOR` is not set and `TERM` is not
/// `dumb` (https://no-color.org).
///
/// A write that fails (a full disk, a closed pipe) is not ignored: the rest
/// of the output is not written, and `finish(_:tool:)` says why on
/// standard error and ends the run with exit status 4 (`ExitStatus.ioError`), so
/// `flow record SPEC > FILE` on a full disk is not taken for a success.
public struct StandardConsole: Console {
    public let usesColor: Bool
    /// Why standard output could not be written, once a write failed.
    public private(set) var outputFailure: String?

    /// The process's standard output and error.
    public init() {
        let environment = ProcessInfo.processInfo.environment
        usesColor = isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"].map(\.isEmpty) ?? true && environment["TERM"] != "dumb"
    }

    public mutating func out(_ line: String) {
        write(line + "\n")
    }

    public mutating func write(_ text: String) {
        guard outputFailure == nil else { return }
        if let failure = Self.write(text, to: STDOUT_FILENO) { outputFailure = failure }
    }

    public mutating func err(_ line: String) {
        _ = Self.write(line + "\n", to: STDERR_FILENO)
    }

    /// The status a run ends with: `status`, or 1 when standard output
    /// could not be written, which is said on standard error.
    public mutating func finish(_ status: Int32, tool: String) -> Int32 {
        guard let outputFailure else { return status }
        err("\(tool): cannot write standard output: \(outputFailure)")
        return status == ExitStatus.passed.rawValue ? ExitStatus.ioError.rawValue : status
    }

    /// Writes every byte of `text` to `descriptor`; the reason it could not, or nil.
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            var written = 0
            while written < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                written += count
            }
            return nil
        }
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
