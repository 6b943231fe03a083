import FlowRuntime

/// The pictures a renderer draws where a scene names an image: image name →
/// `SVGAsset`, as an asset catalog is to `UIImage(named:)`.
///
/// `builtIn` holds the project's own drawings of every image the built-in
/// machines name by default (the captcha's picture, piece and thumb, the
/// picture code's close and refresh, the HUD's marks, the coach-mark arrow,
/// the title button's arrows, the welcome screen's background and avatar,
/// sample guide and new-feature pages, the keyboard). A host adds its own
/// by name, over the built-in ones (`merging(_:)`). A name no asset answers
/// is drawn as a dashed box labelled with the name, so a missing picture is
/// seen, not hidden.
public struct SVGAssetCatalog: Hashable, Sendable {
    /// The pictures by image name.
    public var assets: [String: SVGAsset]

    /// A catalog of `assets` alone (`SVGAssetCatalog.builtIn.merging(_:)`
    /// keeps the built-in ones too).
    public init(_ assets: [String: SVGAsset] = [:]) {
        self.assets = assets
    }

    /// These assets and `other`'s; where both name the same image, `other`'s.
    public func merging(_ other: SVGAssetCatalog) -> SVGAssetCatalog {
        var merged = assets
        for (name, asset) in other.assets { merged[name] = asset }
        return SVGAssetCatalog(merged)
    }

    /// The picture for `name`: the asset of that exact name; else, for a
    /// name with an index (`guide.page[7]`, `new_feature_2`), the asset of
    /// the name without it (`guide.page`, `new_feature`), so that one
    /// drawing serves every index a catalog does not draw on its own.
    public func asset(named name: String) -> SVGAsset? {
        if let asset = assets[name] { return asset }
        let bytes = Array(name.utf8)
        var end = bytes.count
        if bytes.last == UInt8(ascii: "]"), let open = bytes.lastIndex(of: UInt8(ascii: "[")) {
            end = open
        } else {
            while end > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end - 1]) { end -= 1 }
            guard end < bytes.count else { return nil }
            if end > 0, bytes[end - 1] == UInt8(ascii: "_") || bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
        }
        guard end > 0 else { return nil }
        return assets[String(decoding: bytes[..<end], as: UTF8.self)]
    }
}
