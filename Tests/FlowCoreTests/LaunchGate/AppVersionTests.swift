import Testing

@testable import FlowCore

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
}
