import Foundation

/// Where the tool writes: the terminal, or a buffer in tests.
protocol Console {
    mutating func out(_ line: String)
    mutating func err(_ line: String)
}

/// Standard output and standard error, a line at a time.
struct StandardConsole: Console {
    mutating func out(_ line: String) {
        print(line)
    }

    mutating func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Everything written, kept for inspection.
struct CapturedConsole: Console {
    var output = ""
    var errors = ""

    mutating func out(_ line: String) { output += line + "\n" }
    mutating func err(_ line: String) { errors += line + "\n" }
}
