/// What changed from one scene to the next, part by part (parts are told
/// apart by name): what a front that keeps the elements it drew (the web
/// page's SVG, a UIKit view per part) patches instead of drawing everything
/// again.
///
/// A drag of the captcha's thumb changes three of its fifteen parts: the
/// front replaces those three and leaves the rest as they are.
public struct SceneChanges: Hashable, Sendable {
    /// Whether the scene must be drawn again as a whole: its size,
    /// modality, focus or escape changed, or a name is used by two parts of
    /// either scene (so parts cannot be told apart). The other members are
    /// then empty.
    public var redrawsAll: Bool
    /// The parts that are new or changed, in drawing order.
    public var changed: [ScenePart]
    /// The names of the parts that went, in their former order.
    public var removed: [String]
    /// The names of all the parts, in drawing order, when that order is not
    /// the former one with the removed parts taken out and the new ones put
    /// in their places (a part moved in front of another); nil when a front
    /// that puts each changed part where `order` of the new scene has it
    /// needs nothing more.
    public var reordered: [String]?

    /// Whether nothing changed.
    public var isEmpty: Bool { !redrawsAll && changed.isEmpty && removed.isEmpty && reordered == nil }

    /// A change list; by default, no change.
    public init(redrawsAll: Bool = false, changed: [ScenePart] = [], removed: [String] = [], reordered: [String]? = nil) {
        self.redrawsAll = redrawsAll
        self.changed = changed
        self.removed = removed
        self.reordered = reordered
    }

    /// The change that draws everything again.
    public static let all = SceneChanges(redrawsAll: true)
}

extension MachineScene {
    /// What changed from `previous` to this scene. Linear in the parts
    /// (a dictionary of the former parts by name), and bounded by
    /// `MachineScene.maximumParts` as the scenes are.
    public func changes(from previous: MachineScene) -> SceneChanges {
        guard size == previous.size, isModal == previous.isModal, focus == previous.focus, escapes == previous.escapes else { return .all }
        // Each former part's index by name; then each new part's name, to find one used twice.
        var former: [String: Int] = [:]
        var seen: [String: Int] = [:]
        for index in previous.parts.indices {
            guard former.updateValue(index, forKey: previous.parts[index].name) == nil else { return .all }
        }
        var changes = SceneChanges()
        var kept = [Bool](repeating: false, count: previous.parts.count)
        // The former indices of the parts kept, in the new order: rising unless a part moved.
        var lastKept = -1
        var moved = false
        for part in parts {
            guard seen.updateValue(0, forKey: part.name) == nil else { return .all }
            guard let index = former[part.name] else {
                changes.changed.append(part)
                continue
            }
            kept[index] = true
            moved = moved || index < lastKept
            lastKept = index
            if previous.parts[index] != part { changes.changed.append(part) }
        }
        for index in previous.parts.indices where !kept[index] { changes.removed.append(previous.parts[index].name) }
        if moved {
            changes.reordered = []
            for part in parts { changes.reordered?.append(part.name) }
        }
        return changes
    }
}
