import FlowRuntime

extension SVGAssetCatalog {
    /// A catalog written as text, one line at a time: how the built-in
    /// pictures are kept, and how a host keeps its own in a file.
    ///
    /// ```text
    /// # A comment. Blank lines are skipped.
    /// asset NAME WIDTH HEIGHT [fit | fill | stretch]
    /// fill COLOR PATH
    /// stroke COLOR WIDTH PATH
    /// fill COLOR stroke COLOR WIDTH PATH
    ///   PATH, continued on a line that starts with a space
    /// ```
    ///
    /// `asset` starts a picture (scaled to fit unless told otherwise; see
    /// `SVGAsset.Scaling`); each `fill` or `stroke` line adds a layer to it,
    /// back to front, its shape as SVG path data in the asset's canvas.
    /// Colours are colour tokens (`#RRGGBB`, `#RRGGBBAA` or a palette name).
    /// Strokes have round ends and joins, so a shape filled and stroked in
    /// one colour has round corners of half the stroke's width.
    ///
    /// Throws the first line that is wrong, and why. At most
    /// `maximumTextLength` bytes and `maximumAssets` assets.
    public init(text: String) throws(TextFailure) {
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.maximumTextLength else { throw TextFailure(line: 0, problem: .tooLong(bytes.count)) }
        var reader = CatalogTextReader(bytes: bytes)
        try reader.read()
        self.init(reader.assets)
    }

    /// The longest text `init(text:)` reads, in bytes.
    public static let maximumTextLength = 4 << 20
    /// The most assets a catalog's text may hold.
    public static let maximumAssets = 10_000

    /// Why a catalog's text was refused: the line (from 1; 0 for the whole
    /// text) and the problem.
    public struct TextFailure: Error, Equatable, Sendable {
        /// The line that is wrong, from 1; 0 for the text as a whole.
        public var line: Int
        /// What is wrong with it.
        public var problem: Problem

        /// A failure at `line`.
        public init(line: Int, problem: Problem) {
            self.line = line
            self.problem = problem
        }

        /// What can be wrong.
        public enum Problem: Equatable, Sendable {
            /// The text is longer than `maximumTextLength` bytes.
            case tooLong(Int)
            /// More than `maximumAssets` assets.
            case tooManyAssets
            /// Something else than what the line needs there.
            case expected(String, found: String?)
            /// A second asset of a name.
            case duplicateName(String)
            /// A layer before any `asset` line.
            case outsideAsset
            /// An asset that `SVGAsset` refuses (its line is the `asset` line).
            case invalidAsset(SVGAsset.Failure)
        }

    }
}

/// Reads catalog text a line at a time, on its bytes: the least code that
/// does it, since the WebAssembly module reads the built-in catalog too.
private struct CatalogTextReader {
    let bytes: [UInt8]
    var assets: [String: SVGAsset] = [:]
    /// The asset being read: its name, canvas, scaling, layers and line.
    var name = ""
    var size = LayoutSize.zero
    var scaling = SVGAsset.Scaling.fit
    var layers: [SVGAsset.Layer] = []
    var assetLine = 0
    var isOpen = false
    /// The line being read, from 1, and its words (ranges of `bytes`).
    var line = 0
    var words: [Range<Int>] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read() throws(SVGAssetCatalog.TextFailure) {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            line += 1
            try readLine(start..<end)
            start = end + 1
        }
        try close()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private mutating func readLine(_ range: Range<Int>) throws(SVGAssetCatalog.TextFailure) {
        words.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            while index < range.upperBound, Self.isSpace(bytes[index]) { index += 1 }
            let first = index
            while index < range.upperBound, !Self.isSpace(bytes[index]) { index += 1 }
            if index > first { words.append(first..<index) }
        }
        guard let first = words.first, bytes[first.lowerBound] != UInt8(ascii: "#") else { return }
        if Self.isSpace(bytes[range.lowerBound]) {
            // The previous layer's path data, continued.
            guard isOpen, let last = layers.popLast() else { throw failure(.outsideAsset) }
            layers.append(SVGAsset.Layer(last.path + " " + text(from: 0), fill: last.fill, stroke: last.stroke))
            return
        }
        switch word(0) {
        case "asset":
            try close()
            guard words.count >= 4, words.count <= 5 else { throw failure(.expected("asset NAME WIDTH HEIGHT [fit | fill | stretch]", found: text(from: 0))) }
            name = word(1)
            guard assets[name] == nil else { throw failure(.duplicateName(name)) }
            guard assets.count < SVGAssetCatalog.maximumAssets else { throw failure(.tooManyAssets) }
            size = LayoutSize(width: try length(2), height: try length(3))
            scaling = .fit
            if words.count == 5 {
                guard let chosen = SVGAsset.Scaling(rawValue: word(4)) else { throw failure(.expected("fit, fill or stretch", found: word(4))) }
                scaling = chosen
            }
            (layers, assetLine, isOpen) = ([], line, true)
        case "fill", "stroke":
            guard isOpen else { throw failure(.outsideAsset) }
            var index = 0
            var fill: ColorToken?
            var stroke: SceneStroke?
            if word(0) == "fill" {
                fill = ColorToken(word(1))
                index = 2
            }
            if word(index) == "stroke" {
                stroke = SceneStroke(color: ColorToken(word(index + 1)), width: try length(index + 2))
                index += 3
            }
            guard index < words.count else { throw failure(.expected("path data", found: nil)) }
            layers.append(SVGAsset.Layer(text(from: index), fill: fill, stroke: stroke))
        default:
            throw failure(.expected("asset, fill or stroke", found: word(0)))
        }
    }

    /// Ends the asset being read, if any, and keeps it.
    private mutating func close() throws(SVGAssetCatalog.TextFailure) {
        guard isOpen else { return }
        isOpen = false
        do throws(SVGAsset.Failure) {
            assets[name] = try SVGAsset(size: size, scaling: scaling, layers: layers)
        } catch {
            throw SVGAssetCatalog.TextFailure(line: assetLine, problem: .invalidAsset(error))
        }
    }

    private func failure(_ problem: SVGAssetCatalog.TextFailure.Problem) -> SVGAssetCatalog.TextFailure {
        SVGAssetCatalog.TextFailure(line: line, problem: problem)
    }

    /// Word `index` of the line, empty past its end.
    private func word(_ index: Int) -> String {
        index < words.count ? String(decoding: bytes[words[index]], as: UTF8.self) : ""
    }

    /// The line from word `index` to its end.
    private func text(from index: Int) -> String {
        index < words.count ? String(decoding: bytes[words[index].lowerBound..<words[words.count - 1].upperBound], as: UTF8.self) : ""
    }

    /// Word `index` as a length: a finite number above 0.
    private func length(_ index: Int) throws(SVGAssetCatalog.TextFailure) -> Double {
        guard let value = Double(word(index)), value.isFinite, value > 0 else {
            throw failure(.expected("a number above 0", found: index < words.count ? word(index) : nil))
        }
        return value
    }
}
