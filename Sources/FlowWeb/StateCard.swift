import FlowCore

/// The picture of a machine that has no scene of its own: a card with the
/// machine's name and one line for each value in its state's JSON
/// (`record.lastVersion: "2.0"`), so the page shows what the machine knows.
///
/// Each line is static text for a screen reader; the card is not modal.
public enum StateCard {
    /// The most lines a card shows; the rest are counted on a last line.
    public static let maximumLines = 40
    /// The most characters of a value a line shows.
    public static let maximumValueLength = 48

    static let width = 340.0
    static let lineHeight = 20.0
    static let inset = 12.0

    /// The card for `state`, headed `title`.
    public static func scene(title: String, state: JSONValue) -> MachineScene {
        var lines: [String] = []
        var total = 0
        flatten(state, path: "", into: &lines, total: &total)
        if total > lines.count { lines.append("… \(total - lines.count) more") }
        if lines.isEmpty { lines.append("(empty)") }
        let height = inset * 2 + lineHeight * Double(lines.count + 1)
        var parts = [
            ScenePart(name: "card", frame: LayoutRect(x: 0, y: 0, width: width, height: height), shape: .roundedRect(cornerRadius: 10), fill: "#FFFFFF",
                stroke: SceneStroke(color: "#C7C7CC", width: 1)),
            ScenePart(
                name: "title", frame: LayoutRect(x: inset, y: inset, width: width - 2 * inset, height: lineHeight),
                text: SceneText(title, font: FontSpec(size: 15, weight: .semibold), color: "#1C1C1E", alignment: .left),
                accessibility: SceneAccessibility(label: title, traits: [.header])),
        ]
        for (index, line) in lines.enumerated() {
            parts.append(
                ScenePart(
                    name: "line-\(index)", frame: LayoutRect(
                        x: inset, y: inset + lineHeight * Double(index + 1), width: width - 2 * inset, height: lineHeight
                    ),
                    text: SceneText(line, font: FontSpec(size: 13), color: "#3A3A3C", alignment: .left, lineLimit: 1),
                    accessibility: SceneAccessibility(label: line, traits: [.staticText])))
        }
        return MachineScene(size: LayoutSize(width: width, height: height), parts: parts)
    }

    /// One line for each leaf of `value` (an empty object or array is a leaf),
    /// in key order, up to `maximumLines`; `total` counts them all.
    private static func flatten(_ value: JSONValue, path: String, into lines: inout [String], total: inout Int) {
        switch value {
        case .object(let members) where !members.isEmpty:
            for key in members.keysInMemberOrder {
                flatten(members[key]!, path: path.isEmpty ? key : path + "." + key, into: &lines, total: &total)
            }
        case .array(let elements) where !elements.isEmpty:
            for (index, element) in elements.enumerated() {
                flatten(element, path: path + "[\(index)]", into: &lines, total: &total)
            }
        default:
            total += 1
            guard lines.count < maximumLines else { return }
            var text = JSONWriter.compact(value)
            // Counted in scalars: Embedded Swift has no grapheme breaking.
            if text.unicodeScalars.count > maximumValueLength {
                text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumValueLength - 1))) + "…"
            }
            lines.append(path.isEmpty ? text : path + ": " + text)
        }
    }
}
