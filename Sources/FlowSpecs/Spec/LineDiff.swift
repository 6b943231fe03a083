import FlowCore

/// The shortest edit from one list of lines to another (a longest common
/// subsequence), for showing two lists side by side.
enum LineDiff {
    enum Line: Hashable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Beyond this many cells the table is not built: the lists are shown as
    /// all removed then all added, which is still correct, only less tidy.
    static let tableLimit = 4_000_000

    static func lines(_ old: [String], _ new: [String]) -> [Line] {
        // Common ends need no table.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let a = old[prefix..<(old.count - suffix)]
        let b = new[prefix..<(new.count - suffix)]
        var middle: [Line] = []
        if a.count.multipliedReportingOverflow(by: b.count).partialValue > tableLimit || a.isEmpty || b.isEmpty {
            middle = a.map(Line.removed) + b.map(Line.added)
        } else {
            // lengths[i][j]: the common subsequence of a[i...] and b[j...].
            let width = b.count + 1
            var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
            for i in stride(from: a.count - 1, through: 0, by: -1) {
                for j in stride(from: b.count - 1, through: 0, by: -1) {
                    lengths[i * width + j] =
                        a[a.startIndex + i] == b[b.startIndex + j]
                        ? lengths[(i + 1) * width + j + 1] + 1
                        : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
                }
            }
            var i = 0
            var j = 0
            while i < a.count || j < b.count {
                if i < a.count, j < b.count, a[a.startIndex + i] == b[b.startIndex + j] {
                    middle.append(.same(a[a.startIndex + i]))
                    i += 1
                    j += 1
                } else if i < a.count, j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                    // Removed before added, as diffs read.
                    middle.append(.removed(a[a.startIndex + i]))
                    i += 1
                } else {
                    middle.append(.added(b[b.startIndex + j]))
                    j += 1
                }
            }
        }
        return old[..<prefix].map(Line.same) + middle + old[(old.count - suffix)...].map(Line.same)
    }
}
