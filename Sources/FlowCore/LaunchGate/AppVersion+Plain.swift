extension AppVersion {
    /// The version a plain version string names, as four numbers: what most
    /// versions and builds are ("2.3", "1.10.2", "42"). Two plain versions
    /// name the same version exactly when their keys are equal, which lets a
    /// launch compare a whole history without parsing each entry against
    /// each other one.
    struct PlainKey: Hashable {
        var major: UInt32 = 0
        var minor: UInt32 = 0
        var patch: UInt32 = 0
        var fourth: UInt32 = 0
    }

    /// The key of `text` when it is plain: one to four components of one to
    /// nine digits, separated by dots, and nothing else (no whitespace,
    /// pre-release or build metadata). Nil otherwise; such a version is
    /// compared by `order(_:_:)`, as always.
    static func plainKey(_ text: String) -> PlainKey? {
        var key = PlainKey()
        var component = 0
        var value: UInt32 = 0
        var digits = 0
        for byte in text.utf8 {
            if isDigit(byte) {
                guard digits < 9 else { return nil }
                value = value * 10 + UInt32(byte - UInt8(ascii: "0"))
                digits += 1
            } else if byte == UInt8(ascii: "."), digits > 0, component < 3 {
                key.set(component, value)
                component += 1
                value = 0
                digits = 0
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        key.set(component, value)
        return key
    }
}

extension AppVersion.PlainKey {
    fileprivate mutating func set(_ component: Int, _ value: UInt32) {
        switch component {
        case 0: major = value
        case 1: minor = value
        case 2: patch = value
        default: fourth = value
        }
    }
}
