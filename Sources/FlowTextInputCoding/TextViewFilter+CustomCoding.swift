// The filter's state is coded by hand (`- JSON: custom`): its JSON names
// the text's lengths and the selection, which must agree with the text (a
// state read with a selection outside the text is refused, saying which
// part does not fit), and the text's index is built anew rather than read.
// Everything else of the filter's is generated (TextViewFilter+JSON.swift).

@_spi(FlowTools) import FlowJSON
@_spi(FlowTools) import FlowTextInput

extension TextViewFilter.State: JSONCodable {
    /// A state; the text is indexed anew. `utf16Length`, `length` and
    /// `isPlaceholderVisible` may be left out (they follow from the rest);
    /// given, `utf16Length` must match the text, and the selection and the
    /// marked text must lie within it, or the error says which does not.
    /// `length` is taken as given and measured again by the filter, which
    /// alone knows the unit.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text utf16Length length selection marked isPlaceholderVisible")
        self.init()
        text = try c.read("text")
        if let given = try c.readIfPresent("utf16Length", as: Int.self), given != utf16Length {
            throw Self.inconsistent("utf16Length is \(given), but the text has \(utf16Length) UTF-16 units")
        }
        measuredLength = try c.read("length", default: 0)
        marked = try c.readIfPresent("marked")
        if let marked, marked.location < 0 || marked.location > utf16Length {
            throw Self.inconsistent("the marked text is at \(marked.location), outside the text's 0...\(utf16Length)")
        }
        selection = try c.read("selection")
        let (end, overflow) = selection.location.addingReportingOverflow(selection.length)
        if selection.location < 0 || selection.length < 0 || overflow || end > displayedUTF16Length {
            throw Self.inconsistent("the selection \(selection.location)+\(selection.length) lies outside the displayed text's 0...\(displayedUTF16Length)")
        }
        isPlaceholderVisible = try c.read("isPlaceholderVisible", default: isTextEmpty && (marked?.text.isEmpty ?? true))
        needsMeasure = true
    }

    /// The state (its index is not part of it).
    @_spi(FlowTools) public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    @_spi(FlowTools) public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template, of: 6)
        object.set("text", text)
        object.set("utf16Length", utf16Length)
        object.set("length", measuredLength)
        object.set("selection", selection)
        object.set("marked", marked)
        object.set("isPlaceholderVisible", isPlaceholderVisible)
        return object.value
    }

    #if !hasFeature(Embedded)
    /// Whether the members `expected` names hold what it expects, each compared only then.
    @_spi(FlowTools) public func jsonMatches(_ expected: JSONExpected) -> Bool {
        var object = JSONMembersMatcher(expected)
        object.check("text", text)
        object.check("utf16Length", utf16Length)
        object.check("length", measuredLength)
        object.check("selection", selection)
        object.check("marked", marked)
        object.check("isPlaceholderVisible", isPlaceholderVisible)
        return object.matches
    }
    #endif

    private static func inconsistent(_ reason: String) -> JSONDecodingError {
        JSONDecodingError(TextViewFilterError.inconsistentState(reason).description)
    }
}

#if !hasFeature(Embedded)
extension TextViewFilter.State: CodableThroughJSON {}
#endif
