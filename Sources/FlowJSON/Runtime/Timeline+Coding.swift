extension AnimatedProperty: JSONCodable {}

extension Timeline: JSONCodable {
    /// `{"tracks": [...]}`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        self.init(tracks: try json.members("tracks").decode("tracks"))
    }

    /// `{"tracks": [...]}`.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["tracks": tracks.jsonValue]) }
}

extension Track: JSONCodable {
    /// `target`, `property`, `keyframes` and, when it repeats, `"repeats": true`.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("target property keyframes repeats")
        self.init(
            target: try members.decode("target"), property: try members.decode("property"), keyframes: try members.decode("keyframes"),
            repeats: try members.decode("repeats", default: false))
    }

    /// The track; `repeats` only when it does.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        .members(["target": target.jsonValue, "property": property.jsonValue, "keyframes": keyframes.jsonValue, "repeats": repeats ? true : nil])
    }
}

extension Keyframe: JSONCodable {
    /// `{"time", "value", "curve"}`, all required.
    @_spi(FlowTools) public init(json: JSONInput) throws(JSONDecodingError) {
        let members = try json.members("time value curve")
        self.init(time: try members.decode("time"), value: try members.decode("value"), curve: try members.decode("curve"))
    }

    /// `{"time", "value", "curve"}`.
    @_spi(FlowTools) public var jsonValue: JSONValue { .object(["time": time.jsonValue, "value": value.jsonValue, "curve": curve.jsonValue]) }
}

#if !hasFeature(Embedded)
extension Timeline: CodableThroughJSON {}
extension Track: CodableThroughJSON {}
extension Keyframe: CodableThroughJSON {}
extension AnimatedProperty: CodableThroughJSON {}
#endif
