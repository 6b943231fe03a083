import FlowCore

/// How colour tokens become SVG colours. Hex tokens (`#RGB`, `#RRGGBB`,
/// `#RRGGBBAA`) are read as they are; named ones (`theme`, `gray`, an app's
/// `hq_titleTextColor`) come from `names`; anything else is drawn in
/// magenta, so that a colour nobody defined is seen, not hidden.
public struct SVGPalette: Equatable, Sendable {
    /// The named colours, as `#RRGGBB` or `#RRGGBBAA`.
    public var names: [String: String]

    /// A palette of `names` (by default UIKit's named colours the seeds use,
    /// and a purple app theme, the seed's "紫色").
    public init(names: [String: String] = SVGPalette.standardNames) {
        self.names = names
    }

    /// The seeds' named colours: UIKit's system ones and the apps' tokens.
    public static let standardNames: [String: String] = [
        "theme": "#7A5AF8", "gray": "#808080", "lightGray": "#AAAAAA", "darkGray": "#555555", "black": "#000000", "white": "#FFFFFF",
        "orange": "#FF8000", "red": "#FF0000", "clear": "#00000000", "hq_titleTextColor": "#333333",
    ]

    /// The colour `token` stands for, as an RGB hex and an opacity.
    func resolve(_ token: ColorToken) -> (rgb: String, opacity: Double) {
        let text = names[token.rawValue] ?? token.rawValue
        guard text.hasPrefix("#") else { return ("#ff00ff", 1) }
        var digits = Array(text.dropFirst().lowercased())
        guard digits.allSatisfy(\.isHexDigit) else { return ("#ff00ff", 1) }
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        switch digits.count {
        case 6:
            return ("#" + String(digits), 1)
        case 8:
            let alpha = Double(Int(String(digits[6...7]), radix: 16) ?? 255) / 255
            return ("#" + String(digits[0..<6]), alpha)
        default:
            return ("#ff00ff", 1)
        }
    }
}
