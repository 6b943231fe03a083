import FlowRuntime

/// A picture a scene names by its image name, as vector layers on a canvas
/// of its own: what an asset catalog's image is to a UIKit front.
///
/// The renderer draws it into the part's frame as its `scaling` says. Each
/// layer is SVG path data with a fill, a stroke or both (strokes with round
/// ends and joins). Path data holds only what the SVG path grammar uses
/// (command letters, digits, signs, points, exponents, commas and spaces),
/// so an asset from anywhere cannot end its attribute or start markup.
public struct SVGAsset: Hashable, Sendable {
    /// The canvas the layers are drawn on, from (0, 0): the picture's view box.
    public let size: LayoutSize
    /// How the canvas is fitted into a part's frame.
    public let scaling: Scaling
    /// The layers, back to front.
    public let layers: [Layer]

    /// The most layers an asset may hold.
    public static let maximumLayers = 256
    /// The longest path data a layer may hold, in bytes.
    public static let maximumPathLength = 65_536

    /// An asset of `layers` on a canvas of `size`, fitted by `scaling`.
    ///
    /// Throws when the size is not finite and positive, when there are more
    /// than `maximumLayers` layers, or when a layer's path data is empty,
    /// longer than `maximumPathLength` or holds a character path data never
    /// uses.
    public init(size: LayoutSize, scaling: Scaling = .fit, layers: [Layer]) throws(Failure) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { throw .invalidSize(size) }
        guard layers.count <= Self.maximumLayers else { throw .tooManyLayers(layers.count) }
        for (index, layer) in layers.enumerated() {
            let length = layer.path.utf8.count
            guard length > 0, length <= Self.maximumPathLength else { throw .invalidPathLength(layer: index, length: length) }
            var offset = 0
            for byte in layer.path.utf8 {
                guard Self.isPathByte(byte) else { throw .invalidPathCharacter(layer: index, offset: offset) }
                offset += 1
            }
        }
        self.init(checked: size, scaling: scaling, layers: layers)
    }

    /// An asset the project drew: its path data is checked by the tests
    /// (`SVGAssetTests`), not at every start.
    init(checked size: LayoutSize, scaling: Scaling = .fit, layers: [Layer]) {
        self.size = size
        self.scaling = scaling
        self.layers = layers
    }

    /// Whether `byte` may appear in SVG path data.
    static func isPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default:
            // The commands: M L H V C S Q T A Z, either case.
            "MLHVCSQTAZmlhvcsqtaz".utf8.contains(byte)
        }
    }

    /// How an asset's canvas fits a frame of another shape (UIKit's content modes).
    public enum Scaling: String, Hashable, Sendable, CaseIterable {
        /// Whole and undistorted, centred (`scaleAspectFit`): icons.
        case fit
        /// Covering the frame undistorted, centred, the overflow cut off
        /// (`scaleAspectFill`): pages and photographs.
        case fill
        /// Stretched to the frame (`scaleToFill`): backgrounds without a
        /// shape that would show the distortion.
        case stretch
    }

    /// One shape of an asset.
    public struct Layer: Hashable, Sendable {
        /// The shape, as SVG path data in the asset's canvas.
        public let path: String
        /// Its fill, nil for none.
        public let fill: ColorToken?
        /// Its stroke, nil for none.
        public let stroke: SceneStroke?

        /// A layer drawing `path`, filled with `fill` and stroked with `stroke`.
        public init(_ path: String, fill: ColorToken? = nil, stroke: SceneStroke? = nil) {
            self.path = path
            self.fill = fill
            self.stroke = stroke
        }
    }

    /// Why an asset was refused.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// A canvas that is not finite and positive.
        case invalidSize(LayoutSize)
        /// More layers than `maximumLayers`.
        case tooManyLayers(Int)
        /// Path data that is empty or longer than `maximumPathLength`.
        case invalidPathLength(layer: Int, length: Int)
        /// Path data holding a byte the path grammar never uses, at `offset`.
        case invalidPathCharacter(layer: Int, offset: Int)

        /// What is wrong, in words.
        public var description: String {
            switch self {
            case .invalidSize(let size):
                "an asset's canvas must be finite and positive, not \(SVGNumber.format(size.width)) × \(SVGNumber.format(size.height))"
            case .tooManyLayers(let count): "an asset has \(count) layers, more than the \(SVGAsset.maximumLayers) it may hold"
            case .invalidPathLength(let layer, let length):
                "layer \(layer)'s path data is \(length) bytes long; it must be 1 to \(SVGAsset.maximumPathLength)"
            case .invalidPathCharacter(let layer, let offset):
                "layer \(layer)'s path data holds a character SVG path data never uses, at byte \(offset)"
            }
        }
    }
}
