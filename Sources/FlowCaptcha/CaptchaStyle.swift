/// The captcha's colours, fonts and borders, the seed's by default, so that a
/// front draws the seed's look without copying numbers out of the article.
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaStyle: Hashable, Sendable {
    /// The screen behind the dialog: black at 50%.
    public var mask: ColorToken = "#00000080"
    /// The dialog's card.
    public var contentBackground: ColorToken = "#FFFFFF"
    /// Behind the picture while it loads: `UIColor.lightGray` at 20%.
    public var imageBackground: ColorToken = "#AAAAAA33"
    /// The puzzle's hint under the picture.
    public var tipColor: ColorToken = "#2A2A2A"
    /// The puzzle's hint's font: PingFang SC 14 (the seed names it
    /// "PingFang-SC-Regular", which is no font's name, so UIKit fell back to
    /// the label's default).
    /// It grows as a subheadline.
    public var tipFont = FontSpec(size: 14, family: "PingFangSC-Regular", textStyle: .subheadline)
    /// The slider track: `#F35656` at 10%.
    public var sliderBackground: ColorToken = "#F356561A"
    /// The slider's border width. The seed sets the border's colour per
    /// state but never a width, so the border does not show: 0.
    /// - JSON: bounds Bounds.length
    public var sliderBorderWidth = 0.0
    /// The slider's border colour while waiting and loading.
    public var sliderBorder: ColorToken = "#F356561A"
    /// The slider's border colour after a successful check.
    public var sliderSuccessBorder: ColorToken = "#4CAE4C"
    /// The slider's border colour after a failed check (the seed's is the
    /// success green, a slip: the failure red here).
    public var sliderFailureBorder: ColorToken = "#D9534F"
    /// The click-word hint's font (its colour follows the hint), growing as body text.
    public var clickTipFont: FontSpec = .system(18, textStyle: .body)
    /// A tap marker's disc.
    public var markerBackground: ColorToken = "#4CAE4C"
    /// A tap marker's number.
    public var markerText: ColorToken = "#FFFFFF"
    /// A tap marker's number's font (UILabel's default). It keeps its size
    /// at every text size: the marker is a fixed disc on the picture.
    public var markerFont: FontSpec = .system(17)
    /// A tap marker's corner radius: half its 20-point side, a disc.
    /// - JSON: bounds Bounds.length
    public var markerCornerRadius = 10.0
    /// The reader's text size (Dynamic Type; the seed's `.large` by default).
    /// Away from `.large` the hints grow by their text styles and wrap, and
    /// the card grows to hold them (see `CaptchaDialog.layout(for:)`); the
    /// picture, the markers and the failure tip on it keep their sizes, since
    /// the server's coordinates are the picture's.
    public var contentSize: TextSizeCategory = .large

    /// The seed's style.
    public init() {}

    /// The slider's border colour in `phase`.
    public func sliderBorder(in phase: CaptchaDialog.Phase) -> ColorToken {
        switch phase {
        case .succeeded: sliderSuccessBorder
        case .failed: sliderFailureBorder
        case .idle, .loading, .ready, .dragging, .verifying, .closed: sliderBorder
        }
    }

    /// Throws `error` for a font size or border width outside `Bounds.length`.
    func checkBounds<E: Error>(or error: (OutOfBounds) -> E) throws(E) {
        let lengths = [
            ("tipFont.size", tipFont.size), ("sliderBorderWidth", sliderBorderWidth), ("clickTipFont.size", clickTipFont.size),
            ("markerFont.size", markerFont.size), ("markerCornerRadius", markerCornerRadius),
        ]
        for (name, value) in lengths { try Bounds.check(value, "style." + name, in: Bounds.length, or: error) }
    }
}
