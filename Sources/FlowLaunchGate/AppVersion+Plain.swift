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
        // Every native string's bytes are contiguous (a small one's are
        // copied to the stack), so this reads them without copying the
        // string; the closure, written here, is inlined into the read.
        if let key = text.utf8.withContiguousStorageIfAvailable({ plainKey(of: $0) }) { return key }
        var text = text
        return text.withUTF8 { plainKey(of: $0) }
    }

    /// The key of `bytes`, read in one pass (a launch reads a few dozen
    /// history entries, most of them a build's one or two digits).
    @inline(__always) private static func plainKey(of bytes: UnsafeBufferPointer<UInt8>) -> PlainKey? {
        // At most four components of at most nine digits: 39 bytes.
        guard let start = bytes.baseAddress, bytes.count <= 39 else { return nil }
        var key = PlainKey()
        var component = 0
        var value: UInt32 = 0
        var digits = 0
        for offset in 0..<bytes.count {
            let byte = start[offset]
            let digit = byte &- UInt8(ascii: "0")
            if digit < 10 {
                guard digits < 9 else { return nil }
                value = value &* 10 &+ UInt32(digit)
                digits &+= 1
                continue
            }
            guard byte == UInt8(ascii: "."), digits > 0, component < 3 else { return nil }
            key.set(component, value)
            component &+= 1
            value = 0
            digits = 0
        }
        guard digits > 0 else { return nil }
        key.set(component, value)
        return key
    }
}

extension AppVersion {
    /// What comparing a history entry needs of its text, read once: its
    /// plain key, and whether a text that has none may still name a plain
    /// version. A plain value (no reference to count), so a history's
    /// readings fit in stack space and cost nothing to drop.
    struct Reading {
        let plain: PlainKey?
        /// Whether the text, not plain itself, may still name the version a
        /// plain one does: before any build metadata (`+`) it holds only
        /// digits, dots and what could be whitespace ("2.0+7", " 2.0 ",
        /// "1.0.0.0.0", "0000000001"). A pre-release ("2.0-beta") or a
        /// string that is not a version ("nightly") never does.
        let mayBePlain: Bool

        init(_ text: String) {
            plain = AppVersion.plainKey(text)
            var mayBePlain = plain == nil
            if mayBePlain {
                for byte in text.utf8 {
                    if byte == UInt8(ascii: "+") { break }
                    if !(isDigit(byte) || byte == UInt8(ascii: ".") || byte <= 0x20 || byte >= 0x80) {
                        mayBePlain = false
                        break
                    }
                }
            }
            self.mayBePlain = mayBePlain
        }

        /// Whether `text`, read as this, names the version `otherText`,
        /// read as `other`, does, as `order(_:_:)` says: by plain keys when
        /// both have one, without parsing when one is plain and the other
        /// cannot name a plain version.
        func isSame(_ text: String, as otherText: String, readAs other: Reading) -> Bool {
            switch (plain, other.plain) {
            case (let mine?, let theirs?): return mine == theirs
            case (_?, nil): if !other.mayBePlain { return false }
            case (nil, _?): if !mayBePlain { return false }
            case (nil, nil): if text == otherText { return true }
            }
            return AppVersion.order(text, otherText) == .same
        }
    }

    /// A history entry with its reading.
    struct Entry {
        let text: String
        let reading: Reading

        init(_ text: String) {
            self.text = text
            reading = Reading(text)
        }

        /// Whether the two name the same version, as `order(_:_:)` says.
        func isSame(as other: Entry) -> Bool {
            reading.isSame(text, as: other.text, readAs: other.reading)
        }
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
