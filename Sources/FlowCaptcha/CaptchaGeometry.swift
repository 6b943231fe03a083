/// The two kinds of AJ-Captcha challenge, by their protocol names.
/// - JSON: coded
public enum CaptchaKind: String, Hashable, Sendable, CaseIterable {
    /// Slide a puzzle piece into its gap.
    case blockPuzzle
    /// Tap the given words in order.
    case clickWord
}

/// Where the captcha's parts sit (the seed's values are the defaults), and
/// the slider arithmetic that follows from them.
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaGeometry: Hashable, Sendable {
    /// The white content view (its bottom corners rounded by `cornerRadius`).
    /// - JSON: bounds Bounds.sizeMembers
    public var contentSize = LayoutSize(width: 310, height: 285)
    /// The content view's bottom corner radius.
    /// - JSON: bounds Bounds.length
    public var cornerRadius = 10.0
    /// The background image, in the content view.
    /// - JSON: bounds Bounds.rectMembers
    public var image = LayoutRect(x: 0, y: 0, width: 310, height: 155)
    /// The puzzle's hint under the image.
    /// - JSON: bounds Bounds.rectMembers
    public var tipLabel = LayoutRect(x: 0, y: 195, width: 310, height: 22)
    /// The puzzle's hint text.
    public var tipText = "拖动滑块,把图片拼合就验证成功啦!"
    /// The slider track, in the content view.
    /// - JSON: bounds Bounds.rectMembers
    public var slider = LayoutRect(x: 10, y: 235, width: 290, height: 38)
    /// The slider's corner radius.
    /// - JSON: bounds Bounds.length
    public var sliderCornerRadius = 19.0
    /// The thumb at rest, in the slider.
    /// - JSON: bounds Bounds.rectMembers
    public var thumb = LayoutRect(x: 4, y: 4, width: 98, height: 30)
    /// The piece's size when the jigsaw image's header cannot be read.
    /// - JSON: bounds Bounds.sizeMembers
    public var fallbackPieceSize = LayoutSize(width: 47, height: 155)
    /// The failure tip's height; it rises this far out from under the image.
    /// - JSON: bounds Bounds.length
    public var failureTipHeight = 20.0
    /// What the failure tip says and how.
    public var failureTip = CaptchaFailureTip()
    /// The numbered markers on tapped words.
    /// - JSON: bounds Bounds.length
    public var markerSize = 20.0
    /// The click-word tip's height, in the slider.
    /// - JSON: bounds Bounds.length
    public var clickTipHeight = 38.0
    /// The image size the server's coordinates refer to (AJ-Captcha's 310 × 155).
    /// - JSON: bounds Bounds.sizeMembers
    public var serverImageSize = LayoutSize(width: 310, height: 155)

    /// The defaults.
    public init() {}

    /// The seed's geometry with the puzzle's hint and failure tip in English
    /// (the tip's highlighted words, "Failed:", are its first 7 characters).
    public static let english: CaptchaGeometry = {
        var geometry = CaptchaGeometry()
        geometry.tipText = "Drag the slider to fit the piece"
        geometry.failureTip.text = "Failed: try again"
        geometry.failureTip.highlightedCharacters = 7
        return geometry
    }()

    /// Throws `error` for a length, size or font outside `Bounds.length`, a
    /// rectangle outside `Bounds.position` and `Bounds.length`, or more
    /// highlighted characters than `Bounds.count`.
    func checkBounds<E: Error>(or error: (OutOfBounds) -> E) throws(E) {
        for (name, size) in [("contentSize", contentSize), ("fallbackPieceSize", fallbackPieceSize), ("serverImageSize", serverImageSize)] {
            try Bounds.check(size, "geometry." + name, or: error)
        }
        for (name, rect) in [("image", image), ("tipLabel", tipLabel), ("slider", slider), ("thumb", thumb)] {
            try Bounds.check(rect, "geometry." + name, or: error)
        }
        let lengths = [
            ("cornerRadius", cornerRadius), ("sliderCornerRadius", sliderCornerRadius), ("failureTipHeight", failureTipHeight),
            ("markerSize", markerSize), ("clickTipHeight", clickTipHeight), ("failureTip.textInset", failureTip.textInset), (
                "failureTip.textWidth", failureTip.textWidth
            ),
            ("failureTip.font.size", failureTip.font.size),
        ]
        for (name, value) in lengths { try Bounds.check(value, "geometry." + name, in: Bounds.length, or: error) }
        try Bounds.check(failureTip.highlightedCharacters, "geometry.failureTip.highlightedCharacters", in: Bounds.count, or: error)
    }

    /// How far the thumb can travel: the slider's width less the thumb's and
    /// its inset on both sides (290 − 98 − 2 × 4 = 184 by default).
    public var maximumTravel: Double { max(0, slider.width - thumb.width - 2 * thumb.x) }

    /// How far the piece moves per point of thumb travel, so that both reach
    /// their ends together: (image width − piece width) / maximum travel.
    public func ratio(pieceWidth: Double) -> Double {
        maximumTravel > 0 ? max(0, image.width - pieceWidth) / maximumTravel : 0
    }
}

/// The captcha's delays and animation lengths (defaults: the AJ-Captcha iOS and Vue fronts).
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaTimings: Hashable, Sendable {
    /// From a successful check to closing with the verification.
    /// - JSON: bounds Bounds.duration
    public var successCloseDelay = 1.0
    /// The puzzle's failure tip: up over `failureTipRise`, held for
    /// `failureTipHold`, back over `failureTipFall`.
    /// - JSON: bounds Bounds.duration
    public var failureTipRise = 0.25
    /// How long the failure tip stays up before it falls back.
    /// - JSON: bounds Bounds.duration
    public var failureTipHold = 0.75
    /// How long the failure tip takes to fall back.
    /// - JSON: bounds Bounds.duration
    public var failureTipFall = 0.5
    /// The thumb and piece going back to the start after a failure; a new
    /// captcha loads when it ends.
    /// - JSON: bounds Bounds.duration
    public var resetDuration = 0.75
    /// From a failed click-word check to loading a new one.
    /// - JSON: bounds Bounds.duration
    public var clickWordRetryDelay = 1.0
    /// How long a token lives; the captcha refreshes when it runs out.
    /// - JSON: bounds Bounds.duration
    public var tokenLifetime = 120.0
    /// How long a request may go unanswered before it counts as a network
    /// failure (the seed's Alamofire `timeoutIntervalForRequest`, 20 s).
    /// - JSON: bounds Bounds.duration
    public var requestTimeout = 20.0

    /// The defaults.
    public init() {}

    var all: [(String, Double)] {
        [
            ("successCloseDelay", successCloseDelay), ("failureTipRise", failureTipRise), ("failureTipHold", failureTipHold),
            ("failureTipFall", failureTipFall), ("resetDuration", resetDuration), ("clickWordRetryDelay", clickWordRetryDelay),
            ("tokenLifetime", tokenLifetime), ("requestTimeout", requestTimeout),
        ]
    }
}

/// The puzzle's failure tip: black text whose first characters are red, on a
/// translucent red band, in 12 pt (the seed's).
/// - JSON: every member optional
/// - JSON: coded
public struct CaptchaFailureTip: Hashable, Sendable {
    /// The tip's text; its first characters are highlighted.
    public var text = "验证失败: 再试一下吧~"
    /// How many characters, from the start, are drawn in `highlightColor`.
    /// - JSON: bounds Bounds.count
    public var highlightedCharacters = 5
    /// The colour of the rest of the text.
    public var textColor: ColorToken = "#000000"
    /// The highlighted characters' colour.
    public var highlightColor: ColorToken = "#FF0000"
    /// `#d9534f` at 40% opacity.
    public var background: ColorToken = "#d9534f66"
    /// The tip's font.
    public var font: FontSpec = .system(12)
    /// The text's inset from the band's left edge (the seed's 5).
    /// - JSON: bounds Bounds.length
    public var textInset = 5.0
    /// The text's width: the image's less 20 (the seed's 290).
    /// - JSON: bounds Bounds.length
    public var textWidth = 290.0

    /// The seed's tip.
    public init() {}
}
