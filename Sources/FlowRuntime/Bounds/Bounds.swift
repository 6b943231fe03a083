/// The ranges FlowCore accepts for numbers that come from outside: the
/// configurations of every machine check their lengths, durations and counts
/// against these, and throw `OutOfBounds` (wrapped in the machine's own
/// error) for anything else, NaN and the infinities included.
///
/// The limits are far past any real use and low enough that no
/// configuration can make a machine allocate or compute without end: a
/// layout holds at most `count.upperBound` items of at most
/// `length.upperBound` points, so every sum it forms stays finite.
public enum Bounds: Sendable {
    /// A length, size or offset in points: 0 to 100,000 (the largest screen
    /// is a few thousand points across).
    public static let length: ClosedRange<Double> = 0...100_000
    /// A coordinate or offset in points, which may be negative: −100,000 to 100,000.
    public static let position: ClosedRange<Double> = -100_000...100_000
    /// A duration or delay in seconds: 0 to 86,400 (a day).
    public static let duration: ClosedRange<Double> = 0...86_400
    /// How many items a configured list holds (pages, dots, buttons,
    /// screens, marks, popup kinds, status codes): 0 to 1,000.
    public static let count: ClosedRange<Int> = 0...1_000

    /// A counter in a restored state (launches, a nonce, a sequence number):
    /// 0 to 10^15, so that it stays exact in JSON (whose numbers are exact to
    /// 2^53, about 9 × 10^15) however long it goes on counting.
    /// On a 32-bit platform (WebAssembly) the bound is `Int.max` instead.
    public static let counter: ClosedRange<Int> = 0...Int(clamping: 1_000_000_000_000_000 as Int64)

    /// Throws `error(OutOfBounds)` unless `range` holds `value` (NaN never
    /// is held): how a configuration refuses a value, naming it, what was
    /// given and what is accepted. An app's own machine checks its
    /// configuration the same way.
    public static func check<E: Error>(
        _ value: Double, _ name: String, in range: ClosedRange<Double>, or error: (OutOfBounds) -> E
    ) throws(E) {
        guard range.contains(value) else { throw error(OutOfBounds(name: name, value: value, range: range)) }
    }

    /// Throws `error(OutOfBounds)` unless `range` holds `value`.
    public static func check<E: Error>(_ value: Int, _ name: String, in range: ClosedRange<Int>, or error: (OutOfBounds) -> E) throws(E) {
        guard range.contains(value) else {
            throw error(OutOfBounds(name: name, value: Double(value), range: Double(range.lowerBound)...Double(range.upperBound)))
        }
    }

    /// Checks both sides of a size against `length`.
    package static func check<E: Error>(_ size: LayoutSize, _ name: String, or error: (OutOfBounds) -> E) throws(E) {
        try check(size.width, name + ".width", in: length, or: error)
        try check(size.height, name + ".height", in: length, or: error)
    }

    /// Checks a rectangle: its origin against `position`, its size against `length`.
    package static func check<E: Error>(_ rect: LayoutRect, _ name: String, or error: (OutOfBounds) -> E) throws(E) {
        try check(rect.x, name + ".x", in: position, or: error)
        try check(rect.y, name + ".y", in: position, or: error)
        try check(rect.width, name + ".width", in: length, or: error)
        try check(rect.height, name + ".height", in: length, or: error)
    }

    /// The bounds `check` holds a size's members to, by key: what a
    /// configuration's size states in its JSON Schema (`schemaBounds:`).
    public static let sizeMembers: [String: ClosedRange<Double>] = ["width": length, "height": length]
    /// The bounds `check` holds a rectangle's members to, by key.
    public static let rectMembers: [String: ClosedRange<Double>] = ["x": position, "y": position, "width": length, "height": length]
    /// The bounds `check` holds the sides of insets to, by key.
    public static let insetsMembers: [String: ClosedRange<Double>] = ["top": length, "left": length, "bottom": length, "right": length]
    /// The bounds a point's members are held to, by key.
    public static let pointMembers: [String: ClosedRange<Double>] = ["x": position, "y": position]

    /// Checks the four sides of insets against `length`.
    package static func check<E: Error>(_ insets: Insets, _ name: String, or error: (OutOfBounds) -> E) throws(E) {
        try check(insets.top, name + ".top", in: length, or: error)
        try check(insets.left, name + ".left", in: length, or: error)
        try check(insets.bottom, name + ".bottom", in: length, or: error)
        try check(insets.right, name + ".right", in: length, or: error)
    }
}

/// A number from outside that lies outside the range FlowCore accepts for it.
public struct OutOfBounds: Error, Equatable, Sendable, CustomStringConvertible {
    /// The three members, behind one reference: a configuration checks
    /// dozens of numbers, and at each check the error's way out carries one
    /// word rather than a name, a number and a range (as `JSONDecodingError`).
    private final class Storage: Sendable {
        let name: String
        let value: Double
        let range: ClosedRange<Double>

        init(name: String, value: Double, range: ClosedRange<Double>) {
            self.name = name
            self.value = value
            self.range = range
        }
    }

    private var storage: Storage

    /// What the number is, as the configuration names it (`pageCount`, `metrics.cornerRadius`).
    public var name: String {
        get { storage.name }
        set { storage = Storage(name: newValue, value: value, range: range) }
    }

    /// The number given (NaN and the infinities included).
    public var value: Double {
        get { storage.value }
        set { storage = Storage(name: name, value: newValue, range: range) }
    }

    /// The numbers accepted.
    public var range: ClosedRange<Double> {
        get { storage.range }
        set { storage = Storage(name: name, value: value, range: newValue) }
    }

    /// A value `value` for `name`, outside `range`.
    public init(name: String, value: Double, range: ClosedRange<Double>) {
        storage = Storage(name: name, value: value, range: range)
    }

    /// Whether both name the same number, value and range.
    public static func == (lhs: OutOfBounds, rhs: OutOfBounds) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.range == rhs.range
    }

    /// Says what was given and what is accepted.
    public var description: String {
        "\(name) must be from \(MessageText.number(range.lowerBound)) to \(MessageText.number(range.upperBound)), got \(Self.format(value))"
    }

    private static func format(_ value: Double) -> String {
        value.isFinite ? MessageText.number(value) : value.isNaN ? "NaN" : value < 0 ? "-infinity" : "infinity"
    }

    /// The same value under a longer name, for a check made inside a larger configuration.
    func within(_ parent: String) -> OutOfBounds {
        OutOfBounds(name: parent + "." + name, value: value, range: range)
    }
}

extension RestoredStateError {
    /// Throws unless `range` holds `value`, naming the member.
    package static func check(_ value: Int, _ name: String, in range: ClosedRange<Int>) throws(RestoredStateError) {
        guard range.contains(value) else { throw RestoredStateError("\(name) is \(value), outside \(range.lowerBound)...\(range.upperBound)") }
    }

    /// Throws unless `range` holds `value` (NaN never is), naming the member.
    package static func check(_ value: Double, _ name: String, in range: ClosedRange<Double>) throws(RestoredStateError) {
        guard range.contains(value) else {
            throw RestoredStateError("\(name) is \(value), outside \(MessageText.number(range.lowerBound))...\(MessageText.number(range.upperBound))")
        }
    }
}

extension Int {
    /// Adds one, stopping at `Int.max`: a counter in a restored state may
    /// hold anything, and counting on from it must not trap.
    package mutating func increment() {
        if self < .max { self += 1 }
    }
}
