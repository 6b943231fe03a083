/// Everything the captcha says, on screen and to VoiceOver: the seed's
/// Chinese by default, replaceable as a whole or in part for another
/// language. Holes in templates are filled by the dialog.
/// - JSON: every member optional
public struct CaptchaTexts: Hashable, Sendable, JSONCodable {
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

    /// The seed's texts.
    public init() {}
}
