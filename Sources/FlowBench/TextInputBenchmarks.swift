import FlowCore

enum TextInputBenchmarks {
    /// Mixed text, so no ASCII fast path applies: CJK, emoji with a skin tone, Latin.
    static func text(bytes: Int) -> String {
        let unit = "文字 and emoji 👍🏽, "
        return String(repeating: unit, count: max(1, bytes / unit.utf8.count))
    }

    static var all: [Benchmark] {
        [
            insertAtEnd(name: "text-view-filter.insert-end.10KB", bytes: 10_000, operations: 20_000),
            insertAtEnd(name: "text-view-filter.insert-end.1MB", bytes: 1_000_000, operations: 20_000),
            insertInMiddle,
        ] + editsOfCJK + [codeKeystroke]
    }

    /// An insert at the start, the middle and the end, and a delete at the
    /// end, of 10 KB, 100 KB and 1 MB of CJK text: the same cost at each
    /// size, since an edit rewrites only the chunk it falls in.
    static var editsOfCJK: [Benchmark] {
        [(10_000, "10KB"), (100_000, "100KB"), (1_000_000, "1MB")].flatMap { bytes, size in
            [
                edit(name: "text-view-filter.delete-end.\(size)-cjk", bytes: bytes, at: { $0 - 1 }, length: 1, with: ""),
                edit(name: "text-view-filter.insert-end.\(size)-cjk", bytes: bytes, at: { $0 }, length: 0, with: "字"),
                edit(name: "text-view-filter.insert-middle.\(size)-cjk", bytes: bytes, at: { $0 / 2 }, length: 0, with: "字"),
                edit(name: "text-view-filter.insert-start.\(size)-cjk", bytes: bytes, at: { _ in 0 }, length: 0, with: "字"),
            ]
        }
    }

    /// One character typed at the end of the text, through the runner.
    static func insertAtEnd(name: String, bytes: Int, operations: Int) -> Benchmark {
        Benchmark(name: name) {
            let filter = try! TextViewFilter(maxLength: 10_000_000)
            var seed = filter.initialState
            _ = filter.reduce(&seed, .textSet(text: text(bytes: bytes)))
            return Workload(operations: operations) { [seed] in
                var runner = Runner(filter, state: seed)
                for index in 0..<operations {
                    let caret = runner.state.utf16Length
                    blackHole(runner.send(.replaced(location: caret, length: 0, with: index & 1 == 0 ? "字" : "a")))
                }
            }
        }
    }

    /// One character typed in the middle of 1 MB of mixed text, the caret
    /// moving on with each.
    static var insertInMiddle: Benchmark {
        Benchmark(name: "text-view-filter.insert-middle.1MB") {
            let filter = try! TextViewFilter()
            var seed = filter.initialState
            _ = filter.reduce(&seed, .textSet(text: text(bytes: 1_000_000)))
            let operations = 200
            return Workload(operations: operations) { [seed] in
                var runner = Runner(filter, state: seed)
                for _ in 0..<operations {
                    blackHole(runner.send(.replaced(location: runner.state.utf16Length / 2, length: 0, with: "字")))
                }
            }
        }
    }

    /// `bytes` of Chinese text (3 bytes a character, one UTF-16 unit each).
    static func cjk(bytes: Int) -> String {
        String(repeating: "天地玄黄宇宙洪荒日月盈昃辰宿列张", count: bytes / 48)
    }

    /// One edit of `bytes` of CJK text at a position chosen from the text's
    /// UTF-16 length, alternating with its undo so the text keeps its size.
    static func edit(name: String, bytes: Int, at position: @escaping (Int) -> Int, length: Int, with inserted: String) -> Benchmark {
        Benchmark(name: name) {
            let filter = try! TextViewFilter()
            var seed = filter.initialState
            _ = filter.reduce(&seed, .textSet(text: cjk(bytes: bytes)))
            let operations = 2_000
            return Workload(operations: operations) { [seed] in
                var runner = Runner(filter, state: seed)
                for index in 0..<operations {
                    let location = position(runner.state.utf16Length)
                    if index & 1 == 0 {
                        blackHole(runner.send(.replaced(location: location, length: length, with: inserted)))
                    } else if length > 0 {
                        blackHole(runner.send(.replaced(location: location + 1 - length, length: 0, with: "荒")))
                    } else {
                        blackHole(runner.send(.replaced(location: location, length: 1, with: "")))
                    }
                }
            }
        }
    }

    /// A digit typed then deleted in a code entry.
    static var codeKeystroke: Benchmark {
        let entry = try! CodeEntry(length: 6)
        let operations = 200_000
        return Benchmark(name: "code-entry.type-and-delete", operations: operations) {
            var runner = Runner(entry)
            for index in 0..<operations {
                blackHole(runner.send(index & 1 == 0 ? .typed(text: "7") : .deletedBackward))
            }
        }
    }
}
