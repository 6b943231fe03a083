/// An image's pixel size, read from the header of PNG, JPEG, GIF or WebP
/// bytes without decoding any pixels: the formats a captcha server sends
/// its jigsaw piece in, whose width sets how far the piece moves.
public enum ImageHeader: Sendable {
    /// Why no size could be read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// No PNG, JPEG, GIF or WebP signature.
        case unknownFormat
        /// The bytes end before the size.
        case truncated
        /// A JPEG without a frame header before its image data.
        case noFrameHeader
        /// A width or height of zero.
        case emptyImage

        public var description: String {
            switch self {
            case .unknownFormat: "not a PNG, JPEG, GIF or WebP image"
            case .truncated: "the image ends before its size"
            case .noFrameHeader: "a JPEG image without a frame header"
            case .emptyImage: "an image with no width or height"
            }
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in pixels.
    public static func size(of bytes: [UInt8]) throws(Failure) -> LayoutSize {
        if bytes.starts(with: pngSignature) { return try pngSize(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpegSize(bytes) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return try gifSize(bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8) { return try webPSize(bytes) }
        throw bytes.count < 2 ? .truncated : .unknownFormat
    }

    /// GIF: the logical screen's width and height follow the signature,
    /// two bytes each, least significant first.
    private static func gifSize(_ bytes: [UInt8]) throws(Failure) -> LayoutSize {
        guard bytes.count >= 10 else { throw .truncated }
        return try checked(width: littleEndian(bytes, 6, 2), height: littleEndian(bytes, 8, 2))
    }

    /// WebP: after the RIFF header, a lossy (`VP8 `) frame holds 14-bit
    /// width and height after its start code; a lossless (`VP8L`) one packs
    /// them, less one, in 14 bits each after its signature byte; an extended
    /// (`VP8X`) file gives its canvas, less one, in 24 bits each.
    private static func webPSize(_ bytes: [UInt8]) throws(Failure) -> LayoutSize {
        guard bytes.count >= 16 else { throw .truncated }
        let chunk = Array(bytes[12..<16])
        if chunk == Array("VP8 ".utf8) {
            guard bytes.count >= 30 else { throw .truncated }
            guard bytes[23..<26].elementsEqual([0x9D, 0x01, 0x2A]) else { throw .unknownFormat }
            return try checked(width: littleEndian(bytes, 26, 2) & 0x3FFF, height: littleEndian(bytes, 28, 2) & 0x3FFF)
        }
        if chunk == Array("VP8L".utf8) {
            guard bytes.count >= 25 else { throw .truncated }
            guard bytes[20] == 0x2F else { throw .unknownFormat }
            let bits = littleEndian(bytes, 21, 4)
            return try checked(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        }
        if chunk == Array("VP8X".utf8) {
            guard bytes.count >= 30 else { throw .truncated }
            return try checked(width: littleEndian(bytes, 24, 3) + 1, height: littleEndian(bytes, 27, 3) + 1)
        }
        throw .unknownFormat
    }

    /// PNG: the IHDR chunk comes first; its data starts with width and height.
    private static func pngSize(_ bytes: [UInt8]) throws(Failure) -> LayoutSize {
        guard bytes.count >= 24 else { throw .truncated }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { throw .unknownFormat }
        return try checked(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    /// JPEG: walk the segments to the first start-of-frame marker (SOF0 to
    /// SOF15, except DHT C4, JPG C8 and DAC CC), whose data holds precision,
    /// height and width.
    private static func jpegSize(_ bytes: [UInt8]) throws(Failure) -> LayoutSize {
        var offset = 2
        while true {
            guard offset < bytes.count else { throw .truncated }
            guard bytes[offset] == 0xFF else { throw .noFrameHeader }
            // Fill bytes: any number of 0xFF before the marker.
            while offset < bytes.count, bytes[offset] == 0xFF { offset += 1 }
            guard offset < bytes.count else { throw .truncated }
            let marker = bytes[offset]
            offset += 1
            switch marker {
            case 0xD8, 0x01, 0xD0...0xD7:
                continue  // markers without a length
            case 0xD9, 0xDA:
                throw .noFrameHeader  // end of image, or image data: no size before it
            default:
                break
            }
            guard offset + 2 <= bytes.count else { throw .truncated }
            let length = bigEndian(bytes, offset, 2)
            guard length >= 2 else { throw .noFrameHeader }
            let isFrameHeader = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrameHeader {
                guard offset + 7 <= bytes.count else { throw .truncated }
                return try checked(width: bigEndian(bytes, offset + 5, 2), height: bigEndian(bytes, offset + 3, 2))
            }
            offset += length
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    private static func checked(width: Int, height: Int) throws(Failure) -> LayoutSize {
        guard width > 0, height > 0 else { throw .emptyImage }
        return LayoutSize(width: Double(width), height: Double(height))
    }
}
