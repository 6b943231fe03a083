import FlowCore

extension Transcript {
    /// How many rows a timeline picture shows: the ones around the
    /// highlighted step, so that a million-step run still draws a page.
    package static let timelineRows = 24

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
    package func timelineScene(highlighting highlighted: Int? = nil) -> MachineScene {
        let entries = entries
        return Self.timelineScene(rows: Self.timelineRows(around: highlighted, of: entries.count), highlighting: highlighted) { entries[$0] }
    }

    /// The rows a timeline picture of a run of `count` entries shows
    /// around `highlighted`: at most `timelineRows`, centred on it.
    static func timelineRows(around highlighted: Int?, of count: Int) -> Range<Int> {
        let focus = min(max(highlighted ?? 0, 0), max(count - 1, 0))
        let first = max(0, min(focus - Self.timelineRows / 2, count - Self.timelineRows))
        return first..<min(count, first + Self.timelineRows)
    }

    /// The timeline picture of a run's entries `rows`, `highlighted`'s
    /// row tinted, each entry found by `entry` (a run too long to keep
    /// whole keeps only the window a picture shows).
    static func timelineScene(rows: Range<Int>, highlighting highlighted: Int?, entry: (Int) -> Entry) -> MachineScene {
        timelineScene(rows: rows, highlighting: highlighted, entry: entry) { timelineRow(entry($0)) }
    }

    /// The run's timeline as a page of steps marks it: one picture for
    /// each `timelineRows` steps in turn (steps 0–23, 24–47, …), none of
    /// them highlighted, and for every step the number of its picture and
    /// its row's band, which the page tints over the picture.
    ///
    /// A picture that highlighted its step, as `timelineScene(highlighting:)`
    /// does, would be a picture a step: a 10,000-step page drew 10,000 of them
    /// (401 MB). Here each row's words are made once, and each picture once.
    package func timelinePages() -> TimelinePages {
        let entries = entries
        let rows = entries.map(Self.timelineRow)
        let count = entries.count
        var pages = TimelinePages()
        for first in stride(from: 0, to: count, by: Self.timelineRows) {
            let shown = first..<min(count, first + Self.timelineRows)
            pages.scenes.append(Self.timelineScene(rows: shown, highlighting: nil, entry: { entries[$0] }, row: { rows[$0] }))
            for index in shown {
                pages.steps.append((scene: pages.scenes.count - 1, band: Self.timelineBand(row: index - first)))
            }
        }
        return pages
    }

    /// The timeline pictures of a run and where each step is in them.
    package struct TimelinePages: Sendable {
        /// The pictures, each of up to `timelineRows` steps.
        package var scenes: [MachineScene] = []
        /// For each step, its picture's number and the band its row takes there.
        package var steps: [(scene: Int, band: LayoutRect)] = []
    }

    /// The tint of the highlighted row's band.
    package static let timelineBandColor: ColorToken = "#E8F1FF"

    /// The geometry of a timeline picture.
    private static let rowHeight = 56.0
    private static let timelineWidth = 640.0

    /// The band behind the row at `row` in its picture: the highlight's frame.
    static func timelineBand(row: Int) -> LayoutRect {
        LayoutRect(x: 0, y: 16 + rowHeight * Double(row) - 4, width: timelineWidth, height: rowHeight)
    }

    /// One row's words.
    struct TimelineRow {
        var time: String
        var event: String
        var effects: String
        var timers: String?
    }

    /// The words of `entry`'s row.
    static func timelineRow(_ entry: Entry) -> TimelineRow {
        let source = entry.source == .send ? "send " : "fire " + (entry.timer.map { "(\($0)) " } ?? "")
        let effects = entry.effects.isEmpty ? "no effect" : entry.effects.map(JSONWriter.inline).joined(separator: " · ")
        let timers = entry.pending.map { "\($0.id) at \(JSONWriter.format(($0.due * 1000).rounded() / 1000)) s" }.joined(separator: ", ")
        return TimelineRow(
            time: JSONWriter.format((entry.at * 1000).rounded() / 1000) + " s", event: source + JSONWriter.inline(entry.event), effects: "→ " + effects,
            timers: entry.pending.isEmpty ? nil : "waiting: " + timers)
    }

    /// The timeline of the entries `shown`, with `highlighted`'s row on a tinted band.
    private static func timelineScene(
        rows shown: Range<Int>, highlighting highlighted: Int?, entry: (Int) -> Entry, row words: (Int) -> TimelineRow
    ) -> MachineScene {
        let rowHeight = Self.rowHeight
        let width = Self.timelineWidth
        let axisX = 92.0
        let height = 16 + rowHeight * Double(shown.count) + 8
        var parts = [ScenePart(name: "axis", frame: LayoutRect(x: axisX - 1, y: 8, width: 2, height: max(0, height - 16)), fill: "#D0D4DA")]
        for (row, index) in shown.enumerated() {
            let entry = entry(index)
            let text = words(index)
            let top = 16 + rowHeight * Double(row)
            if index == highlighted {
                parts.insert(ScenePart(name: "highlight", frame: Self.timelineBand(row: row), fill: Self.timelineBandColor), at: 0)
            }
            parts.append(
                ScenePart(
                    name: "time[\(index)]", frame: LayoutRect(x: 4, y: top, width: axisX - 16, height: 18),
                    text: SceneText(text.time, font: .system(12), color: "#555555", alignment: .right, lineLimit: 1)))
            parts.append(
                ScenePart(
                    name: "dot[\(index)]", frame: LayoutRect(x: axisX - 6, y: top + 3, width: 12, height: 12), shape: .ellipse,
                    fill: entry.source == .send ? "#187CFF" : "#FF8000"))
            parts.append(
                ScenePart(
                    name: "event[\(index)]", frame: LayoutRect(x: axisX + 16, y: top, width: width - axisX - 24, height: 18),
                    text: SceneText(text.event, font: FontSpec(size: 13, weight: .semibold), color: "#1F2328", alignment: .left, lineLimit: 1)))
            parts.append(
                ScenePart(
                    name: "effects[\(index)]", frame: LayoutRect(x: axisX + 16, y: top + 18, width: width - axisX - 24, height: 16),
                    text: SceneText(text.effects, font: .system(11), color: "#57606A", alignment: .left, lineLimit: 1)))
            if let timers = text.timers {
                parts.append(
                    ScenePart(
                        name: "timers[\(index)]", frame: LayoutRect(x: axisX + 16, y: top + 34, width: width - axisX - 24, height: 14),
                        text: SceneText(timers, font: .system(10), color: "#B35900", alignment: .left, lineLimit: 1)))
            }
        }
        return MachineScene(size: LayoutSize(width: width, height: height), parts: parts)
    }
}
