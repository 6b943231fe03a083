import FlowCore

/// Numbers as the SVG writer prints them: at most three decimals, no
/// trailing zeros, no negative zero, so that the same scene always gives the
/// same bytes.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        return JSONWriter.format(rounded == 0 ? 0 : rounded)
    }
}
