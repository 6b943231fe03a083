/// A version string as an app reports it (`CFBundleShortVersionString`), and
/// the ordering the launch gate needs.
///
/// A version is numeric components separated by dots, optionally followed by
/// `-` and a pre-release (`2.0-beta.2`) and `+` and build metadata (ignored),
/// with surrounding whitespace ignored. Components compare as numbers with
/// missing ones as 0 ("2.3" equals "2.3.0"; "1.10" is newer than "1.9"),
/// however many digits they have; a pre-release sorts before its release, and
/// pre-releases compare as SemVer says (numeric identifiers by value and
/// before alphanumeric ones).
///
/// Strings that are not versions ("", "garbage", "1..2") still compare, as
/// plain strings (Swift's `String` order), so no input can trap. That fallback
/// makes mixed comparisons a pairwise answer, not a total order, which is why
/// this type offers `order(_:_:)` rather than `Comparable`.
///
/// Nothing is parsed into arrays: comparing and hashing walk the text's
/// bytes in place, so a launch compares a whole version history without
/// allocating.
public struct AppVersion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How one version stands to another.
    public enum Ordering: Hashable, Sendable {
        /// Before the other version.
        case older
        /// The same version.
        case same
        /// After the other version.
        case newer
    }

    /// The text as given.
    public let text: String

    /// A version read from `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the text is a version (else it compares as a plain string).
    public var isVersion: Bool {
        Self.withParsed(text) { $0 != nil }
    }

    public var description: String { text }

    /// How `version` stands to `other`.
    public static func order(_ version: String, _ other: String) -> Ordering {
        withParsed(version) { mine in
            withParsed(other) { theirs in
                guard let mine, let theirs else {
                    return version == other ? .same : version < other ? .older : .newer
                }
                return mine.order(against: theirs)
            }
        }
    }

    /// How this version stands to `other`.
    public func order(against other: AppVersion) -> Ordering {
        Self.order(text, other.text)
    }

    /// Whether the two name the same version ("2.3" and "2.3.0").
    public func isSame(as other: AppVersion) -> Bool {
        order(against: other) == .same
    }

    /// A version string compared and hashed by the version it names, so that
    /// "2.3" and "2.3.0" are one key in a set; a string that is not a version
    /// is itself.
    struct Identity: Hashable {
        let text: String

        static func == (lhs: Identity, rhs: Identity) -> Bool {
            AppVersion.order(lhs.text, rhs.text) == .same
        }

        func hash(into hasher: inout Hasher) {
            AppVersion.withParsed(text) { parsed in
                guard let parsed else {
                    hasher.combine(0 as UInt8)
                    hasher.combine(text)
                    return
                }
                hasher.combine(1 as UInt8)
                parsed.hashIdentity(into: &hasher)
            }
        }
    }

    // MARK: Parsing

    /// Calls `body` with the text parsed in place, or nil when it is not a version.
    static func withParsed<R>(_ text: String, _ body: (Parsed?) -> R) -> R {
        var text = text
        return text.withUTF8 { bytes in body(Parsed(bytes)) }
    }

    /// A version's parts as byte ranges of its text: the release's numeric
    /// components and the pre-release's identifiers, each separated by dots.
    struct Parsed {
        let bytes: UnsafeBufferPointer<UInt8>
        let release: Range<Int>
        let prerelease: Range<Int>?

        /// Nil when the bytes (surrounding whitespace aside) are not a version.
        init?(_ all: UnsafeBufferPointer<UInt8>) {
            guard let trimmed = Self.trimmed(all) else { return nil }
            bytes = all
            var index = trimmed.lowerBound
            var pieceStart = index
            var releaseEnd: Int?
            var prereleaseStart: Int?
            var end = trimmed.upperBound
            scan: while index < trimmed.upperBound {
                let byte = all[index]
                switch byte {
                case UInt8(ascii: "."):
                    guard index > pieceStart else { return nil }
                    pieceStart = index + 1
                case UInt8(ascii: "-") where prereleaseStart == nil:
                    guard index > pieceStart else { return nil }
                    releaseEnd = index
                    prereleaseStart = index + 1
                    pieceStart = index + 1
                case UInt8(ascii: "+"):
                    end = index
                    break scan
                case _ where AppVersion.isDigit(byte):
                    break
                case _ where prereleaseStart != nil && (AppVersion.isLetter(byte) || byte == UInt8(ascii: "-")):
                    break
                default:
                    return nil
                }
                index += 1
            }
            guard end > pieceStart else { return nil }
            release = trimmed.lowerBound..<(releaseEnd ?? end)
            prerelease = prereleaseStart.map { $0..<end }
        }

        /// The text without surrounding whitespace; nil when nothing is left.
        /// Non-ASCII bytes are never part of a version, so only a trailing or
        /// leading run of them can be whitespace to trim (decoded then).
        private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
            var start = 0
            var end = bytes.count
            // Most versions have no surrounding whitespace: one look at each end.
            if end > 0, bytes[0] > 0x20, bytes[0] < 0x80, bytes[end - 1] > 0x20, bytes[end - 1] < 0x80 { return 0..<end }
            while start < end {
                guard let (scalar, length) = AppVersion.scalar(in: bytes, at: start), UnicodeProperties.isWhitespace(scalar) else { break }
                start += length
            }
            while end > start {
                var first = end - 1
                while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
                guard let (scalar, _) = AppVersion.scalar(in: bytes, at: first), UnicodeProperties.isWhitespace(scalar) else { break }
                end = first
            }
            return start < end ? start..<end : nil
        }

        /// The dot-separated pieces of `range`, in order.
        func pieces(of range: Range<Int>) -> PieceIterator {
            PieceIterator(bytes: bytes, remaining: range)
        }

        func order(against other: Parsed) -> Ordering {
            var mine = pieces(of: release)
            var theirs = other.pieces(of: other.release)
            while true {
                let left = mine.next()
                let right = theirs.next()
                if left == nil && right == nil { break }
                let order = AppVersion.numericOrder(left.map { digits($0) }, right.map { other.digits($0) }, bytes, other.bytes)
                if order != .same { return order }
            }
            switch (prerelease, other.prerelease) {
            case (nil, nil): return .same
            case (nil, _?): return .newer
            case (_?, nil): return .older
            case (let a?, let b?): return prereleaseOrder(a, against: other, b)
            }
        }

        private func prereleaseOrder(_ range: Range<Int>, against other: Parsed, _ otherRange: Range<Int>) -> Ordering {
            var mine = pieces(of: range)
            var theirs = other.pieces(of: otherRange)
            while true {
                switch (mine.next(), theirs.next()) {
                case (nil, nil): return .same
                case (nil, _?): return .older
                case (_?, nil): return .newer
                case (let left?, let right?):
                    let leftIsNumber = isNumber(left)
                    let rightIsNumber = other.isNumber(right)
                    let order: Ordering
                    switch (leftIsNumber, rightIsNumber) {
                    case (true, true): order = AppVersion.numericOrder(digits(left), other.digits(right), bytes, other.bytes)
                    case (true, false): order = .older
                    case (false, true): order = .newer
                    case (false, false): order = AppVersion.bytesOrder(left, right, bytes, other.bytes)
                    }
                    if order != .same { return order }
                }
            }
        }

        /// Feeds what makes the version itself: the release without trailing
        /// zero components and without leading zeros, then the pre-release.
        func hashIdentity(into hasher: inout Hasher) {
            var last = release.lowerBound
            var pieces = pieces(of: release)
            while let piece = pieces.next() {
                if !digits(piece).isEmpty { last = piece.upperBound }
            }
            pieces = self.pieces(of: release.lowerBound..<max(last, release.lowerBound))
            while let piece = pieces.next() {
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[digits(piece)])))
                hasher.combine(UInt8(ascii: "."))
            }
            guard let prerelease else { return }
            hasher.combine(UInt8(ascii: "-"))
            var identifiers = self.pieces(of: prerelease)
            while let identifier = identifiers.next() {
                hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[isNumber(identifier) ? digits(identifier) : identifier])))
                hasher.combine(UInt8(ascii: "."))
            }
        }

        /// A numeric piece without its leading zeros ("0" and "00" become empty).
        func digits(_ piece: Range<Int>) -> Range<Int> {
            var start = piece.lowerBound
            while start < piece.upperBound, bytes[start] == UInt8(ascii: "0") { start += 1 }
            return start..<piece.upperBound
        }

        func isNumber(_ piece: Range<Int>) -> Bool {
            piece.allSatisfy { AppVersion.isDigit(bytes[$0]) }
        }
    }

    /// The dot-separated pieces of a byte range.
    struct PieceIterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var remaining: Range<Int>
        var done = false

        init(bytes: UnsafeBufferPointer<UInt8>, remaining: Range<Int>) {
            self.bytes = bytes
            self.remaining = remaining
            done = remaining.isEmpty
        }

        mutating func next() -> Range<Int>? {
            guard !done else { return nil }
            var end = remaining.lowerBound
            while end < remaining.upperBound, bytes[end] != UInt8(ascii: ".") { end += 1 }
            let piece = remaining.lowerBound..<end
            if end < remaining.upperBound {
                remaining = (end + 1)..<remaining.upperBound
            } else {
                done = true
            }
            return piece
        }
    }

    // MARK: Ordering pieces

    /// Digit strings without leading zeros (a missing one counts as zero):
    /// longer is larger, else by digits.
    private static func numericOrder(
        _ a: Range<Int>?, _ b: Range<Int>?, _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    ) -> Ordering {
        let a = a ?? 0..<0
        let b = b ?? 0..<0
        if a.count != b.count { return a.count < b.count ? .older : .newer }
        return bytesOrder(a, b, left, right)
    }

    /// Byte order of two ranges (for ASCII, the same as `String` order).
    private static func bytesOrder(
        _ a: Range<Int>, _ b: Range<Int>, _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    ) -> Ordering {
        for (i, j) in zip(a, b) where left[i] != right[j] {
            return left[i] < right[j] ? .older : .newer
        }
        return a.count == b.count ? .same : a.count < b.count ? .older : .newer
    }

    // MARK: Bytes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The scalar starting at `offset` of valid UTF-8, and its length in bytes.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard offset + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for index in 1..<length { value = value << 6 | UInt32(bytes[offset + index] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
