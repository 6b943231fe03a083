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
public struct AppVersion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How one version stands against another.
    public enum Ordering: Equatable, Sendable {
        /// Before the other version.
        case older
        /// The same version.
        case same
        /// After the other version.
        case newer
    }

    /// The string as given.
    public let text: String
    /// The numeric components without leading zeros, when `text` is a version.
    private let components: [Substring]?
    /// The pre-release identifiers (empty for a release).
    private let prerelease: [Substring]

    /// Reads `text`; any string is accepted.
    public init(_ text: String) {
        self.text = text
        if let (components, prerelease) = Self.parse(Self.trimmed(text)) {
            self.components = components
            self.prerelease = prerelease
        } else {
            self.components = nil
            self.prerelease = []
        }
    }

    /// Whether the text parses as a version (rather than comparing as a plain string).
    public var isVersion: Bool { components != nil }

    public var description: String { text }

    /// How `version` stands against `other`.
    public static func order(_ version: String, _ other: String) -> Ordering {
        AppVersion(version).order(against: AppVersion(other))
    }

    /// How this version stands against `other`.
    public func order(against other: AppVersion) -> Ordering {
        guard let mine = components, let theirs = other.components else {
            return text == other.text ? .same : text < other.text ? .older : .newer
        }
        for index in 0..<max(mine.count, theirs.count) {
            let order = Self.numericOrder(index < mine.count ? mine[index] : "0", index < theirs.count ? theirs[index] : "0")
            if order != .same { return order }
        }
        switch (prerelease.isEmpty, other.prerelease.isEmpty) {
        case (true, true): return .same
        case (true, false): return .newer
        case (false, true): return .older
        case (false, false): return Self.prereleaseOrder(prerelease, other.prerelease)
        }
    }

    /// Whether two strings name the same version ("2.3" and "2.3.0" do).
    public func isSame(as other: AppVersion) -> Bool {
        order(against: other) == .same
    }

    /// A key equal for exactly the strings that name the same version, for
    /// finding repeats in a history with a set rather than pairwise.
    var identity: String {
        guard var numbers = components else { return "text:" + text }
        while numbers.count > 1, numbers.last == "0" { numbers.removeLast() }
        let release = numbers.joined(separator: ".")
        guard !prerelease.isEmpty else { return "version:" + release }
        let identifiers = prerelease.map { $0.utf8.allSatisfy(Self.isDigit) ? Self.withoutLeadingZeros($0) : $0 }
        return "version:" + release + "-" + identifiers.joined(separator: ".")
    }

    // MARK: Parsing

    /// The components and pre-release identifiers, in one pass; nil when the
    /// text is not a version.
    private static func parse(_ text: Substring) -> ([Substring], [Substring])? {
        var components: [Substring] = []
        var prerelease: [Substring] = []
        var inPrerelease = false
        var start = text.startIndex
        var index = text.startIndex
        func close(at end: Substring.Index) -> Bool {
            let piece = text[start..<end]
            guard !piece.isEmpty else { return false }
            if inPrerelease {
                prerelease.append(piece)
            } else {
                components.append(withoutLeadingZeros(piece))
            }
            return true
        }
        while index < text.endIndex {
            let byte = text.utf8[index]
            switch byte {
            case UInt8(ascii: "."):
                guard close(at: index) else { return nil }
                start = text.utf8.index(after: index)
            case UInt8(ascii: "-") where !inPrerelease:
                guard close(at: index) else { return nil }
                inPrerelease = true
                start = text.utf8.index(after: index)
            case UInt8(ascii: "+"):
                guard close(at: index) else { return nil }
                return (components, prerelease)
            case _ where isDigit(byte):
                break
            case _ where inPrerelease && (isLetter(byte) || byte == UInt8(ascii: "-")):
                break
            default:
                return nil
            }
            index = text.utf8.index(after: index)
        }
        guard close(at: index) else { return nil }
        return (components, prerelease)
    }

    private static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let end = scalars.lastIndex(where: { !isWhitespace($0) })!
        return Substring(scalars[start...end])
    }

    /// Whitespace without a Unicode property lookup for ASCII, the common case.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || ("\t"..."\r").contains(scalar) }
        return scalar.properties.isWhitespace
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func withoutLeadingZeros(_ digits: Substring) -> Substring {
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : trimmed
    }

    // MARK: Ordering

    /// Compares digit strings without leading zeros: longer is larger, else by digits.
    private static func numericOrder(_ a: Substring, _ b: Substring) -> Ordering {
        if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count ? .older : .newer }
        return a == b ? .same : a < b ? .older : .newer
    }

    private static func prereleaseOrder(_ a: [Substring], _ b: [Substring]) -> Ordering {
        for (left, right) in zip(a, b) {
            let leftIsNumber = left.utf8.allSatisfy(isDigit)
            let rightIsNumber = right.utf8.allSatisfy(isDigit)
            let order: Ordering
            switch (leftIsNumber, rightIsNumber) {
            case (true, true): order = numericOrder(withoutLeadingZeros(left), withoutLeadingZeros(right))
            case (true, false): order = .older
            case (false, true): order = .newer
            case (false, false): order = left == right ? .same : left < right ? .older : .newer
            }
            if order != .same { return order }
        }
        if a.count == b.count { return .same }
        return a.count < b.count ? .older : .newer
    }
}
