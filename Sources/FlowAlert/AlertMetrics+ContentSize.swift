extension AlertMetrics {
    /// The metrics a layout at `contentSize` draws with. Resolving twice
    /// changes nothing, since grown fonts keep no text style:
    ///
    /// - every font grows by its text style, as `UIFontMetrics` grows it;
    /// - a button is at least one line of its grown font plus
    ///   `buttonTitlePadding` above and below, and its corners grow with it
    ///   (a pill stays a pill);
    /// - the input field is at least one line of its grown font plus
    ///   `inputPadding` above and below.
    ///
    /// At `.large` (the seed's size) nothing changes: 14 pt lines need 33 pt,
    /// under the seed's 40.
    public func resolvingContentSize(measurer: AnyTextMeasuring) -> AlertMetrics {
        guard contentSize != .large else { return self }
        var metrics = self
        metrics.titleFont = titleFont.scaled(to: contentSize)
        metrics.messageFont = messageFont.scaled(to: contentSize)
        metrics.buttonFont = buttonFont.scaled(to: contentSize)
        metrics.inputFont = inputFont.scaled(to: contentSize)
        metrics.textViewFont = textViewFont.scaled(to: contentSize)
        let buttonHeight = max(self.buttonHeight, Self.lineHeight(metrics.buttonFont, measurer) + 2 * buttonTitlePadding)
        if self.buttonHeight > 0 { metrics.buttonCornerRadius = buttonCornerRadius * buttonHeight / self.buttonHeight }
        metrics.buttonHeight = buttonHeight
        metrics.inputHeight = max(inputHeight, Self.lineHeight(metrics.inputFont, measurer) + 2 * inputPadding)
        return metrics
    }

    /// One line of `font`, as the measurer lays it out.
    static func lineHeight(_ font: FontSpec, _ measurer: AnyTextMeasuring) -> Double {
        measurer.size(of: "Hg", font: font, maxWidth: .infinity).height
    }
}
