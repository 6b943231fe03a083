/// A radial gradient that fills a part in place of a flat colour: `stops`
/// from `center` (location 0) out to `radius` (location 1), the last colour
/// beyond it and the first inside the first stop (Core Graphics'
/// `drawsBeforeStartLocation` and `drawsAfterEndLocation`, SVG's `pad`).
/// SVProgressHUD's gradient mask is one: clear at the HUD's centre, black at
/// 75% at the shorter side of the screen and beyond.
public struct SceneGradient: Hashable, Sendable {
    /// Where location 0 is, in canvas coordinates.
    public var center: LayoutPoint
    /// How far location 1 is from `center`, in points.
    public var radius: Double
    /// The colours and where they are, from 0 (the centre) to 1 (the
    /// radius), in increasing order.
    public var stops: [Stop]

    /// One colour of a gradient and its place.
    public struct Stop: Hashable, Sendable {
        /// Where the colour is, from 0 (the centre) to 1 (the radius).
        public var location: Double
        /// The colour there.
        public var color: ColorToken

        /// A stop of `color` at `location`.
        public init(location: Double, color: ColorToken) {
            self.location = location
            self.color = color
        }
    }

    /// The most stops a gradient holds: a renderer writes no more.
    public static let maximumStops = 16

    /// A radial gradient of `stops` (at most `maximumStops` are drawn) from
    /// `center` out to `radius`.
    public init(center: LayoutPoint, radius: Double, stops: [Stop]) {
        self.center = center
        self.radius = radius
        self.stops = stops
    }

    /// The colour at `point`, resolved through `names`: the two stops
    /// around its distance mixed component by component (as Core Graphics
    /// and SVG interpolate, unpremultiplied); nil when a colour does not
    /// resolve or there is none. A radius that is not positive and finite
    /// shows the last colour everywhere.
    public func color(at point: LayoutPoint, names: [String: String] = SceneColor.standardNames) -> SceneColor? {
        var colors: [(location: Double, color: SceneColor)] = []
        for stop in stops.prefix(Self.maximumStops) {
            guard let color = SceneColor(stop.color, names: names) else { return nil }
            colors.append((stop.location.isFinite ? stop.location : 0, color))
        }
        guard let first = colors.first, let last = colors.last else { return nil }
        let dx = point.x - center.x, dy = point.y - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard radius.isFinite, radius > 0, distance.isFinite else { return last.color }
        let location = distance / radius
        if location <= first.location { return first.color }
        for (lower, upper) in zip(colors, colors.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
            return SceneColor(
                red: mix(lower.color.red, upper.color.red), green: mix(lower.color.green, upper.color.green),
                blue: mix(lower.color.blue, upper.color.blue), alpha: mix(lower.color.alpha, upper.color.alpha))
        }
        return last.color
    }
}
