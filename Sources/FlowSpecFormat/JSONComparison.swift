import FlowJSON

/// Comparing JSON the way specs need: exact or partial matching, the first
/// difference's path, and numbers compared by a rule a reader can predict:
/// two whole numbers must be equal exactly (an epoch in milliseconds off by
/// one is off); otherwise they may differ by at most an absolute tolerance
/// (`Spec.defaultTolerance`, 1e-9, unless a trace states its own), so a
/// hand-written 0.3 matches a computed 0.30000000000000004.
package enum JSONComparison {

    /// A place where two values differ.
    package struct Difference: Hashable {
        package var path: JSONPath
        package var reason: String
        package var expected: JSONValue?
        package var actual: JSONValue?

        package init(path: JSONPath, reason: String, expected: JSONValue?, actual: JSONValue?) {
            self.path = path
            self.reason = reason
            self.expected = expected
            self.actual = actual
        }
    }

    package static func numbersEqual(_ a: Double, _ b: Double, tolerance: Double = Spec.defaultTolerance) -> Bool {
        JSONValue.numbersEqual(a, b, tolerance: tolerance)
    }

    /// Whether two values are equal as specs compare them (numbers by the rule above).
    package static func valuesEqual(_ expected: JSONValue, _ actual: JSONValue, tolerance: Double = Spec.defaultTolerance) -> Bool {
        if case .number(let a) = expected, case .number(let b) = actual { return numbersEqual(a, b, tolerance: tolerance) }
        return expected == actual
    }

    /// The first difference between two values; with `partial`, objects in
    /// `expected` may leave members out (at any depth but inside an array,
    /// whose elements are compared whole, as `JSONExpected` compares them)
    /// and those are not checked.
    package static func firstDifference(
        expected: JSONValue, actual: JSONValue, at path: JSONPath, partial: Bool = false, tolerance: Double = Spec.defaultTolerance
    ) -> Difference? {
        switch (expected, actual) {
        case (.number(let a), .number(let b)):
            return numbersEqual(a, b, tolerance: tolerance) ? nil : Difference(path: path, reason: "differs", expected: expected, actual: actual)
        case (.array(let a), .array(let b)):
            for index in 0..<min(a.count, b.count) {
                if let difference = firstDifference(expected: a[index], actual: b[index], at: path.appending(index), partial: false, tolerance: tolerance) {
                    return difference
                }
            }
            if a.count > b.count {
                return Difference(path: path.appending(b.count), reason: "missing (expected \(a.count) elements, got \(b.count))", expected: a[b.count], actual: nil)
            }
            if b.count > a.count {
                return Difference(path: path.appending(a.count), reason: "unexpected (expected \(a.count) elements, got \(b.count))", expected: nil, actual: b[a.count])
            }
            return nil
        case (.object(let a), .object(let b)) where a.count == 1 && b.count == 1 && a.keys.first != b.keys.first:
            // Two different enum cases: show both whole rather than a missing member.
            return Difference(path: path, reason: "differs", expected: expected, actual: actual)
        case (.object(let a), .object(let b)):
            for key in a.keysInMemberOrder {
                guard let actualMember = b[key] else {
                    // Swift leaves a nil optional out, so an expected null matches an absent member.
                    if a[key] == .null { continue }
                    return Difference(path: path.appending(key), reason: "missing", expected: a[key], actual: nil)
                }
                if let difference = firstDifference(expected: a[key]!, actual: actualMember, at: path.appending(key), partial: partial, tolerance: tolerance) {
                    return difference
                }
            }
            if !partial, let extra = b.keysInMemberOrder.first(where: { a[$0] == nil && b[$0] != .null }) {
                return Difference(path: path.appending(extra), reason: "unexpected", expected: nil, actual: b[extra])
            }
            return nil
        default:
            return expected == actual ? nil : Difference(path: path, reason: "differs", expected: expected, actual: actual)
        }
    }

    /// The leaves that changed from `old` to `new`, for showing a transition:
    /// members in the order of their names' UTF-8 bytes, elements in order.
    package static func changes(from old: JSONValue, to new: JSONValue, at path: JSONPath = .root) -> [Difference] {
        var found: [Difference] = []
        collectChanges(from: old, to: new, at: path, into: &found)
        return found
    }

    /// Appends the changes under `path` to `found`. Between two steps most
    /// of a state is the same: an equal member is passed over at once, with
    /// no path made for it (walking every leaf cost a trace page a third of
    /// its time, by callgrind).
    private static func collectChanges(from old: JSONValue, to new: JSONValue, at path: JSONPath, into found: inout [Difference]) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            // Only the members that differ are put in order: a state written
            // since the last step's keeps what did not change, which compares
            // equal at once (the same storage).
            var keys: [String] = []
            for (key, before) in a where b[key] != before { keys.append(key) }
            for key in b.keys where a[key] == nil { keys.append(key) }
            for key in keys.sortedInMemberOrder() {
                switch (a[key], b[key]) {
                case (let before?, let after?):
                    if before != after { collectChanges(from: before, to: after, at: path.appending(key), into: &found) }
                case (let before, let after):
                    found.append(Difference(path: path.appending(key), reason: "changed", expected: before, actual: after))
                }
            }
        case (.array(let a), .array(let b)) where a.count == b.count:
            for index in a.indices where a[index] != b[index] {
                collectChanges(from: a[index], to: b[index], at: path.appending(index), into: &found)
            }
        default:
            if old != new { found.append(Difference(path: path, reason: "changed", expected: old, actual: new)) }
        }
    }

    /// `actual` cut down to the members `template` names (at any depth), so a
    /// partial expectation can be refreshed without growing.
    package static func project(_ actual: JSONValue, like template: JSONValue) -> JSONValue {
        guard case .object(let wanted) = template, case .object(let members) = actual else { return actual }
        var result: [String: JSONValue] = [:]
        for (key, shape) in wanted {
            if let value = members[key] {
                result[key] = project(value, like: shape)
            } else if shape == .null {
                result[key] = .null  // still expected absent
            }
        }
        return .object(result)
    }

    /// What differs from `old` in `new`, as a partial state: the members that
    /// changed, nested objects down to the members that changed in them (so a
    /// child state that changed in one member costs that member, not the whole
    /// child), arrays and other values whole, and a member that went away as
    /// null (which a partial match reads as "absent"). Nil when nothing changed.
    package static func changedMembers(from old: JSONValue, to new: JSONValue) -> JSONValue? {
        guard case .object(let after) = new, case .object(let before) = old else {
            // (Not a conditional expression: its `nil` would read as JSONValue's null literal.)
            if firstDifference(expected: old, actual: new, at: .root) == nil { return Optional.none }
            return new
        }
        var changed: [String: JSONValue] = [:]
        for (key, value) in after {
            if let previous = before[key] {
                if let inner = changedMembers(from: previous, to: value) { changed[key] = inner }
            } else {
                changed[key] = value
            }
        }
        // A member that went away is expected absent: null matches a missing member.
        for key in before.keys where !after.keys.contains(key) { changed[key] = .null }
        if changed.isEmpty { return Optional.none }
        return .object(changed)
    }
}
