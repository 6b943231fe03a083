extension CoachMarkItem {
    /// Throws `error` for a coordinate outside `Bounds.position` or a length
    /// outside `Bounds.length`; `name` says where the item sits.
    func checkBounds<E: Error>(named name: String, or error: (OutOfBounds) -> E) throws(E) {
        let center = shape.center
        try Bounds.check(center.x, name + ".shape.center.x", in: Bounds.position, or: error)
        try Bounds.check(center.y, name + ".shape.center.y", in: Bounds.position, or: error)
        switch shape {
        case .circle(_, let radius): try Bounds.check(radius, name + ".shape.radius", in: Bounds.length, or: error)
        case .oval(_, let size): try Bounds.check(size, name + ".shape.size", or: error)
        }
        if let arrow {
            try Bounds.check(arrow.offset.x, name + ".arrow.offset.x", in: Bounds.position, or: error)
            try Bounds.check(arrow.offset.y, name + ".arrow.offset.y", in: Bounds.position, or: error)
            try Bounds.check(arrow.size, name + ".arrow.size", or: error)
        }
    }
}

extension CoachMarkStyle {
    /// The most dashes a ring's pattern may have.
    public static let maximumDashCount = 16

    /// Throws `error` for a length outside `Bounds.length`, an alpha outside
    /// 0...1, or a dash pattern longer than `maximumDashCount`.
    func checkBounds<E: Error>(or error: (OutOfBounds) -> E) throws(E) {
        try Bounds.check(dimAlpha, "style.dimAlpha", in: 0...1, or: error)
        let lengths = [
            ("cutoutGrowth", cutoutGrowth), ("circleRingGrowth", circleRingGrowth), ("ovalRingGrowth", ovalRingGrowth),
            ("ringWidth", ringWidth), ("tipFont.size", tipFont.size), ("tipSideInset", tipSideInset), ("tipGap", tipGap),
        ]
        for (name, value) in lengths { try Bounds.check(value, "style." + name, in: Bounds.length, or: error) }
        try Bounds.check(ringDash.count, "style.ringDash.count", in: 0...Self.maximumDashCount, or: error)
        for (index, dash) in ringDash.enumerated() { try Bounds.check(dash, "style.ringDash[\(index)]", in: Bounds.length, or: error) }
    }
}
