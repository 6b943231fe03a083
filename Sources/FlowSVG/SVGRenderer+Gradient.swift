import FlowCore

extension SVGRenderer {
    /// Writes `gradient` as a `<radialGradient>` in canvas coordinates
    /// (`userSpaceOnUse`, padded past its radius as Core Graphics draws after
    /// the end location), at most `SceneGradient.maximumStops` stops, their
    /// locations clamped to 0…1 and never decreasing.
    ///
    /// Its id is a hash of what it draws, so a page that inlines many
    /// pictures never lets one picture's gradient paint another's: the same
    /// id is the same gradient.
    func writeGradient(_ gradient: SceneGradient, into out: inout [UInt8]) {
        let stops = self.stops(of: gradient)
        out += "    <defs><radialGradient"
        Self.number("cx", gradient.center.x, into: &out)
        Self.number("cy", gradient.center.y, into: &out)
        out += " gradientUnits=\"userSpaceOnUse\" id=\""
        Self.identifier(of: gradient, stops: stops, into: &out)
        out += "\""
        Self.number("r", Self.radius(of: gradient), into: &out)
        out += ">"
        out += stops
        out += "</radialGradient></defs>\n"
    }

    /// ` fill="url(#id)"` for `gradient`, the id `writeGradient` gave it.
    func gradientFill(_ gradient: SceneGradient, into out: inout [UInt8]) {
        out += " fill=\"url(#"
        Self.identifier(of: gradient, stops: stops(of: gradient), into: &out)
        out += ")\""
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

    /// The radius drawn: 0 (the last colour everywhere) for one that is not
    /// finite and positive.
    private static func radius(of gradient: SceneGradient) -> Double {
        gradient.radius.isFinite ? max(0, gradient.radius) : 0
    }

    /// `flow-gradient-` and 16 hexadecimal digits of the FNV-1a hash of the
    /// stops as written and the centre and radius.
    private static func identifier(of gradient: SceneGradient, stops: [UInt8], into out: inout [UInt8]) {
        var key = stops
        numbers(gradient.center.x, gradient.center.y, radius(of: gradient), into: &key)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        out += "flow-gradient-"
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8((hash >> UInt64(shift)) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }
}
