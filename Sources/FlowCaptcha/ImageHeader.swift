/// An image's pixel size, read from the header of PNG or JPEG bytes
/// without decoding any pixels.
public enum ImageHeader: Sendable {
    /// Why no size could be read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Neither a PNG nor a JPEG signature.
        case unknownFormat
        /// The bytes end before the size.
        case truncated
        /// A JPEG without a frame header before its image data.
        case noFrameHeader
        /// A width or height of zero.
        case emptyImage

        public var description: String {
            switch self {
            case .unknownFormat: "not a PNG or JPEG image"
            case .truncated: "the image ends before its size"
            case .noFrameHeader: "a JPEG image without a frame header"
            case .emptyImage: "an image with no width or height"
            }
        }
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in pixels.
    public static func size(of bytes: [UInt8]) throws(Failure) -> Size {
        if bytes.starts(with: pngSignature) { return try pngSize(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try jpegSize(bytes) }
        throw bytes.count < 2 ? .truncated : .unknownFormat
    }

    /// PNG: the IHDR chunk comes first; its data starts with width and height.
    private static func pngSize(_ bytes: [UInt8]) throws(Failure) -> Size {
        guard bytes.count >= 24 else { throw .truncated }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { throw .unknownFormat }
        return try checked(width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }

    /// JPEG: walk the segments to the first start-of-frame marker (SOF0 to
    /// SOF15, except DHT C4, JPG C8 and DAC CC), whose data holds precision,
    /// height and width.
    private static func jpegSize(_ bytes: [UInt8]) throws(Failure) -> Size {
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

    private static func checked(width: Int, height: Int) throws(Failure) -> Size {
        guard width > 0, height > 0 else { throw .emptyImage }
        return Size(width: Double(width), height: Double(height))
    }
}
