/// How a GIF's frames are timed.
/// - JSON: coded
public enum GIFPlaybackPolicy: String, Hashable, Sendable, CaseIterable {
    /// The seed's (MLGuideGifImageView), the default: each frame's delay as
    /// ImageIO's `kCGImagePropertyGIFDelayTime` gives it (never below 0.1 s),
    /// averaged into one interval for every frame, then adjusted: above
    /// 1.2 s → 0.1; more than 30 frames and above 0.06 → 0.06; more than 50
    /// frames and above 0.04 → 0.04. The frames loop for ever, whatever the
    /// file's loop count says. A single frame is a still image.
    case seed
    /// The browsers': each frame keeps its own delay (0.01 s or less becomes
    /// 0.1 s), and the file's loop count is honoured.
    case browser
}

/// When each frame of a GIF shows.
/// - JSON: coded
public struct GIFTiming: Hashable, Sendable {
    /// How long each frame shows, in seconds.
    /// - JSON: bounds GIFTiming.frameDelays or infinity; count 1...GIFInfo.maximumFrameCount
    public let delays: [Double]
    /// How many times the frames play; nil for ever.
    /// - JSON: bounds Self.playCounts
    public let plays: Int?

    /// The delays a frame may have: from a hundredth of a second (a GIF's
    /// resolution; a shorter one would let a looping timer fire without end
    /// at one instant) to a day. A single frame may also last for ever.
    public static let frameDelays: ClosedRange<Double> = 0.01...86_400
    /// The play counts a timing may state: a GIF's 16-bit loop count, plus one.
    public static let playCounts: ClosedRange<Int> = 1...65_536

    /// The timing of `info` under `policy`. Delays the file cannot mean (not
    /// finite, or beyond a day) count as the browsers' 0.1 s.
    public init(_ info: GIFInfo, policy: GIFPlaybackPolicy) {
        let stored = info.delays.prefix(GIFInfo.maximumFrameCount).map { $0.isFinite && $0 <= Self.frameDelays.upperBound ? $0 : 0 }
        switch policy {
        case .browser:
            plays = info.plays.map { min(max($0, Self.playCounts.lowerBound), Self.playCounts.upperBound) }
            delays = stored.map { $0 <= 0.01 ? 0.1 : $0 }
        case .seed:
            // The seed's timer repeats with `index % count`: for ever.
            plays = nil
            let count = stored.count
            // ImageIO never reports a delay below 0.1 s, and the seed averages what it reports.
            var interval = count > 0 ? stored.map { max($0, 0.1) }.reduce(0, +) / Double(count) : 0
            if interval > 1.2 { interval = 0.1 }
            if count > 30 && interval > 0.06 { interval = 0.06 }
            if count > 50 && interval > 0.04 { interval = 0.04 }
            if interval <= 0 { interval = 0.1 }
            delays = count == 1 ? [.infinity] : Array(repeating: interval, count: count)
        }
    }

    /// A timing from delays already worked out; throws `.outOfBounds` for no
    /// frames or more than `GIFInfo.maximumFrameCount`, a delay outside
    /// `frameDelays` (a single frame may be infinite), or plays outside `playCounts`.
    public init(delays: [Double], plays: Int?) throws(GIFTimingError) {
        let error = GIFTimingError.outOfBounds
        try Bounds.check(delays.count, "delays.count", in: 1...GIFInfo.maximumFrameCount, or: error)
        for (index, delay) in delays.enumerated() where !(delays.count == 1 && delay == .infinity) {
            try Bounds.check(delay, "delays[\(index)]", in: Self.frameDelays, or: error)
        }
        if let plays { try Bounds.check(plays, "plays", in: Self.playCounts, or: error) }
        self.delays = delays
        self.plays = plays
    }

    /// Whether there is nothing to animate.
    public var isStill: Bool { delays.count <= 1 }

    /// One play's length.
    public var loopDuration: Double { delays.reduce(0, +) }

    /// The frame shown `time` seconds after the start: the last one once
    /// every play is over; the first for a still image, or a time that is
    /// negative or NaN.
    ///
    /// Boundaries are compared within a nanosecond (the runner's resolution),
    /// so that summed delays such as 0.1 + 0.2 switch frames at 0.3 as written.
    public func frame(at time: Double) -> Int {
        let tolerance = 1e-9
        guard !isStill, time > 0, loopDuration.isFinite, loopDuration > 0 else { return 0 }
        if let plays, time >= loopDuration * Double(plays) - tolerance { return delays.count - 1 }
        var position = time.truncatingRemainder(dividingBy: loopDuration)
        if position >= loopDuration - tolerance { position = 0 }
        var end = 0.0
        for (index, delay) in delays.enumerated() {
            end += delay
            if position < end - tolerance { return index }
        }
        return delays.count - 1
    }
}

/// Why a GIF timing was rejected.
public enum GIFTimingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A frame count, delay or play count outside its range.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}

/// An image's format, from the leading bytes' full signature (the seed
/// looked at the first byte only, so any text starting with "G" was a GIF).
/// - JSON: coded
public enum ImageType: String, Hashable, Sendable, CaseIterable {
    /// GIF.
    case gif
    /// PNG.
    case png
    /// JPEG.
    case jpeg
    /// TIFF.
    case tiff
    /// WebP.
    case webp
    /// HEIC.
    case heic
    /// Anything else.
    case unknown

    /// The type of image data.
    public static func of(_ bytes: [UInt8]) -> ImageType {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && bytes[offset..<(offset + prefix.count)].elementsEqual(prefix)
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("ftyp".utf8), at: 4) {
            let brands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]
            if brands.contains(where: { starts(Array($0.utf8), at: 8) }) { return .heic }
        }
        return .unknown
    }
}
