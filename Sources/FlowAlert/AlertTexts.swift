/// The words an alert supplies itself: the seed's Chinese by default. The
/// rest of what it says (title, message, button titles) is the app's, in
/// `AlertContent`.
public struct AlertTexts: Hashable, Sendable {
    /// The text view's placeholder (the seed's "请输入提示文字").
    public var placeholder = "请输入提示文字"

    /// The seed's words.
    public init() {}

    /// The words in English.
    public static let english: AlertTexts = {
        var texts = AlertTexts()
        texts.placeholder = "Enter text"
        return texts
    }()
}
