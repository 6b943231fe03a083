#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Where a FlowTesting call was made: the caller's `#fileID`, `#filePath`,
/// `#line` and `#column`, taken as plain default arguments so that a call
/// compiles in any file, with or without `import Testing`.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// Hands a failure to whichever framework runs the test: Swift Testing
/// (an issue), XCTest (a failure), or, outside any test, standard error.
/// A failure is never swallowed.
enum IssueReporter {
    /// Failures caught instead of reported, for FlowTesting's tests of its own messages.
    @TaskLocal static var capture: Capture?

    final class Capture: @unchecked Sendable {
        /// The failures, in order.
        var issues: [(message: String, site: CallSite)] = []
        /// What was shown without failing (skipped assertions).
        var notes: [(message: String, site: CallSite)] = []
    }

    /// Reports `message` as a failure at `site`.
    static func fail(_ message: String, at site: CallSite) {
        if let capture {
            capture.issues.append((message, site))
            return
        }
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
            return
        }
        #if canImport(XCTest)
        if XCTestFailures.record(message, at: site) { return }
        #endif
        // No test is running (a playground, a tool): say so where someone will see it.
        printToStandardError("\(site.filePath):\(site.line):\(site.column): error: FlowTesting: \(message)\n")
    }

    /// Shows `message`, which does not fail the test: a known issue under
    /// Swift Testing, a line on standard error elsewhere.
    static func note(_ message: String, at site: CallSite) {
        if let capture {
            capture.notes.append((message, site))
            return
        }
        if Test.current != nil {
            withKnownIssue { Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation) }
            return
        }
        printToStandardError("\(site.filePath):\(site.line):\(site.column): note: FlowTesting: \(message)\n")
    }
}

/// Writes `text` to standard error in one call.
private func printToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

#if canImport(XCTest)
/// XCTest's side: `XCTFail`, and a check that a test case took it. XCTest
/// drops a failure recorded outside a test case without a word, so an
/// observer hears each failure recorded, and what none heard is printed.
enum XCTestFailures {
    /// Whether XCTest recorded `message` as a failure of the running test.
    static func record(_ message: String, at site: CallSite) -> Bool {
        let observer = FailureObserver.shared
        observer.register()
        let before = observer.count
        XCTFail(message, file: site.filePath, line: site.line)
        return observer.count > before
    }
}

/// Counts the failures XCTest records.
final class FailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = FailureObserver()
    private(set) var count = 0
    private var isRegistered = false

    func register() {
        guard !isRegistered else { return }
        isRegistered = true
        XCTestObservationCenter.shared.addTestObserver(self)
    }

    #if canImport(Darwin)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) { count += 1 }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        count += 1
    }
    #endif
}
#endif
