/// A version string as an app reports it (`CFBundleShortVersionString`), and
/// the ordering the launch gate needs.
///
/// A version is numeric components separated by dots, optionally followed by
/// `-` and a pre-release (`2.0-beta.2`) and `+` and build metadata (ignored).
/// Components compare as numbers with missing ones as 0 ("2.3" equals
/// "2.3.0"; "1.10" is newer than "1.9"), however many digits they have; a
/// pre-release sorts before its release, and pre-releases compare as SemVer
/// says (numeric identifiers by value and before alphanumeric ones).
///
/// Strings that are not versions ("", "garbage", "1..2") still compare, as
/// plain strings by Unicode scalar values, so no input can trap. That fallback
/// makes mixed comparisons a pairwise answer, not a total order, which is why
/// this type offers `order(_:_:)` rather than `Comparable`.
public struct AppVersion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// How one version stands against another.
    public enum Ordering: Equatable, Sendable {
        case older, same, newer
    }

    /// The string as given.
    public let text: String
    /// The numeric components without leading zeros, when `text` is a version.
    private let components: [Substring]?
    /// The pre-release identifiers (empty for a release).
    private let prerelease: [Substring]

    public init(_ text: String) {
        self.text = text
        let trimmed = Self.trimmed(text)
        let withoutBuild = trimmed.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = withoutBuild.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        let core = parts.first ?? ""
        let numbers = core.split(separator: ".", omittingEmptySubsequences: false)
        let isNumeric = !core.isEmpty && numbers.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(Self.isDigit) }
        let identifiers = parts.count > 1 ? parts[1].split(separator: ".", omittingEmptySubsequences: false) : []
        let isValidPrerelease = parts.count == 1 || identifiers.allSatisfy { identifier in
            !identifier.isEmpty && identifier.utf8.allSatisfy { Self.isDigit($0) || Self.isLetter($0) || $0 == UInt8(ascii: "-") }
        }
        if isNumeric && isValidPrerelease {
            components = numbers.map(Self.withoutLeadingZeros)
            prerelease = identifiers
        } else {
            components = nil
            prerelease = []
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
            return Self.plainOrder(text, other.text)
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

    // MARK: Pieces

    private static func trimmed(_ text: String) -> Substring {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return Substring(scalars[start...end])
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func withoutLeadingZeros(_ digits: Substring) -> Substring {
        let trimmed = digits.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : trimmed
    }

    /// Compares digit strings without leading zeros: longer is larger, else by digits.
    private static func numericOrder(_ a: Substring, _ b: Substring) -> Ordering {
        if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count ? .older : .newer }
        return plainOrder(a, b)
    }

    private static func plainOrder(_ a: some StringProtocol, _ b: some StringProtocol) -> Ordering {
        if a.unicodeScalars.elementsEqual(b.unicodeScalars) { return .same }
        return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? .older : .newer
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
            case (false, false): order = plainOrder(left, right)
            }
            if order != .same { return order }
        }
        if a.count == b.count { return .same }
        return a.count < b.count ? .older : .newer
    }
}
