import FlowCore

enum OnboardingBenchmarks {
    static var all: [Benchmark] { [scrollOffset, slideKeyframes, gifReading] }

    /// Scroll offsets through the new-feature pager, within one page, as
    /// scrollViewDidScroll delivers them: the indicator's page does not change.
    static var scrollOffset: Benchmark {
        let pager = try! GuidePager(variant: .newFeature, pageCount: 4, pageSize: LayoutSize(width: 375, height: 812))
        let offsets = (0..<1024).map { 375 + Double($0 % 180) * 0.9 }
        let operations = 2_000_000
        return Benchmark(name: "guide-pager.scroll-offset", operations: operations) {
            var runner = Runner(pager)
            _ = runner.send(.scrollEnded(offset: 375))
            _ = runner.send(.scrolled(offset: 375))
            _ = runner.advance(by: 1)
            for index in 0..<operations {
                blackHole(runner.send(.scrolled(offset: offsets[index & 1023])))
            }
        }
    }

    /// The keyframes of a three-page jump.
    static var slideKeyframes: Benchmark {
        let indicator = try! PageIndicator(count: 8, currentDotWidth: 20, otherDotWidth: 8, dotHeight: 4, spacing: 6)
        let operations = 200_000
        return Benchmark(name: "page-indicator.slide-keyframes", operations: operations) {
            for index in 0..<operations {
                blackHole(indicator.slideAnimation(from: index & 3, to: (index & 3) + 3))
            }
        }
    }

    /// Reading a 100-frame, 2 MB GIF (frames of 20 KB in 255-byte sub-blocks).
    static var gifReading: Benchmark {
        Benchmark(name: "gif.read-100-frames-2MB") {
            var bytes = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0xF7, 0, 0] + [UInt8](repeating: 0x11, count: 768)
            bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
            for _ in 0..<100 {
                bytes += [0x21, 0xF9, 4, 4, 8, 0, 0, 0, 0x2C, 0, 0, 0, 0, 0x40, 0x01, 0xF0, 0x00, 0, 8]
                for _ in 0..<80 { bytes += [255] + [UInt8](repeating: 0x5A, count: 255) }
                bytes.append(0)
            }
            bytes.append(0x3B)
            let operations = 20
            return Workload(operations: operations, bytesPerRun: bytes.count * operations) {
                for _ in 0..<operations { blackHole(try? GIFInfo(bytes: bytes)) }
            }
        }
    }
}
