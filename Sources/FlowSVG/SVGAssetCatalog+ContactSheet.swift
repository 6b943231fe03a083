import FlowRuntime

extension SVGAssetCatalog {
    /// Every asset in a grid, each on a tile of its own above its name, in
    /// name order: a catalog to look at (`flow assets` draws it).
    public func contactSheet(columns: Int = 5) -> MachineScene {
        let columns = min(max(columns, 1), 20)
        let (tile, gap, caption) = (LayoutSize(width: 120, height: 120), 12.0, 20.0)
        let names = assets.keys.sorted()
        let rows = (names.count + columns - 1) / columns
        var parts: [ScenePart] = []
        for (index, name) in names.enumerated() {
            let x = gap + Double(index % columns) * (tile.width + gap)
            let y = gap + Double(index / columns) * (tile.height + caption + gap)
            let frame = LayoutRect(x: x, y: y, width: tile.width, height: tile.height)
            parts.append(
                ScenePart(
                    name: "tile[\(index)]", frame: frame, shape: .roundedRect(cornerRadius: 8), fill: "#B8BEC7",
                    stroke: SceneStroke(color: "#D5D8DD", width: 1)))
            parts.append(ScenePart(name: "image[\(index)]", frame: frame.insetBy(dx: 10, dy: 10), image: name))
            parts.append(
                ScenePart(
                    name: "name[\(index)]", frame: LayoutRect(x: x - gap / 2, y: y + tile.height, width: tile.width + gap, height: caption),
                    text: SceneText(name, font: .system(11), color: "#333333", lineLimit: 1)))
        }
        let width = gap + Double(min(columns, max(names.count, 1))) * (tile.width + gap)
        let height = gap + Double(max(rows, 1)) * (tile.height + caption + gap)
        return MachineScene(size: LayoutSize(width: width, height: height), parts: parts)
    }
}
