import FlowRuntime

/// The lines a renderer has broken, kept for its next pictures: a front
/// that draws a scene again (the same message, a new frame of its fade)
/// does not break its text again, though it keeps nothing itself. Copies of
/// a renderer share it; a hit is exactly what breaking again would give
/// (see `SVGTextLines`), so sharing cannot change a picture.
///
/// Holds what `SVGTextLines` holds, at most `SVGTextLines.maximumEntries`
/// texts. One picture at a time takes the lines out and puts them back: a
/// picture drawn meanwhile on another thread breaks its own, and its bytes
/// are the same.
final class SVGLineCache: Sendable {
    private let kept = Locked<SVGTextLines?>(SVGTextLines())

    /// The kept lines, taken out (nil while another picture holds them).
    func take() -> SVGTextLines? {
        kept.withLock { kept in
            defer { kept = nil }
            return kept
        }
    }

    /// `lines`, put back for the next picture.
    func putBack(_ lines: SVGTextLines?) {
        kept.withLock { kept in if kept == nil { kept = lines } }
    }
}
