/// What a response envelope said: success or a code and message, and the data.
public struct CaptchaReply: Hashable, Sendable {
    /// Whether the server reported success.
    public var isSuccess: Bool
    /// The code as text ("0000", "6110", "0" …).
    public var code: String
    /// The server's message, when it gave one.
    public var message: String?
    /// The payload (`repData`, `data`).
    public var data: JSONValue?

    /// A reply with the given parts.
    public init(isSuccess: Bool, code: String, message: String?, data: JSONValue?) {
        self.isSuccess = isSuccess
        self.code = code
        self.message = message
        self.data = data
    }
}

/// How a server wraps its captcha replies.
///
/// The seed's host answers `{"errcode", "errmsg", "data"}`, errcode 0 meaning
/// success: that is the default. AJ-Captcha's own service answers
/// `{"repCode", "repMsg", "repData", "success"}`, repCode "0000" meaning
/// success: choose `ajCaptcha` to talk to it directly.
/// - JSON: coded
public enum CaptchaEnvelope: String, Hashable, Sendable, CaseIterable {
    /// `{"errcode", "errmsg", "data"}` (the seed).
    case errcode
    /// `{"repCode", "repMsg", "repData"}` (AJ-Captcha's service).
    case ajCaptcha

    /// The member that carries the payload: `data`, or AJ-Captcha's `repData`.
    public var dataField: String {
        switch self {
        case .errcode: "data"
        case .ajCaptcha: "repData"
        }
    }

    /// The reply in `body`, or why it is not one.
    public func decode(_ body: JSONValue) throws(CaptchaLoadError) -> CaptchaReply {
        guard case .object(let members) = body else { throw .malformed("the response is not a JSON object") }
        switch self {
        case .errcode:
            guard let code = members["errcode"].flatMap(CaptchaLoadError.code(from:)) else {
                // An AJ-Captcha service answers {repCode, …}: say which envelope it needs.
                if members["repCode"] != nil { throw .malformed("收到 AJ-Captcha 的 repCode 格式，应配置 envelope: ajCaptcha") }
                throw .missingField("errcode")
            }
            return CaptchaReply(isSuccess: Int(code) == 0, code: code, message: members["errmsg"]?.stringValue, data: members["data"])
        case .ajCaptcha:
            guard let code = members["repCode"].flatMap(CaptchaLoadError.code(from:)) else { throw .missingField("repCode") }
            return CaptchaReply(isSuccess: code == "0000", code: code, message: members["repMsg"]?.stringValue, data: members["repData"])
        }
    }
}

/// Why a captcha could not be loaded or checked; the message is what the
/// user is shown (in the seed's language).
public enum CaptchaLoadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The request did not get an answer (the front's message).
    case network(String)
    /// The server answered with a failure code.
    case server(code: String, message: String?)
    /// The response is not what the protocol says (the detail says how).
    case malformed(String)
    /// A member the protocol requires is missing.
    case missingField(String)
    /// An image is not valid Base64 (the member is named).
    case invalidImage(String)
    /// A click-word challenge came without words.
    case emptyWordList
    /// The secret key is not 16 bytes (AES-128).
    case invalidSecretKey(bytes: Int)

    /// The message for the "提示" alert, in the seed's words.
    public var description: String { message(CaptchaTexts()) }

    /// The message for the load-failure alert, in `texts`' words: the
    /// front's or the server's own when they gave some.
    public func message(_ texts: CaptchaTexts) -> String {
        switch self {
        case .network(let message): message.isEmpty ? texts.networkFailure : message
        case .server(_, let message): message.flatMap { $0.isEmpty ? nil : $0 } ?? texts.unknownFailure
        case .malformed(let detail): texts.invalidData.filled(["reason": detail])
        case .missingField(let name): texts.invalidData.filled(["reason": texts.missingMember.filled(["name": name])])
        case .invalidImage(let field): texts.invalidData.filled(["reason": texts.invalidImage.filled(["name": field])])
        case .emptyWordList: texts.invalidData.filled(["reason": texts.emptyWordList])
        case .invalidSecretKey(let bytes): texts.invalidData.filled(["reason": texts.invalidSecretKey.filled(["bytes": String(bytes)])])
        }
    }

    /// A code given as text, or as a whole number (written with at least
    /// four digits, as AJ-Captcha writes its codes).
    static func code(from value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number) where number == number.rounded() && abs(number) < 1e15:
            let digits = String(Int64(abs(number)))
            let padded = String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            return number < 0 ? "-" + padded : padded
        default: return nil
        }
    }
}

/// A response body as the front received it: raw text (parsed here, so
/// malformed JSON is handled like any other bad answer) or JSON already parsed.
/// - JSON: custom
public enum CaptchaResponseBody: Hashable, Sendable {
    /// Raw text, parsed here.
    case text(String)
    /// JSON the front already parsed.
    case json(JSONValue)

    /// The body as JSON.
    func parsed() throws(CaptchaLoadError) -> JSONValue {
        switch self {
        case .json(let value):
            return value
        case .text(let text):
            do {
                return try JSONParser.parse(text)
            } catch {
                throw .malformed("不是 JSON：\(error)")
            }
        }
    }
}
