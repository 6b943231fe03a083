/// Everything the captcha says, on screen and to VoiceOver: the seed's
/// Chinese by default, replaceable as a whole or in part for another
/// language. Holes in templates are filled by the dialog.
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaTexts: Hashable, Sendable {
    /// The click-word hint while a captcha loads (the seed's "加载中…").
    public var loading = "加载中…"
    /// The click-word hint once loaded; `{words}` is the words to tap,
    /// joined by commas (the seed's "请依次点击【天,地,人】").
    public var clickPrompt: TextTemplate = "请依次点击【{words}】"
    /// The click-word hint once the last word is tapped, while the answer
    /// is checked (the seed's "校验进行中", C28).
    public var checking = "校验进行中"
    /// The click-word hint and the announcement after a refused answer.
    public var failure = "验证失败"
    /// The click-word hint and the announcement after an accepted answer.
    public var success = "验证成功"
    /// The load-failure alert's title and its one button.
    public var alertTitle = "提示"
    /// The load-failure alert's button.
    public var alertButton = "好的"
    /// The alert's message when a request goes unanswered.
    public var timeout = "请求超时"
    /// What VoiceOver calls the puzzle's thumb.
    public var thumbLabel = "滑块"
    /// How VoiceOver says to use the thumb.
    public var thumbHint = "上下轻扫移动滑块,轻点两下提交"
    /// The button offered while VoiceOver runs, when the configuration offers another way.
    public var alternative = "使用其他方式验证"
    /// What VoiceOver calls the puzzle's picture.
    public var puzzleImage = "拼图验证图片"
    /// What VoiceOver calls the click-word picture.
    public var clickImage = "点选验证图片"
    /// The click-word picture's value: `{tapped}` words tapped of `{count}`.
    public var clickImageValue: TextTemplate = "已点击 {tapped} 个,共 {count} 个"
    /// The load-failure alert's message when the request failed and the
    /// front gave no words of its own.
    public var networkFailure = "网络异常"
    /// The load-failure alert's message when the server refused without words.
    public var unknownFailure = "未知错误"
    /// The load-failure alert's message for a response that breaks the
    /// protocol; `{reason}` is the developer's diagnosis (as the parser gives it).
    public var invalidData: TextTemplate = "验证码数据无效（{reason}）"
    /// The reason when a member the protocol requires is missing; `{name}` is the member.
    public var missingMember: TextTemplate = "缺少 {name}"
    /// The reason when an image is not Base64; `{name}` is the member.
    public var invalidImage: TextTemplate = "{name} 不是有效的 Base64 图片"
    /// The reason when a click-word challenge has no words.
    public var emptyWordList = "wordList 为空"
    /// The reason when the secret key is not 16 bytes; `{bytes}` is its length.
    public var invalidSecretKey: TextTemplate = "secretKey 须为 16 字节，收到 {bytes} 字节"

    /// The seed's texts.
    public init() {}

    /// Every text in English, for an app in English (the puzzle's hint and
    /// failure tip are laid out, so they are `CaptchaGeometry.english`'s).
    public static let english: CaptchaTexts = {
        var texts = CaptchaTexts()
        texts.loading = "Loading…"
        texts.clickPrompt = "Tap in order: {words}"
        texts.checking = "Checking…"
        texts.failure = "Verification failed"
        texts.success = "Verified"
        texts.alertTitle = "Notice"
        texts.alertButton = "OK"
        texts.timeout = "The request timed out"
        texts.thumbLabel = "Slider"
        texts.thumbHint = "Swipe up or down to move the slider, double-tap to submit"
        texts.alternative = "Verify another way"
        texts.puzzleImage = "Puzzle picture"
        texts.clickImage = "Word picture"
        texts.clickImageValue = "{tapped} of {count} words tapped"
        texts.networkFailure = "Network error"
        texts.unknownFailure = "Unknown error"
        texts.invalidData = "The verification data is invalid ({reason})"
        texts.missingMember = "{name} is missing"
        texts.invalidImage = "{name} is not a Base64 image"
        texts.emptyWordList = "wordList is empty"
        texts.invalidSecretKey = "secretKey must be 16 bytes, got {bytes}"
        return texts
    }()
}
