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
        // Read from the string's own bytes, counted once (a trace page
        // writes thousands of colours: walking `utf8` cost a thousand
        // instructions each).
        var text = text
        return text.withUTF8 { bytes -> Double? in
            let count = bytes.count - 1
            guard bytes.first == UInt8(ascii: "#"), count == 3 || count == 6 || count == 8 else { return nil }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0)
            let read = withUnsafeMutableBytes(of: &digits) { digits in
                for index in 0..<count {
                    guard let digit = lower(bytes[index + 1]) else { return false }
                    digits[index] = digit
                }
                return true
            }
            guard read else { return nil }
            var rgb = count == 3
                ? (UInt8(ascii: "#"), digits.0, digits.0, digits.1, digits.1, digits.2, digits.2)
                : (UInt8(ascii: "#"), digits.0, digits.1, digits.2, digits.3, digits.4, digits.5)
            withUnsafeBytes(of: &rgb) { out.append(contentsOf: $0) }
            guard count == 8 else { return 1 }
            func value(_ digit: UInt8) -> Int { Int(digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : digit - UInt8(ascii: "a") + 10) }
            return Double(value(digits.6) * 16 + value(digits.7)) / 255
        }
    }
}
