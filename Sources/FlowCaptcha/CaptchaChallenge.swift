/// A loaded captcha: what the dialog keeps of `/captcha/get`'s answer.
/// - JSON: coded
public struct CaptchaChallenge: Hashable, Sendable {
    /// Identifies this captcha to `/captcha/check`; good for one check.
    public var token: String
    /// The AES key for the coordinates; nil when the server does not encrypt.
    public var secretKey: String?
    /// The words to tap, in order (click-word).
    public var words: [String]
    /// The puzzle piece's size, from its image header.
    public var pieceSize: LayoutSize

    /// A challenge with the given parts.
    public init(token: String, secretKey: String?, words: [String], pieceSize: LayoutSize) {
        self.token = token
        self.secretKey = secretKey
        self.words = words
        self.pieceSize = pieceSize
    }

    /// Reads the payload (`data`, or AJ-Captcha's `repData`, named by
    /// `dataField` when it is missing): the token, the images (Base64; the
    /// piece's a PNG, JPEG, GIF or WebP whose header gives its size, or the
    /// challenge is refused), the secret key
    /// (empty, absent or the text "null" means none; otherwise 16 bytes) and
    /// the word list (not empty, for click-word).
    static func read(
        _ data: JSONValue?, kind: CaptchaKind, fallbackPieceSize: LayoutSize, dataField: String = "repData"
    ) throws(CaptchaLoadError) -> (CaptchaChallenge, background: String, piece: String?) {
        guard case .object(let members)? = data else { throw .missingField(dataField) }
        guard let token = members["token"]?.stringValue, !token.isEmpty else { throw .missingField("token") }
        guard let background = members["originalImageBase64"]?.stringValue, !background.isEmpty else {
            throw .missingField("originalImageBase64")
        }
        guard imageBytes(background) != nil else { throw .invalidImage("originalImageBase64") }
        let secret = members["secretKey"]?.stringValue.flatMap { $0.isEmpty || $0 == "null" ? nil : $0 }
        if let secret, secret.utf8.count != 16 { throw .invalidSecretKey(bytes: secret.utf8.count) }
        var words: [String] = []
        var piece: String?
        var pieceSize = fallbackPieceSize
        switch kind {
        case .blockPuzzle:
            guard let jigsaw = members["jigsawImageBase64"]?.stringValue, !jigsaw.isEmpty else { throw .missingField("jigsawImageBase64") }
            guard let bytes = imageBytes(jigsaw) else { throw .invalidImage("jigsawImageBase64") }
            piece = jigsaw
            // The piece's width sets how far it moves for a step of the thumb:
            // a piece whose size cannot be read is refused, not moved by a
            // guessed width (a GIF's once moved as if 47 wide).
            do {
                pieceSize = try ImageHeader.size(of: bytes)
            } catch {
                throw .invalidImage("jigsawImageBase64")
            }
        case .clickWord:
            guard case .array(let list)? = members["wordList"] else { throw .missingField("wordList") }
            words = list.compactMap { $0.stringValue }
            guard !words.isEmpty, words.count == list.count else { throw .emptyWordList }
        }
        return (CaptchaChallenge(token: token, secretKey: secret, words: words, pieceSize: pieceSize), background, piece)
    }

    /// The bytes of an image sent as Base64, allowing a `data:…;base64,`
    /// prefix and line breaks (Java's MIME encoder adds them).
    static func imageBytes(_ text: String) -> [UInt8]? {
        var payload = Substring(text)
        if payload.hasPrefix("data:"), let comma = payload.firstIndex(of: ",") { payload = payload[payload.index(after: comma)...] }
        let compact = String(payload.filter { !UnicodeProperties.isWhitespace($0) })
        guard let bytes = try? Base64.decode(compact), !bytes.isEmpty else { return nil }
        return bytes
    }
}
