extension CodingGenerator {
    /// The file of readers beside a folder's generated codings.
    package static func readersPath(in folder: String) -> String {
        folder + "/JSONReaders.swift"
    }

    /// The readers the generated codings call (`read`, `readIfPresent`,
    /// `readPayload`): the runtime's own (`decode`, `decodeIfPresent`,
    /// `update`, `payload`) under the module's
    /// names, each generic one kept out of line.
    ///
    /// This is where the coding is tuned for size, so that the runtime need
    /// not be: a generic reader is specialized for each type it reads, and a
    /// module built for size (the web module, Scripts/build-wasm.sh) would
    /// otherwise copy it into every member's reading. Out of line here, the
    /// module holds one copy of each for each type it reads. A reader of
    /// numbers with bounds is not generic: the runtime compiles it once, and
    /// the module's reader is only its name.
    static func readers(imports: [String], command: String) -> String {
        var text = firstLine(from: "this folder's declarations") + regenerate + command + "`; CI checks it is current.\n"
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        return text + """

            // The readers this folder's generated codings call: the runtime's, under
            // names of the module's own, each generic one kept out of line, so that a
            // module built for size (the web module) holds one copy of it for each type
            // it reads rather than one in every member's reading.

            extension JSONMembers {
                @inline(never) func read<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T {
                    try decode(key, as: T.self)
                }

                @inline(never) func read<T: JSONDecodable>(
                    _ key: String, as type: T.Type = T.self, schemaBounds bounds: [String: ClosedRange<Double>]
                ) throws(JSONDecodingError) -> T {
                    try decode(key, as: T.self, schemaBounds: bounds)
                }

                @inline(__always) func read(_ key: String, schemaBounds bounds: ClosedRange<Double>) throws(JSONDecodingError) -> Double {
                    try decode(key, schemaBounds: bounds)
                }

                @inline(__always) func read(_ key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
                    try decode(key, schemaBounds: bounds)
                }

                @inline(__always) func read(
                    _ key: String, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false, count: ClosedRange<Int>? = nil
                ) throws(JSONDecodingError) -> [Double] {
                    try decode(key, schemaBounds: bounds, orInfinity: orInfinity, count: count)
                }

                @inline(never) func read<T: JSONDecodable>(_ key: String, count: ClosedRange<Int>) throws(JSONDecodingError) -> [T] {
                    try decode(key, count: count)
                }

                @inline(never) func readIfPresent<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONDecodingError) -> T? {
                    try decodeIfPresent(key, as: T.self)
                }

                @inline(__always) func readIfPresent(_ key: String, schemaBounds bounds: ClosedRange<Double>) throws(JSONDecodingError) -> Double? {
                    try decodeIfPresent(key, schemaBounds: bounds)
                }

                @inline(__always) func readIfPresent(_ key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int? {
                    try decodeIfPresent(key, schemaBounds: bounds)
                }

                @inline(never) func read<T: JSONDecodable>(_ key: String, default fallback: T) throws(JSONDecodingError) -> T {
                    try decode(key, default: fallback)
                }

                @inline(never) func read<T: JSONCodable>(_ key: String, default fallback: T) throws(JSONDecodingError) -> T {
                    try decode(key, default: fallback)
                }

                @inline(never) func read<T: JSONCodable>(
                    _ key: String, default fallback: T, schemaBounds bounds: [String: ClosedRange<Double>]
                ) throws(JSONDecodingError) -> T {
                    try decode(key, default: fallback, schemaBounds: bounds)
                }

                @inline(__always) func read(
                    _ key: String, default fallback: Double, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false
                ) throws(JSONDecodingError) -> Double {
                    try decode(key, default: fallback, schemaBounds: bounds, orInfinity: orInfinity)
                }

                @inline(__always) func read(_ key: String, default fallback: Int, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) -> Int {
                    try decode(key, default: fallback, schemaBounds: bounds)
                }

                // The runtime's `update` is its `decode(_:default:)` over the value: the
                // reading over a default, written once for each type.
                @inline(never) func read<T: JSONCodable>(_ value: inout T, from key: String) throws(JSONDecodingError) {
                    value = try read(key, default: value)
                }

                @inline(never) func read<T: JSONCodable>(
                    _ value: inout T, from key: String, schemaBounds bounds: [String: ClosedRange<Double>]
                ) throws(JSONDecodingError) {
                    value = try read(key, default: value, schemaBounds: bounds)
                }

                @inline(__always) func read(
                    _ value: inout Double, from key: String, schemaBounds bounds: ClosedRange<Double>, orInfinity: Bool = false
                ) throws(JSONDecodingError) {
                    try update(&value, from: key, schemaBounds: bounds, orInfinity: orInfinity)
                }

                @inline(__always) func read(_ value: inout Int, from key: String, schemaBounds bounds: ClosedRange<Int>) throws(JSONDecodingError) {
                    try update(&value, from: key, schemaBounds: bounds)
                }
            }

            extension JSONCase {
                @inline(never) func readPayload<T: JSONDecodable>(as type: T.Type = T.self) throws(JSONDecodingError) -> T {
                    try payload(as: T.self)
                }
            }

            """
    }
}
