import FlowCore

extension WebBridge {
    /// A short session through the JSON bridge, as a page would run it, for
    /// a smoke test where there is no browser (`wasmkit` in CI): an alert
    /// shown, tapped and faded out, drawn on the way. 0 when every check
    /// passed, else the number of the first that failed.
    public static func selfTest() -> Int {
        var bridge = WebBridge()
        func call(_ request: String) -> JSONValue {
            (try? JSONParser.parse(bridge.respond(to: request))) ?? .null
        }
        let created = call(#"{"create": {"machine": "alert", "config": {"content": {"title": "提示", "message": "内容", "buttons": ["取消", "好的"], "emphasizedIndex": 1}}}}"#)
        guard same(created, #"{"session":1}"#) else { return 1 }
        let shown = call(#"{"send": {"session": 1, "at": 0, "event": {"showRequested": {"screen": {"width": 375, "height": 667}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}}}}}"#)
        // The seed resigns the keyboard, then fades the window in over 0.3 s.
        guard case .array(let effects)? = shown["effects"], effects.count == 2, same(effects[0], #""resignKeyboard""#), effects[1]["present"] != nil else { return 2 }
        // The first changes a page asks for are the whole picture.
        guard case .string(let svg)? = call(#"{"changes": {"session": 1, "at": 0.15}}"#)["svg"], svg.hasPrefix("<svg"),
            includes(svg, "aria-label=\"好的\""), includes(svg, "role=\"button\"")
        else { return 3 }
        let tapped = call(#"{"send": {"session": 1, "at": 1, "event": {"buttonTapped": {"index": 1}}}}"#)
        guard case .array(let tapEffects)? = tapped["effects"], same(tapEffects.first, #"{"notifyButtonSelected":{"index":1}}"#),
            same(tapped["nextTimer"], "1.3")
        else { return 4 }
        let faded = call(#"{"advance": {"session": 1, "to": 2}}"#)
        guard case .array(let firings)? = faded["firings"], firings.count == 1, same(firings[0]["at"], "1.3"),
            same(firings[0]["event"], #""fadeOutEnded""#), same(firings[0]["effects"], #"["remove"]"#)
        else { return 5 }
        guard call(#"{"send": {"session": 9, "at": 3, "event": "maskTapped"}}"#)["error"] != nil else { return 6 }
        for (text, expected) in hardNumbers {
            guard case .number(let number)? = try? JSONParser.parse(text), number.bitPattern == expected.bitPattern else { return 7 }
        }
        return 0
    }

    /// Whether `value` is written as `json` (compact): comparing text keeps
    /// `JSONValue`'s equality, kilobytes of code, out of the module.
    private static func same(_ value: JSONValue?, _ json: String) -> Bool {
        value.map(JSONWriter.compact) == json
    }

    /// Numbers whose nearest double the page's C runtime finds only with its
    /// exact comparison (more than 15 digits, powers of ten past 10^22, halfway
    /// cases, the subnormal and overflow edges). Swift's compiler rounds each
    /// literal correctly (the subnormal edges are written by their bits), so natively and on the page both sides must agree.
    static let hardNumbers: [(String, Double)] = [
        ("0.30000000000000004", 0.30000000000000004),
        ("1e23", 1e23),
        ("8.98846567431158e307", 8.98846567431158e307),
        ("123456789012345678901234567890e0", 1.2345678901234568e29),
        ("9007199254740993.0", 9007199254740992),
        ("7.038531e-26", 7.038531e-26),
        ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)),
        ("2.2250738585072012e-308", .leastNormalMagnitude),
        ("4.9406564584124654e-324", .leastNonzeroMagnitude),
        ("2.4703282292062328e-324", .leastNonzeroMagnitude),
        ("2.4703282292062327e-324", 0),
        ("1.7976931348623157e308", .greatestFiniteMagnitude),
        ("1.00000000000000011102230246251565404236316680908203125", 1),
        ("1.00000000000000011102230246251565404236316680908203126", 1.0000000000000002),
        ("-1.00000000000000033306690738754696212708950042724609375", -1.0000000000000004),
    ]

    /// Whether `part` occurs in `text` (`String.contains(_:)` for strings is not in Embedded Swift).
    private static func includes(_ text: String, _ part: String) -> Bool {
        let (bytes, needle) = (Array(text.utf8), Array(part.utf8))
        guard needle.count <= bytes.count else { return needle.isEmpty }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
