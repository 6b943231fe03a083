#if hasFeature(Embedded)
// Embedded Swift for WebAssembly has no C library, so the spring curve's
// three functions, and the power WCAG's luminance needs, are here: range reduction and polynomials accurate to a
// few units in the last place, which is far finer than any frame needs.

/// e to the power `x`.
func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    // x = k ln 2 + r, |r| ≤ ln 2 / 2; the split of ln 2 keeps r exact.
    let k = (x * 1.4426950408889634).rounded()
    let r = (x - k * 6.93147180369123816490e-01) - k * 1.90821492927058770002e-10
    // e^r by its Taylor series to r^13: the tail is below 2^-60 for |r| ≤ 0.35.
    var term = 1.0
    var sum = 1.0
    for n in 1...13 {
        term *= r / Double(n)
        sum += term
    }
    return scaled(sum, byPowerOfTwo: Int(k))
}

/// `x` to the power `y`, for the positive `x` a colour's luminance takes
/// (e^(y ln x)); 0 for `x` of 0, NaN below.
func pow(_ x: Double, _ y: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return 0 }
    // x = m × 2^e with m in [1, 2): ln x = e ln 2 + 2 atanh((m − 1) / (m + 1)).
    let (m, e) = (x.significand, Double(x.exponent))
    let s = (m - 1) / (m + 1)
    var (term, sum) = (s, s)
    for n in stride(from: 3, through: 41, by: 2) {
        term *= s * s
        sum += term / Double(n)
    }
    return exp(y * (e * 0.6931471805599453 + 2 * sum))
}

/// `value` × 2^`power`, in steps that neither overflow nor lose the subnormals early.
private func scaled(_ value: Double, byPowerOfTwo power: Int) -> Double {
    var result = value
    var rest = power
    while rest > 1000 { result *= Double(sign: .plus, exponent: 1000, significand: 1); rest -= 1000 }
    while rest < -1000 { result *= Double(sign: .plus, exponent: -1000, significand: 1); rest += 1000 }
    return result * Double(sign: .plus, exponent: rest, significand: 1)
}

/// The sine of `x` radians.
func sin(_ x: Double) -> Double {
    let (quadrant, r) = reduced(x)
    switch quadrant {
    case 0: return sinPolynomial(r)
    case 1: return cosPolynomial(r)
    case 2: return -sinPolynomial(r)
    default: return -cosPolynomial(r)
    }
}

/// The cosine of `x` radians.
func cos(_ x: Double) -> Double {
    let (quadrant, r) = reduced(x)
    switch quadrant {
    case 0: return cosPolynomial(r)
    case 1: return -sinPolynomial(r)
    case 2: return -cosPolynomial(r)
    default: return sinPolynomial(r)
    }
}

/// `x` as a quarter turn count (0…3) and a remainder in [−π/4, π/4], with
/// π/2 split in three parts so that the remainder stays exact for the
/// arguments a spring meets (well under 10^6 radians).
private func reduced(_ x: Double) -> (Int, Double) {
    guard x.isFinite else { return (0, .nan) }
    let k = (x * 0.63661977236758134308).rounded()
    let r = ((x - k * 1.57079632673412561417e+00) - k * 6.07710050650619224932e-11) - k * 2.02226624879595063154e-21
    let quadrant = Int(k.truncatingRemainder(dividingBy: 4))
    return ((quadrant + 4) % 4, r)
}

/// sin r = r − r³/3! + r⁵/5! − … and cos r = 1 − r²/2! + r⁴/4! − …, nine
/// terms each: `first` is the series' first term and `power` its power of r.
private func taylorSeries(_ r: Double, first: Double, power: Double) -> Double {
    let r2 = r * r
    var term = first
    var sum = first
    var n = power
    for _ in 0..<8 {
        term *= -r2 / ((n + 1) * (n + 2))
        sum += term
        n += 2
    }
    return sum
}

private func sinPolynomial(_ r: Double) -> Double { taylorSeries(r, first: r, power: 1) }

private func cosPolynomial(_ r: Double) -> Double { taylorSeries(r, first: 1, power: 0) }
#endif
