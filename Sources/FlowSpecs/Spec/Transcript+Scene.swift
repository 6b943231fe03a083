import FlowCore

extension Transcript {
    /// How many rows a timeline picture shows: the ones around the
    /// highlighted step, so that a million-step run still draws a page.
    public static let timelineRows = 24

    /// The run as a picture, for machines with nothing else to draw (a
    /// launch gate, a session, a popup queue): a time axis down the left,
    /// one row for each event at its time (a blue dot when sent, an orange
    /// one when a timer fired), with the event, its effects and the timers
    /// left waiting; the row of `highlighted` on a tinted band. Shows at
    /// most `timelineRows` rows, centred on the highlighted one.
    ///
    /// Parts, for a row's index i: `time[i]`, `dot[i]`, `event[i]`,
    /// `effects[i]` and `timers[i]` (when any), and `highlight` behind the
    /// highlighted row; `axis` behind them all.
    public func timelineScene(highlighting highlighted: Int? = nil) -> Scene {
        timelineScene(highlighting: highlighted, row: timelineRow)
    }

    /// `timelineScene(highlighting:)` for every step in turn, each row's
    /// words made once: a row shows in up to `timelineRows` pictures, and
    /// writing its JSON again for each cost a launch-gate page a fifth of
    /// its time (callgrind).
    public func timelineScenes() -> [Scene] {
        let rows = entries.indices.map(timelineRow)
        return entries.indices.map { timelineScene(highlighting: $0, row: { rows[$0] }) }
    }

    /// One row's words.
    struct TimelineRow {
        var time: String
        var event: String
        var effects: String
        var timers: String?
    }

    /// The words of entry `index`'s row.
    func timelineRow(_ index: Int) -> TimelineRow {
        let entry = entries[index]
        let source = entry.source == .send ? "send " : "fire " + (entry.timer.map { "(\($0)) " } ?? "")
        let effects = entry.effects.isEmpty ? "no effect" : entry.effects.map(JSONWriter.inline).joined(separator: " · ")
        let timers = entry.pending.map { "\($0.id) at \(JSONWriter.format(($0.due * 1000).rounded() / 1000)) s" }.joined(separator: ", ")
        return TimelineRow(
            time: JSONWriter.format((entry.at * 1000).rounded() / 1000) + " s", event: source + JSONWriter.inline(entry.event), effects: "→ " + effects,
            timers: entry.pending.isEmpty ? nil : "waiting: " + timers)
    }

    private func timelineScene(highlighting highlighted: Int?, row words: (Int) -> TimelineRow) -> Scene {
        let rowHeight = 56.0
        let width = 640.0
        let axisX = 92.0
        let count = entries.count
        let focus = min(max(highlighted ?? 0, 0), max(count - 1, 0))
        let first = max(0, min(focus - Self.timelineRows / 2, count - Self.timelineRows))
        let shown = first..<min(count, first + Self.timelineRows)
        let height = 16 + rowHeight * Double(shown.count) + 8
        var parts = [ScenePart(name: "axis", frame: Rect(x: axisX - 1, y: 8, width: 2, height: max(0, height - 16)), fill: "#D0D4DA")]
        for (row, index) in shown.enumerated() {
            let entry = entries[index]
            let text = words(index)
            let top = 16 + rowHeight * Double(row)
            if index == highlighted {
                parts.insert(ScenePart(name: "highlight", frame: Rect(x: 0, y: top - 4, width: width, height: rowHeight), fill: "#E8F1FF"), at: 0)
            }
            parts.append(
                ScenePart(
                    name: "time[\(index)]", frame: Rect(x: 4, y: top, width: axisX - 16, height: 18),
                    text: SceneText(text.time, font: .system(12), color: "#555555", alignment: .right, lineLimit: 1)))
            parts.append(
                ScenePart(
                    name: "dot[\(index)]", frame: Rect(x: axisX - 6, y: top + 3, width: 12, height: 12), shape: .ellipse,
                    fill: entry.source == .send ? "#187CFF" : "#FF8000"))
            parts.append(
                ScenePart(
                    name: "event[\(index)]", frame: Rect(x: axisX + 16, y: top, width: width - axisX - 24, height: 18),
                    text: SceneText(text.event, font: FontSpec(size: 13, weight: .semibold), color: "#1F2328", alignment: .left, lineLimit: 1)))
            parts.append(
                ScenePart(
                    name: "effects[\(index)]", frame: Rect(x: axisX + 16, y: top + 18, width: width - axisX - 24, height: 16),
                    text: SceneText(text.effects, font: .system(11), color: "#57606A", alignment: .left, lineLimit: 1)))
            if let timers = text.timers {
                parts.append(
                    ScenePart(
                        name: "timers[\(index)]", frame: Rect(x: axisX + 16, y: top + 34, width: width - axisX - 24, height: 14),
                        text: SceneText(timers, font: .system(10), color: "#B35900", alignment: .left, lineLimit: 1)))
            }
        }
        return Scene(size: Size(width: width, height: height), parts: parts)
    }
}
