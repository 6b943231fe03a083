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
        // A hex token is read as it is; only names go through the table.
        if token.rawValue.utf8.first == UInt8(ascii: "#") { return Self.hex(token.rawValue) ?? ("#ff00ff", 1) }
        return names[token.rawValue].flatMap(Self.hex) ?? ("#ff00ff", 1)
    }

    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` as a lower-case `#rrggbb` and an opacity.
    static func hex(_ text: String) -> (rgb: String, opacity: Double)? {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        for (index, byte) in text.utf8.enumerated() {
            if index == 0 {
                guard byte == UInt8(ascii: "#") else { return nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte + 32)
            default: return nil
            }
            if digits.count > 8 { return nil }
        }
        func value(_ high: UInt8, _ low: UInt8) -> Int {
            func nibble(_ byte: UInt8) -> Int { Int(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "a") + 10) }
            return nibble(high) * 16 + nibble(low)
        }
        switch digits.count {
        case 3:
            return ("#" + String(decoding: digits.flatMap { [$0, $0] }, as: UTF8.self), 1)
        case 6:
            return ("#" + String(decoding: digits, as: UTF8.self), 1)
        case 8:
            return ("#" + String(decoding: digits[0..<6], as: UTF8.self), Double(value(digits[6], digits[7])) / 255)
        default:
            return nil
        }
    }
}
