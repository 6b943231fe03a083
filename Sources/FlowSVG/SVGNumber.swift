import FlowRuntime

/// Numbers as the SVG writer prints them: at most three decimals, no
/// trailing zeros, no negative zero, so that the same scene always gives the
/// same bytes.
enum SVGNumber {
    static func format(_ value: Double) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the number's digits to `bytes`, with no string in between.
    static func write(_ value: Double, into bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let thousandths = (value * 1000).rounded()
        // Beyond what an Int64 holds exactly, the general form.
        guard abs(thousandths) < 9e15 else { return bytes.append(contentsOf: MessageText.number(thousandths / 1000).utf8) }
        let scaled = Int64(thousandths)
        if scaled == 0 { return bytes.append(UInt8(ascii: "0")) }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        writeDigits(of: magnitude / 1000, into: &bytes)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Leading zeros of the fraction (0.05 → "05").
        var divisor: UInt64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 1, fraction < divisor {
            bytes.append(UInt8(ascii: "0"))
            divisor /= 10
        }
        writeDigits(of: fraction, into: &bytes)
    }

    private static func writeDigits(of number: UInt64, into bytes: inout [UInt8]) {
        guard number >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(number)) }
        writeDigits(of: number / 10, into: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
}
