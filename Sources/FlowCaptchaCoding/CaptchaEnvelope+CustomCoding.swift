// A response body is coded by hand (`- JSON: custom`): it is any JSON
// value, a string standing for the raw text of the answer and anything else
// for JSON the front parsed already, which is no enum case form the
// generator writes. Everything else of the captcha's is generated.

@_spi(FlowTools) import FlowCaptcha
@_spi(FlowTools) import FlowJSON

extension CaptchaResponseBody: JSONCodable {
    /// A string is raw text; anything else is parsed JSON.
    @_spi(FlowTools) public init(json: JSONInput) {
        if case .string(let text) = json.value { self = .text(text) } else { self = .json(json.value) }
    }

    /// The text as a string, or the JSON itself.
    @_spi(FlowTools) public var jsonValue: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .json(let value): value
        }
    }
}

#if !hasFeature(Embedded)
extension CaptchaResponseBody: CodableThroughJSON {}
#endif
