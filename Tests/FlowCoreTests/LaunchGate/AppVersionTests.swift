import Foundation
import Testing

import FlowCore
@testable import FlowLaunchGate
@testable import FlowRuntime
@testable import FlowJSON
import FlowSpecs

@Suite struct AppVersionTests {
    @Test(arguments: [
        ("2.3", "2.3.0", AppVersion.Ordering.same),
        ("2.3.0.0", "2.3", .same),
        ("1.10", "1.9", .newer),
        ("1.9", "1.10", .older),
        ("2.0-beta", "2.0", .older),
        ("2.0", "2.0-beta", .newer),
        ("2.0-alpha", "2.0-beta", .older),
        ("2.0-beta.2", "2.0-beta.11", .older),
        ("2.0-beta", "2.0-beta.1", .older),
        ("2.0-1", "2.0-alpha", .older),
        ("2.0+7", "2.0+9", .same),
        (" 3.0 ", "3.0", .same),
        ("010.2", "10.2", .same),
        ("99999999999999999999999.1", "99999999999999999999998.9", .newer),
        ("garbage", "garbage", .same),
        ("1..2", "1.2", .older),
        ("nightly", "1..2", .newer),
        ("", "1.0", .older),
        ("v2", "10", .newer),
        ("２.０", "2.0", .newer),
    ])
    func ordersVersions(a: String, b: String, order: AppVersion.Ordering) {
        #expect(AppVersion.order(a, b) == order)
        let reverse: AppVersion.Ordering = order == .same ? .same : order == .older ? .newer : .older
        #expect(AppVersion.order(b, a) == reverse, "the order is antisymmetric")
    }

    @Test(arguments: ["1", "1.0", "0.0.1", "2.0-rc.1", "2.0-x-y", "1.2.3+build.5", " 4.5 "])
    func recognisesVersions(text: String) {
        #expect(AppVersion(text).isVersion)
    }

    @Test(arguments: ["", " ", "v1", "1.", ".1", "1..2", "1.2-", "1.2-be ta", "one", "1.2.x", "１.２", "🚀"])
    func recognisesNonVersions(text: String) {
        #expect(!AppVersion(text).isVersion)
    }

    @Test func versionsAmongThemselvesAreATotalOrder() {
        let versions = ["0.9", "1", "1.0.1", "1.2-alpha", "1.2-alpha.1", "1.2-beta", "1.2", "1.2.0.1", "1.10", "2.0-rc.1", "2.0", "10.0"]
        for (i, a) in versions.enumerated() {
            for (j, b) in versions.enumerated() {
                let expected: AppVersion.Ordering = i == j ? .same : i < j ? .older : .newer
                #expect(AppVersion.order(a, b) == expected, "\(a) vs \(b)")
            }
        }
    }

    @Test func identityAgreesWithTheOrder() {
        let pool = ["2.3", "2.3.0", "2.3.0.0", "02.3", "2.3-beta.01", "2.3-beta.1", "2.3-beta", "2.3+9", " 2.3 ", "garbage", "garbage ", "e\u{301}", "\u{E9}", "", "1..2"]
        for a in pool {
            for b in pool {
                let same = AppVersion.order(a, b) == .same
                #expect((AppVersion.Identity(text: a) == AppVersion.Identity(text: b)) == same, "\(a) vs \(b)")
                if same {
                    #expect(AppVersion.Identity(text: a).hashValue == AppVersion.Identity(text: b).hashValue, "equal identities hash alike: \(a) vs \(b)")
                }
            }
        }
    }

    @Test(arguments: [
        ("2.3", AppVersion.PlainKey(major: 2, minor: 3)),
        ("2.3.0", AppVersion.PlainKey(major: 2, minor: 3)),
        ("010.2.0.7", AppVersion.PlainKey(major: 10, minor: 2, fourth: 7)),
        ("42", AppVersion.PlainKey(major: 42)),
        ("999999999.0", AppVersion.PlainKey(major: 999_999_999)),
    ])
    func aPlainVersionsKeyIsItsFourNumbers(text: String, key: AppVersion.PlainKey) {
        #expect(AppVersion.plainKey(text) == key)
    }

    /// What the plain key leaves to the full comparison: anything that is not
    /// one to four runs of one to nine digits joined by dots.
    @Test(arguments: ["", ".", "1.", ".1", "1..2", "1.2.3.4.5", "1234567890", " 1.0", "1.0 ", "2.0-beta", "2.0+7", "v2", "２.０", "1.a"])
    func onlyPlainVersionsHaveAKey(text: String) {
        #expect(AppVersion.plainKey(text) == nil)
    }

    /// The keys agree with `order(_:_:)` wherever both strings have one.
    @Test func plainKeysAgreeWithTheOrder() {
        let pool = ["0", "0.0", "0.0.0.0", "1", "1.0", "01.0.0", "1.0.0.1", "1.9", "1.10", "1.010", "2.3", "2.3.0", "02.3", "999999999", "999999999.0.0.1"]
        for a in pool {
            for b in pool {
                let keys = (AppVersion.plainKey(a), AppVersion.plainKey(b))
                #expect(keys.0 != nil && keys.1 != nil)
                #expect((keys.0 == keys.1) == (AppVersion.order(a, b) == .same), "\(a) vs \(b)")
            }
        }
    }

    /// A history's membership and repeats, with plain and other spellings
    /// mixed, agree with a pairwise reading by `order(_:_:)`, whatever path
    /// the list takes (short or long, every entry plain or not).
    @Test func aHistoryIsReadAsTheOrderReadsIt() {
        let pool = ["2.3", "2.3.0", "02.3", "2.4", "2.3-beta", " 2.3 ", "2.3+7", "garbage", "1.10", "1.9", "7", "7.0.0.0"]
        var random = SplitMix64(seed: 29)
        for length in [0, 1, 2, 5, 16, 17, 40, 64, 65, 100] {
            for round in 0..<20 {
                let plainOnly = round.isMultiple(of: 2)
                let choices = plainOnly ? pool.filter { AppVersion.plainKey($0) != nil } : pool
                let list = (0..<length).map { _ in choices[Int(random.next() % UInt64(choices.count))] }
                var expected: [String] = []
                for item in list where !expected.contains(where: { AppVersion.order($0, item) == .same }) { expected.append(item) }
                #expect(LaunchRecord.hasRepeats(list) == (expected.count != list.count), "\(list)")
                let record = LaunchRecord(versionHistory: list, buildHistory: [], lastVersion: list.first ?? "", lastBuild: "")
                if !list.isEmpty { #expect(record.repaired()?.versionHistory == expected, "\(list)") }
                for version in pool {
                    #expect(LaunchRecord.contains(list, version) == list.contains { AppVersion.order($0, version) == .same }, "\(version) in \(list)")
                }
            }
        }
    }

    /// Long histories of distinct versions, and the same with one repeat
    /// spelled differently, at every place: the filter's shared bits must not
    /// be taken for a repeat, nor hide one.
    @Test(arguments: [17, 40, 64, 65, 200])
    func aRepeatIsFoundWhereverItIs(count: Int) {
        let plain = (0..<count).map { "\($0 / 10).\($0 % 10).\($0)" }
        let mixed = (0..<count).map { $0 % 3 == 1 ? "\($0).0-beta" : "\($0 / 10).\($0 % 10).\($0)" }
        for distinct in [plain, mixed] {
            #expect(!LaunchRecord.hasRepeats(distinct))
            for position in stride(from: 1, through: count, by: max(1, count / 7)) {
                var list = distinct
                let original = list[position - 1]
                let twin = original.hasSuffix("-beta") ? original.replacingOccurrences(of: "-beta", with: ".0-beta") : original + ".0"
                list.insert(twin, at: min(list.count, position + count / 3))
                #expect(LaunchRecord.hasRepeats(list), "\(twin) repeats \(original)")
            }
        }
    }

    /// Entries agree with `order(_:_:)` for every pair, the spellings that
    /// are not plain yet name a plain version included.
    @Test func entriesAgreeWithTheOrder() {
        let pool = [
            "1", "1.0", "1.0.0.0.0", "0000000001", "0000000001.0", "2.0", "2.0+7", "2.0+build.5", " 2.0 ", "2.0\u{3000}", "\u{3000}2.0",
            "2.0-beta", "2.0.0-beta", "nightly", "２.０", "", "1..2", "+2.0", "2.0-beta+7", "10", "010",
        ]
        for a in pool {
            for b in pool {
                let same = AppVersion.order(a, b) == .same
                #expect(AppVersion.Entry(a).isSame(as: AppVersion.Entry(b)) == same, "\(a) vs \(b)")
            }
        }
    }
}
