import FlowRuntime

extension SVGRenderer {
    /// Writes `gradient` as a `<radialGradient>` in canvas coordinates
    /// (`userSpaceOnUse`, padded past its radius as Core Graphics draws after
    /// the end location), at most `SceneGradient.maximumStops` stops, their
    /// locations clamped to 0…1 and never decreasing, and returns its id for
    /// the shape's fill (`url(#id)`).
    ///
    /// The id is a hash of what it draws, so a page that inlines many
    /// pictures never lets one picture's gradient paint another's: the same
    /// id is the same gradient.
    func writeGradient(_ gradient: SceneGradient, into out: inout [UInt8]) -> [UInt8] {
        let stops = self.stops(of: gradient)
        let radius = gradient.radius.isFinite ? max(0, gradient.radius) : 0
        var key = stops
        Self.numbers(gradient.center.x, gradient.center.y, radius, into: &key)
        var id = Array("flow-gradient-".utf8)
        let hash = FNV1a.hash(key)
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((hash >> UInt64(shift)) & 0xF)
            id.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
        out += "    <defs><radialGradient"
        Self.number("cx", gradient.center.x, into: &out)
        Self.number("cy", gradient.center.y, into: &out)
        out += " gradientUnits=\"userSpaceOnUse\" id=\""
        out += id
        out += "\""
        Self.number("r", radius, into: &out)
        out += ">"
        out += stops
        out += "</radialGradient></defs>\n"
        return id
    }

    /// The `<stop>` elements.
    private func stops(of gradient: SceneGradient) -> [UInt8] {
        var out: [UInt8] = []
        var floor = 0.0
        for stop in gradient.stops.prefix(SceneGradient.maximumStops) {
            let location = max(floor, stop.location.isFinite ? min(max(stop.location, 0), 1) : 0)
            floor = location
            out += "<stop"
            Self.number("offset", location, into: &out)
            out += " stop-color=\""
            let alpha = palette.write(stop.color, into: &out)
            out += "\""
            if alpha < 1 { Self.number("stop-opacity", alpha, into: &out) }
            out += "/>"
        }
        return out
    }
}
