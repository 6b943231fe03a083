/// The name a mistyped one most likely meant, for "did you mean" in a
/// usage message: the nearest by edit distance (insertions, deletions,
/// substitutions and swaps of neighbours each count 1), when it is at most
/// 2 edits away and nearer than every other name.
enum Suggestion {
    /// The longest word compared: the distance costs its length times a
    /// name's, and a word longer than any name by far is no typo of one.
    static let maximumLength = 64

    /// The one name within 2 edits of `word` that is nearest, or nil.
    static func nearest(to word: String, in names: [String]) -> String? {
        let typed = Array(word.unicodeScalars)
        guard typed.count <= maximumLength else { return nil }
        var best: (name: String, distance: Int)?
        var tied = false
        for name in names {
            let distance = self.distance(typed, Array(name.unicodeScalars))
            guard distance <= 2 else { continue }
            if let current = best, distance >= current.distance {
                if distance == current.distance { tied = true }
                continue
            }
            best = (name, distance)
            tied = false
        }
        return tied ? nil : best?.name
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
