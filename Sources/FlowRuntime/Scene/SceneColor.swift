#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as red, green, blue and alpha from 0 to 1: what a colour token
/// stands for, with WCAG's relative luminance and contrast ratio, so that a
/// scene's colours can be judged and adjusted for Increase Contrast.
public struct SceneColor: Hashable, Sendable {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Opacity, 0 to 1.
    public var alpha: Double

    /// A colour of these components (each clamped to 0…1; NaN counts as 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        self.red = unit(red)
        self.green = unit(green)
        self.blue = unit(blue)
        self.alpha = unit(alpha)
    }

    /// Opaque white, the canvas a scene is drawn on.
    public static let white = SceneColor(red: 1, green: 1, blue: 1)
    /// Opaque black.
    public static let black = SceneColor(red: 0, green: 0, blue: 0)

    /// The named colours the seeds use (UIKit's system ones and the apps'
    /// tokens, as `#RRGGBB` or `#RRGGBBAA`), for fronts and pictures alike.
    public static let standardNames: [String: String] = [
        "theme": "#7A5AF8", "gray": "#808080", "lightGray": "#AAAAAA", "darkGray": "#555555", "black": "#000000", "white": "#FFFFFF",
        "orange": "#FF8000", "red": "#FF0000", "clear": "#00000000", "hq_titleTextColor": "#333333",
    ]

    /// The colour `token` stands for: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or a
    /// name in `names` written so; nil for anything else.
    public init?(_ token: ColorToken, names: [String: String] = SceneColor.standardNames) {
        let text = token.rawValue.utf8.first == UInt8(ascii: "#") ? token.rawValue : names[token.rawValue]
        guard let text else { return nil }
        var digits: [Double] = []
        for byte in text.utf8.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Double(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Double(byte - UInt8(ascii: "a") + 10))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Double(byte - UInt8(ascii: "A") + 10))
            default: return nil
            }
        }
        guard text.utf8.first == UInt8(ascii: "#") else { return nil }
        switch digits.count {
        case 3: self.init(red: digits[0] * 17 / 255, green: digits[1] * 17 / 255, blue: digits[2] * 17 / 255)
        case 6, 8:
            func pair(_ index: Int) -> Double { (digits[index] * 16 + digits[index + 1]) / 255 }
            self.init(red: pair(0), green: pair(2), blue: pair(4), alpha: digits.count == 8 ? pair(6) : 1)
        default: return nil
        }
    }

    /// The colour as a `#RRGGBB` token (opaque) or `#RRGGBBAA`.
    public var token: ColorToken {
        let hex = Array("0123456789ABCDEF".utf8)
        var text: [UInt8] = [UInt8(ascii: "#")]
        for component in alpha < 1 ? [red, green, blue, alpha] : [red, green, blue] {
            let byte = Int((component * 255).rounded())
            text.append(hex[byte / 16])
            text.append(hex[byte % 16])
        }
        return ColorToken(String(decoding: text, as: UTF8.self))
    }

    /// This colour drawn over `backdrop` (which is taken as opaque).
    public func over(_ backdrop: SceneColor) -> SceneColor {
        SceneColor(
            red: red * alpha + backdrop.red * (1 - alpha), green: green * alpha + backdrop.green * (1 - alpha),
            blue: blue * alpha + backdrop.blue * (1 - alpha))
    }

    /// WCAG 2's relative luminance (sRGB, linearised), 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ value: Double) -> Double { value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio with `other`, 1 to 21 (both taken as opaque).
    public func contrast(with other: SceneColor) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The colour nearest this one, on the way to black or to white
    /// (whichever `backdrop` contrasts with more), whose contrast with
    /// `backdrop` is at least `ratio`: this colour when it already is, else
    /// as little darker or lighter as reaches it, in whole 8-bit steps.
    public func reaching(_ ratio: Double, against backdrop: SceneColor) -> SceneColor {
        let solid = SceneColor(red: red, green: green, blue: blue)
        guard solid.contrast(with: backdrop) < ratio else { return self }
        let toward = SceneColor.black.contrast(with: backdrop) >= SceneColor.white.contrast(with: backdrop) ? SceneColor.black : .white
        func mixed(_ amount: Double) -> SceneColor {
            func mix(_ from: Double, _ to: Double) -> Double { ((from + (to - from) * amount) * 255).rounded() / 255 }
            return SceneColor(red: mix(red, toward.red), green: mix(green, toward.green), blue: mix(blue, toward.blue))
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if mixed(middle).contrast(with: backdrop) >= ratio { high = middle } else { low = middle }
        }
        return mixed(high)
    }
}
