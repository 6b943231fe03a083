/// What a GIF's structure says about its animation, read without decoding
/// any pixels: the logical screen, each frame's delay, and the loop count.
/// - JSON: coded
public struct GIFInfo: Hashable, Sendable {
    /// The logical screen, in pixels.
    public var width: Int
    /// The logical screen's height, in pixels.
    public var height: Int
    /// Each frame's delay in seconds, as stored (hundredths of a second; 0
    /// when a frame has no graphic control extension).
    public var delays: [Double]
    /// How many times the animation plays: nil for ever. No NETSCAPE2.0
    /// extension means once; a loop count of 0 means for ever; a loop count
    /// of N means N repetitions, so N + 1 plays (as Chrome and Firefox read it).
    public var plays: Int?

    /// The number of frames.
    public var frameCount: Int { delays.count }

    /// What a file's structure said, as read back from JSON.
    package init(width: Int, height: Int, delays: [Double], plays: Int?) {
        self.width = width
        self.height = height
        self.delays = delays
        self.plays = plays
    }

    /// The most frames a GIF may have: 10,000 (400 s at 0.04 s a frame, far
    /// past any animation on a guide page).
    public static let maximumFrameCount = 10_000

    /// Why bytes are not a GIF this reader can describe.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not GIF87a or GIF89a.
        case notGIF
        /// The data ends inside a block (or before the trailer).
        case truncated(offset: Int)
        /// A byte that starts no known block.
        case unknownBlock(offset: Int, byte: UInt8)
        /// A logical screen with no width or height.
        case emptyScreen
        /// No image in the file.
        case noFrames
        /// More frames than `GIFInfo.maximumFrameCount`.
        case tooManyFrames

        public var description: String {
            switch self {
            case .notGIF: "not a GIF (no GIF87a or GIF89a header)"
            case .truncated(let offset): "the GIF ends early, at byte \(offset)"
            case .unknownBlock(let offset, let byte): "an unknown block 0x\(String(byte, radix: 16)) at byte \(offset)"
            case .emptyScreen: "the GIF's logical screen has no width or height"
            case .noFrames: "the GIF has no frames"
            case .tooManyFrames: "the GIF has more than \(GIFInfo.maximumFrameCount) frames"
            }
        }
    }

    /// Reads the structure of GIF `bytes`: header, logical screen descriptor,
    /// colour tables, extensions (the graphic control extension's delay, the
    /// NETSCAPE2.0 or ANIMEXTS1.0 loop count), image descriptors with their
    /// data sub-blocks skipped, and the trailer. Every length is checked
    /// against the data, so nothing is read past the end.
    public init(bytes: [UInt8]) throws(Failure) {
        var reader = GIFReader(bytes: bytes)
        try reader.readHeader()
        width = reader.screenWidth
        height = reader.screenHeight
        var delays: [Double] = []
        var pendingDelay = 0.0
        var plays: Int? = 1
        while true {
            let offset = reader.offset
            switch try reader.byte() {
            case 0x21:
                switch try reader.byte() {
                case 0xF9:
                    pendingDelay = try reader.graphicControlDelay()
                case 0xFF:
                    if let loops = try reader.applicationLoopCount() { plays = loops == 0 ? nil : loops + 1 }
                default:
                    try reader.skipSubBlocks()
                }
            case 0x2C:
                try reader.skipImage()
                guard delays.count < Self.maximumFrameCount else { throw .tooManyFrames }
                delays.append(pendingDelay)
                pendingDelay = 0
            case 0x3B:
                guard !delays.isEmpty else { throw .noFrames }
                self.delays = delays
                self.plays = plays
                return
            case let byte:
                throw .unknownBlock(offset: offset, byte: byte)
            }
        }
    }
}

/// A cursor over GIF bytes that checks every read.
private struct GIFReader {
    let bytes: [UInt8]
    var offset = 0
    var screenWidth = 0
    var screenHeight = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func byte() throws(GIFInfo.Failure) -> UInt8 {
        guard offset < bytes.count else { throw .truncated(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func littleEndian16() throws(GIFInfo.Failure) -> Int {
        let low = try byte()
        let high = try byte()
        return Int(high) << 8 | Int(low)
    }

    mutating func skip(_ count: Int) throws(GIFInfo.Failure) {
        guard count <= bytes.count - offset else { throw .truncated(offset: bytes.count) }
        offset += count
    }

    /// A colour table's size from a packed byte whose top bit says it is present.
    func colorTableLength(_ packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }

    mutating func readHeader() throws(GIFInfo.Failure) {
        guard bytes.count >= 6, bytes[0..<6].elementsEqual("GIF87a".utf8) || bytes[0..<6].elementsEqual("GIF89a".utf8) else {
            throw .notGIF
        }
        offset = 6
        screenWidth = try littleEndian16()
        screenHeight = try littleEndian16()
        guard screenWidth > 0, screenHeight > 0 else { throw .emptyScreen }
        let packed = try byte()
        try skip(2)  // background colour index, pixel aspect ratio
        try skip(colorTableLength(packed))
    }

    mutating func skipSubBlocks() throws(GIFInfo.Failure) {
        while true {
            let length = Int(try byte())
            if length == 0 { return }
            try skip(length)
        }
    }

    /// The graphic control extension's delay, in seconds.
    mutating func graphicControlDelay() throws(GIFInfo.Failure) -> Double {
        let length = Int(try byte())
        guard length >= 4 else {
            try skip(length)
            try skipSubBlocks()
            return 0
        }
        try skip(1)  // packed fields
        let hundredths = try littleEndian16()
        try skip(length - 3)
        try skipSubBlocks()
        return Double(hundredths) / 100
    }

    /// The loop count of a NETSCAPE2.0 (or ANIMEXTS1.0) extension; nil for other applications.
    mutating func applicationLoopCount() throws(GIFInfo.Failure) -> Int? {
        let length = Int(try byte())
        let start = offset
        try skip(length)
        let identifier = bytes[start..<offset]
        guard identifier.elementsEqual("NETSCAPE2.0".utf8) || identifier.elementsEqual("ANIMEXTS1.0".utf8) else {
            try skipSubBlocks()
            return nil
        }
        var loops: Int?
        while true {
            let blockLength = Int(try byte())
            if blockLength == 0 { return loops }
            let blockStart = offset
            try skip(blockLength)
            if blockLength >= 3, bytes[blockStart] == 1 {
                loops = Int(bytes[blockStart + 2]) << 8 | Int(bytes[blockStart + 1])
            }
        }
    }

    mutating func skipImage() throws(GIFInfo.Failure) {
        try skip(8)  // left, top, width, height
        let packed = try byte()
        try skip(colorTableLength(packed))
        try skip(1)  // LZW minimum code size
        try skipSubBlocks()
    }
}
