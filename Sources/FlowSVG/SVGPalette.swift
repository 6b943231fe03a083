import FlowRuntime

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

    /// Appends the colour `token` stands for as a lower-case `#rrggbb` and
    /// returns its opacity, with no string in between (the writer calls this
    /// for every fill and stroke): a hex token as it is, a name through
    /// `names`, anything else magenta.
    func write(_ token: ColorToken, into out: inout [UInt8]) -> Double {
        let text = token.rawValue.utf8.first == UInt8(ascii: "#") ? token.rawValue : names[token.rawValue]
        if let text, let opacity = Self.writeHex(text, into: &out) { return opacity }
        out += "#ff00ff"
        return 1
    }

    /// Appends `#RGB`, `#RRGGBB` or `#RRGGBBAA` as a lower-case `#rrggbb` and
    /// returns the opacity; nil, having appended nothing, for anything else.
    static func writeHex(_ text: String, into out: inout [UInt8]) -> Double? {
        func lower(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"): byte
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte + 32
            default: nil
            }
        }
        let utf8 = text.utf8
        guard utf8.first == UInt8(ascii: "#") else { return nil }
        let digits = utf8.dropFirst()
        guard digits.count == 3 || digits.count == 6 || digits.count == 8, digits.allSatisfy({ lower($0) != nil }) else { return nil }
        out.append(UInt8(ascii: "#"))
        var opacity = 1.0
        var index = 0
        var alpha = 0
        for byte in digits {
            let digit = lower(byte)!
            switch digits.count {
            case 3: out.append(digit); out.append(digit)
            case 6: out.append(digit)
            default:
                if index < 6 {
                    out.append(digit)
                } else {
                    alpha = alpha * 16 + Int(digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10)
                }
            }
            index += 1
        }
        if digits.count == 8 { opacity = Double(alpha) / 255 }
        return opacity
    }
}
