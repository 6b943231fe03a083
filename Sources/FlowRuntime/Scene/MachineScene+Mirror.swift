extension MachineScene {
    /// The scene for a right-to-left layout: every part's frame, clip and
    /// path mirrored across the canvas, left and right text alignment
    /// swapped and rounded corners exchanged, except the parts named in
    /// `keeping` (and their `name/…` children), which must not mirror: a
    /// picture, a row of digits. (A list, not a set: it names a few parts.)
    public func mirrored(keeping: [String] = []) -> MachineScene {
        let width = size.width.isFinite ? size.width : 0
        var scene = self
        for index in scene.parts.indices {
            let name = scene.parts[index].name
            if keeping.contains(name) || keeping.contains(where: { name.hasPrefix($0 + "/") }) { continue }
            scene.parts[index] = scene.parts[index].mirrored(across: width)
        }
        return scene
    }
}

extension ScenePart {
    /// The part mirrored across a canvas `width` wide.
    func mirrored(across width: Double) -> ScenePart {
        func flip(_ rect: LayoutRect) -> LayoutRect { LayoutRect(x: width - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height) }
        var part = self
        part.frame = flip(frame)
        part.clip = clip.map(flip)
        if let gradient { part.gradient?.center.x = width - gradient.center.x }
        // A mirror image turns the other way.
        part.rotation = -rotation
        switch shape {
        case .rect, .roundedRect, .ellipse:
            break
        case .roundedCorners(let radius, let corners):
            part.shape = .roundedCorners(
                cornerRadius: radius,
                corners: corners.map { corner in
                    switch corner {
                    case .topLeft: .topRight
                    case .topRight: .topLeft
                    case .bottomLeft: .bottomRight
                    case .bottomRight: .bottomLeft
                    }
                })
        case .path(let shapes):
            part.shape = .path(
                shapes.map { shape in
                    switch shape {
                    case .rect(let rect): .rect(in: flip(rect))
                    case .ellipse(let rect): .ellipse(in: flip(rect))
                    case .circle(let center, let radius): .circle(center: LayoutPoint(x: width - center.x, y: center.y), radius: radius)
                    }
                })
        }
        if var text = part.text {
            switch text.alignment {
            case .left: text.alignment = .right
            case .right: text.alignment = .left
            case .center: break
            }
            part.text = text
        }
        return part
    }
}
