/// The characters a code may hold, and how typed characters are read.
///
/// A character is accepted only when it is a single Unicode scalar that the
/// alphabet allows after normalisation, so emoji, keycaps and letters with
/// combining marks are rejected whole rather than half-accepted.
/// - JSON: coded
public enum CodeAlphabet: Hashable, Sendable {
    /// Decimal digits, from any script: full-width "１" and Arabic-Indic "١"
    /// are read as "1", since CJK and Arabic keyboards type them.
    case digits
    /// ASCII letters and digits (full-width forms and other scripts' digits
    /// normalised); letters upper-cased when `uppercased`.
    case alphanumeric(uppercased: Bool)
    /// Exactly the characters in `set`.
    case characters(set: String)

    /// The character as the code stores it, or nil when it is not allowed.
    public func normalize(_ character: Character) -> Character? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        switch self {
        case .digits:
            return Self.asciiDigit(scalar)
        case .alphanumeric(let uppercased):
            if let digit = Self.asciiDigit(scalar) { return digit }
            var value = scalar.value
            if (0xFF21...0xFF3A).contains(value) || (0xFF41...0xFF5A).contains(value) { value -= 0xFEE0 }
            guard let letter = Unicode.Scalar(value), ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) else { return nil }
            // ASCII's cases are 32 apart: no Unicode case mapping (kilobytes in the web module) is needed.
            let isLower = ("a"..."z").contains(letter)
            return Character(uppercased && isLower ? Unicode.Scalar(UInt8(letter.value - 32)) : letter)
        case .characters(let set):
            return set.contains(character) ? character : nil
        }
    }

    private static func asciiDigit(_ scalar: Unicode.Scalar) -> Character? {
        UnicodeProperties.decimalDigitValue(scalar).map { Character(Unicode.Scalar(UInt8(ascii: "0") + UInt8($0))) }
    }
}
