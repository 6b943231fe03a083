extension ScenePart {
    /// The part moved by (`dx`, `dy`): its frame, its clip and, for a path,
    /// every shape in it.
    public func offsetBy(dx: Double, dy: Double) -> ScenePart {
        var part = self
        part.frame = frame.offsetBy(dx: dx, dy: dy)
        part.clip = clip?.offsetBy(dx: dx, dy: dy)
        if case .path(let shapes) = shape {
            part.shape = .path(
                shapes.map { shape in
                    switch shape {
                    case .rect(let rect): .rect(in: rect.offsetBy(dx: dx, dy: dy))
                    case .circle(let center, let radius): .circle(center: center.offsetBy(dx: dx, dy: dy), radius: radius)
                    case .ellipse(let rect): .ellipse(in: rect.offsetBy(dx: dx, dy: dy))
                    }
                })
        }
        return part
    }
}

extension MachineScene {
    /// This scene's parts as a child's inside a parent scene: moved to
    /// `origin` and named `prefix/part`, so that the parent's animations can
    /// reach them as a group.
    public func parts(placedAt origin: LayoutPoint, prefix: String) -> [ScenePart] {
        parts.map { part in
            var placed = part.offsetBy(dx: origin.x, dy: origin.y)
            placed.name = prefix + "/" + part.name
            return placed
        }
    }
}

extension Timeline {
    /// The timeline with every target moved under `prefix` (`"dot[1]"`
    /// becomes `"indicator/dot[1]"`): a parent's animations of a child's parts.
    public func prefixed(_ prefix: String) -> Timeline {
        Timeline(
            tracks: tracks.map { track in
                var moved = track
                moved.target = prefix + "/" + track.target
                return moved
            })
    }

    /// The tracks whose target lies under `prefix`, with the prefix taken off:
    /// what a parent's animations ask of one child.
    public func scoped(to prefix: String) -> Timeline {
        let head = prefix + "/"
        return Timeline(
            tracks: tracks.compactMap { track in
                guard track.target.hasPrefix(head) else { return nil }
                var inner = track
                inner.target = String(track.target.dropFirst(head.count))
                return inner
            })
    }
}

extension Timeline {
    /// The tracks whose target does not lie under `prefix`: what is left for
    /// the parent once a child has taken its own.
    public func outside(_ prefix: String) -> Timeline {
        let head = prefix + "/"
        return Timeline(tracks: tracks.filter { !$0.target.hasPrefix(head) })
    }
}
