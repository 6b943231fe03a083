import Testing

import FlowCore
import FlowTesting
@testable import FlowSpecs

/// Builds GIF files byte by byte, for the reader to take apart.
struct GIFBuilder {
    var bytes: [UInt8]

    init(width: UInt16 = 2, height: UInt16 = 2, globalColorTable: Bool = true, version: String = "GIF89a") {
        bytes = Array(version.utf8) + Self.le(width) + Self.le(height) + [globalColorTable ? 0x81 : 0x00, 0, 0]
        if globalColorTable { bytes += Array(repeating: 0xAB, count: 12) }  // 2^(1+1) colours × 3
    }

    static func le(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

    mutating func loop(_ count: UInt16) {
        bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + Self.le(count) + [0]
    }

    mutating func comment(_ text: String) {
        bytes += [0x21, 0xFE, UInt8(text.utf8.count)] + Array(text.utf8) + [0]
    }

    /// A frame: a graphic control extension with `delay` hundredths (when
    /// given), an image descriptor, an optional local colour table, and
    /// `dataLength` bytes of image data in 255-byte sub-blocks.
    mutating func frame(delay: UInt16?, localColorTable: Bool = false, dataLength: Int = 10) {
        if let delay { bytes += [0x21, 0xF9, 4, 0x04] + Self.le(delay) + [0, 0] }
        bytes += [0x2C, 0, 0, 0, 0] + Self.le(2) + Self.le(2) + [localColorTable ? 0x80 : 0x00]
        if localColorTable { bytes += Array(repeating: 0xCD, count: 6) }
        bytes.append(2)
        var remaining = dataLength
        while remaining > 0 {
            let chunk = min(remaining, 255)
            bytes.append(UInt8(chunk))
            bytes += Array(repeating: 0x55, count: chunk)
            remaining -= chunk
        }
        bytes.append(0)
    }

    mutating func end() { bytes.append(0x3B) }
}

@Suite struct GIFInfoTests {
    @Test func readsDelaysAndTheLoopCount() throws {
        var gif = GIFBuilder(width: 320, height: 240)
        gif.loop(0)
        gif.comment("made by a test")
        gif.frame(delay: 10)
        gif.frame(delay: 25, localColorTable: true, dataLength: 700)
        gif.frame(delay: nil)
        gif.end()
        let info = try GIFInfo(bytes: gif.bytes)
        #expect(info.width == 320 && info.height == 240)
        #expect(info.delays == [0.1, 0.25, 0])
        #expect(info.plays == nil, "loop count 0 plays for ever")
    }

    @Test(arguments: [(nil as UInt16?, 1 as Int?), (1, 2), (3, 4)])
    func loopCountsPlayAsBrowsersPlayThem(loops: UInt16?, plays: Int?) throws {
        var gif = GIFBuilder(globalColorTable: false, version: "GIF87a")
        if let loops { gif.loop(loops) }
        gif.frame(delay: 5)
        gif.end()
        #expect(try GIFInfo(bytes: gif.bytes).plays == plays)
    }

    @Test func everyTruncationIsATypedError() {
        var gif = GIFBuilder()
        gif.loop(2)
        gif.frame(delay: 10, localColorTable: true, dataLength: 300)
        gif.end()
        for length in 0..<gif.bytes.count {
            #expect(throws: GIFInfo.Failure.self) { try GIFInfo(bytes: Array(gif.bytes.prefix(length))) }
        }
        #expect(throws: Never.self) { try GIFInfo(bytes: gif.bytes) }
    }

    @Test func badStructureIsReported() {
        #expect(throws: GIFInfo.Failure.notGIF) { try GIFInfo(bytes: Array("GIF90a\0\0".utf8)) }
        #expect(throws: GIFInfo.Failure.notGIF) { try GIFInfo(bytes: Array("G".utf8)) }
        var empty = GIFBuilder(width: 0)
        empty.end()
        #expect(throws: GIFInfo.Failure.emptyScreen) { try GIFInfo(bytes: empty.bytes) }
        var noFrames = GIFBuilder()
        noFrames.end()
        #expect(throws: GIFInfo.Failure.noFrames) { try GIFInfo(bytes: noFrames.bytes) }
        var unknown = GIFBuilder()
        unknown.bytes.append(0x99)
        #expect(throws: GIFInfo.Failure.unknownBlock(offset: 25, byte: 0x99)) { try GIFInfo(bytes: unknown.bytes) }
        var pastEnd = GIFBuilder()
        pastEnd.bytes += [0x21, 0xFE, 200, 1, 2, 3]
        #expect(throws: GIFInfo.Failure.truncated(offset: 31)) { try GIFInfo(bytes: pastEnd.bytes) }
    }

    @Test func randomBytesNeverTrap() {
        var random = SplitMix64(seed: 89)
        for _ in 0..<3000 {
            var bytes = Array("GIF89a".utf8) + (0..<random.int(in: 0...60)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if random.chance(0.3) { bytes.append(0x3B) }
            _ = try? GIFInfo(bytes: bytes)
        }
    }
}

@Suite struct GIFTimingTests {
    func info(_ delays: [Double], plays: Int? = nil) -> GIFInfo { .sample(delays: delays, plays: plays) }

    @Test func theSeedPolicyUsesOneAdjustedInterval() {
        #expect(GIFTiming(info([0.1, 0.2, 0.3]), policy: .seed).delays.allSatisfy { abs($0 - 0.2) < 1e-12 })
        #expect(GIFTiming(info(Array(repeating: 2, count: 10)), policy: .seed).delays.first == 0.1, "above 1.2 s → 0.1")
        #expect(GIFTiming(info(Array(repeating: 0.1, count: 31)), policy: .seed).delays.first == 0.06, "over 30 frames and above 0.06 → 0.06")
        #expect(abs(GIFTiming(info(Array(repeating: 0.1, count: 30)), policy: .seed).delays[0] - 0.1) < 1e-12, "exactly 30 frames keeps its interval")
        #expect(GIFTiming(info(Array(repeating: 0.05, count: 51)), policy: .seed).delays.first == 0.04, "over 50 frames and above 0.04 → 0.04")
        #expect(GIFTiming(info(Array(repeating: 0.1, count: 60)), policy: .seed).delays.first == 0.04, "both rules apply in turn")
        #expect(GIFTiming(info([0, 0, 0]), policy: .seed).delays.allSatisfy { abs($0 - 0.1) < 1e-12 }, "no interval at all is not a busy loop")
        let still = GIFTiming(info([0.5]), policy: .seed)
        #expect(still.isStill && still.frame(at: 100) == 0)
    }

    @Test func theSeedReadsDelaysAsImageIODoesNeverBelowATenth() {
        // 20 frames stored at 0.04 s: ImageIO reports 0.1 s each, so the seed's average is 0.1, not 0.04.
        let fast = GIFTiming(info(Array(repeating: 0.04, count: 20)), policy: .seed)
        #expect(fast.delays.count == 20 && fast.delays.allSatisfy { abs($0 - 0.1) < 1e-12 })
        // One fast frame among slow ones counts as 0.1 in the average: (0.1 + 0.3 + 0.5) / 3.
        #expect(GIFTiming(info([0.02, 0.3, 0.5]), policy: .seed).delays.allSatisfy { abs($0 - 0.3) < 1e-12 })
    }

    @Test func theSeedLoopsForEverWhateverTheFileSays() {
        for plays in [nil, 1, 2, 5] as [Int?] {
            #expect(GIFTiming(info([0.1, 0.2], plays: plays), policy: .seed).plays == nil)
            #expect(GIFTiming(info([0.1, 0.2], plays: plays), policy: .browser).plays == plays)
        }
    }

    @Test func theBrowserPolicyKeepsEachDelayButTheTinyOnes() {
        #expect(GIFTiming(info([0.01, 0, 0.02, 0.5]), policy: .browser).delays == [0.1, 0.1, 0.02, 0.5])
    }

    @Test func theFrameAtATimeHonoursTheLoopCount() {
        let looping = GIFTiming(info([0.1, 0.2, 0.3]), policy: .browser)
        #expect([0, 0.05, 0.1, 0.25, 0.3, 0.59, 0.6, 0.65, 6.05].map(looping.frame(at:)) == [0, 0, 1, 1, 2, 2, 0, 0, 0])
        #expect(looping.frame(at: -1) == 0 && looping.frame(at: .nan) == 0)
        let twice = GIFTiming(info([0.1, 0.2, 0.3], plays: 2), policy: .browser)
        #expect(twice.frame(at: 0.65) == 0 && twice.frame(at: 0.7) == 1, "the second play starts over at 0.6")
        #expect(twice.frame(at: 1.2) == 2 && twice.frame(at: 500) == 2, "after the last play the last frame stays")
    }
}

@Suite struct ImageTypeTests {
    @Test func fullSignaturesAreRequired() {
        #expect(ImageType.of([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageType.of([0xFF, 0xD8]) == .unknown)
        #expect(ImageType.of([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) == .png)
        #expect(ImageType.of([0x89, 0x50, 0x4E, 0x47]) == .unknown)
        #expect(ImageType.of(Array("GIF87a".utf8)) == .gif && ImageType.of(Array("GIF89a".utf8)) == .gif)
        #expect(ImageType.of(Array("Gopher".utf8)) == .unknown, "the seed took anything starting with G for a GIF")
        #expect(ImageType.of([0x49, 0x49, 0x2A, 0x00]) == .tiff && ImageType.of([0x4D, 0x4D, 0x00, 0x2A]) == .tiff)
        #expect(ImageType.of(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WEBP".utf8)) == .webp)
        #expect(ImageType.of(Array("RIFF".utf8) + [1, 2, 3, 4] + Array("WAVE".utf8)) == .unknown)
        #expect(ImageType.of([0, 0, 0, 24] + Array("ftypheic".utf8)) == .heic)
        #expect(ImageType.of([0, 0, 0, 24] + Array("ftypmp42".utf8)) == .unknown)
        #expect(ImageType.of([]) == .unknown)
    }
}

@Suite struct GIFPlayerTests {
    @Test func framesAdvanceOnTheirTimersAndStopAfterTheLastPlay() {
        let player = GIFPlayer(info: .sample(delays: [0.1, 0.3], plays: 2), policy: .browser)
        let test = TestRunner(player)
        test.send(.startRequested, effects: [.show(frame: 0)]) { $0.isPlaying = true }
        // Frame 1 at 0.1 s, frame 0 at 0.4 s (one play done), frame 1 at 0.5 s, and the end at 0.8 s.
        test.advance(to: 0.1)
        test.receive(.frameDue, effects: [.show(frame: 1)]) { $0.frame = 1 }
        test.advance(to: 0.4)
        test.receive(.frameDue, effects: [.show(frame: 0)]) {
            $0.frame = 0
            $0.completedPlays = 1
        }
        test.advance(to: 0.5)
        test.receive(.frameDue, effects: [.show(frame: 1)]) { $0.frame = 1 }
        test.advance(to: 0.8)
        test.receive(.frameDue, effects: [.finish]) {
            $0.completedPlays = 2
            $0.isPlaying = false
        }
        test.advance(to: 5)
        test.finish()
    }

    @Test func aStillImageShowsOnce() {
        let test = TestRunner(GIFPlayer(info: .sample(delays: [0.5], plays: nil), policy: .seed))
        test.exhaustivity = .partialState
        test.send(.startRequested, effects: [.show(frame: 0)])
        test.finish()  // no timer pending
    }
}
