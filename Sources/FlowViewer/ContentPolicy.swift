import FlowCore

/// The Content-Security-Policy every page FlowCore writes carries: its own
/// inline script and style, named by their SHA-256 hashes, images only as
/// `data:` URLs, and nothing else: no other script, no network, no forms,
/// no frames. It is the second wall behind the escaping: should some text
/// ever reach the page as markup, it still could not run.
struct ContentPolicy {
    /// The page's one inline script.
    var script: String
    /// The page's one inline style sheet.
    var style: String

    /// The `<meta>` element, for the page's `<head>` before any script or style.
    var meta: String {
        let policy = [
            "default-src 'none'",
            "script-src '\(Self.hash(script))'",
            "style-src '\(Self.hash(style))'",
            "img-src data:",
            "base-uri 'none'",
            "form-action 'none'",
        ].joined(separator: "; ")
        return "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">"
    }

    /// The source expression for `text`: `sha256-` and its digest in Base64.
    static func hash(_ text: String) -> String {
        "sha256-" + Base64.encode(SHA256.digest(Array(text.utf8)))
    }
}
