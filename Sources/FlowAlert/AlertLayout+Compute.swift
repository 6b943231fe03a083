extension AlertLayout {
    /// The container's width on a screen: the metric's width, narrowed on a
    /// screen too small for it and its side margins; never negative (for a
    /// screen from `AlertEnvironment`, whose sizes are finite).
    public static func containerWidth(metrics: AlertMetrics, screen: LayoutSize) -> Double {
        max(0, min(metrics.width, screen.width - 2 * metrics.minimumSideMargin))
    }

    /// Measures the alert's text for a container of `width`.
    public static func measure(
        _ content: AlertContent, metrics: AlertMetrics, width: Double, measurer: AnyTextMeasuring
    ) -> AlertMeasurements {
        let titleHeight = content.hasTitle
            ? measurer.size(of: content.title, font: metrics.titleFont, maxWidth: width - 2 * metrics.titleInset).height : 0
        // Each text is measured at its own label's width (the seed measured
        // the message at the title's, which is wider).
        let messageHeight = content.kind == .plain && !content.message.isEmpty
            ? measurer.size(of: content.message, font: metrics.messageFont, maxWidth: width - 2 * metrics.messageInset).height : 0
        let buttonWidths = content.buttons.map { measurer.size(of: $0, font: metrics.buttonFont, maxWidth: .infinity).width }
        return AlertMeasurements(width: width, titleHeight: titleHeight, messageHeight: messageHeight, buttonTitleWidths: buttonWidths)
    }

    /// The layout for measured content on a screen.
    public static func make(
        _ content: AlertContent, metrics: AlertMetrics, policy: AlertButtonPolicy, measurements: AlertMeasurements,
        environment: AlertEnvironment, placeholder: TextViewFilter.Placeholder = .init()
    ) -> AlertLayout {
        var layout = AlertLayout()
        layout.update(content, metrics: metrics, policy: policy, measurements: measurements, environment: environment, placeholder: placeholder)
        return layout
    }

    /// Lays the alert out again in place, reusing the button list when the
    /// number of buttons is unchanged, so a keyboard event allocates nothing.
    ///
    /// Top to bottom: the title (if any) at `titleTop`; the message, the input
    /// field or the text view under it (or at `titleTop` without a title);
    /// the buttons under that; `bottomPadding` below. When that is taller than
    /// the room (the screen less `screenMargin` above and below the safe area,
    /// or with the keyboard up, from the safe area's top + `safeAreaGap` to
    /// `keyboardGap` above the keyboard), the message or text view shrinks,
    /// down to `minimumBodyHeight`, and scrolls; if that is not enough, the
    /// title does the same. The container is centred on
    /// the screen; with the keyboard up its bottom sits `keyboardGap` above
    /// it (under `liftOnly`, only when that is higher than centred), and its
    /// top never goes above the safe area's top + `safeAreaGap`.
    public mutating func update(
        _ content: AlertContent, metrics: AlertMetrics, policy: AlertButtonPolicy, measurements: AlertMeasurements,
        environment: AlertEnvironment, placeholder: TextViewFilter.Placeholder = .init()
    ) {
        let width = measurements.width
        let screen = environment.screen
        let safeTop = environment.safeArea.top
        let safeBottom = environment.safeArea.bottom
        let occlusion = environment.keyboardOcclusion

        // The stack above the buttons: its top, the body's natural height, and the gap to the buttons.
        var y = metrics.titleTop
        title = nil
        if content.hasTitle {
            title = LayoutRect(x: metrics.titleInset, y: y, width: max(0, width - 2 * metrics.titleInset), height: measurements.titleHeight)
            y += measurements.titleHeight
        }
        let hasTitle = title != nil
        var bodyTop = y
        var bodyHeight = 0.0
        var gapToButtons = hasTitle ? metrics.messageToButtons : 0
        var isShrinkable = false
        switch content.kind {
        case .plain:
            if measurements.messageHeight > 0 {
                bodyTop = y + (hasTitle ? metrics.titleToMessage : 0)
                bodyHeight = measurements.messageHeight
                gapToButtons = metrics.messageToButtons
                isShrinkable = true
            }
        case .input:
            bodyTop = y + (hasTitle ? metrics.titleToInput : 0)
            bodyHeight = metrics.inputHeight
            gapToButtons = metrics.inputToButtons
        case .textView:
            // The seed's fixed 64, or 20 below the title when that is lower:
            // 64.4 under a one-line title (its estimated 20.4 from y 24), more under two lines.
            bodyTop = max(metrics.textViewTop, y + (hasTitle ? metrics.titleToTextView : 0))
            bodyHeight = metrics.textViewHeight
            gapToButtons = metrics.textViewToButtons
            isShrinkable = true
        }

        // The buttons' arrangement and the height they need.
        let count = content.buttons.count
        let rowWidth = max(0, width - 2 * metrics.buttonInset - Double(max(count - 1, 0)) * metrics.buttonSpacing)
        let rowButtonWidth = count > 0 ? rowWidth / Double(count) : 0
        let fits = measurements.buttonTitleWidths.allSatisfy { $0 + 2 * metrics.buttonTitlePadding <= rowButtonWidth }
        // At the accessibility text sizes buttons stack, as UIKit's alerts do.
        buttonAxis = !metrics.contentSize.isAccessibilityCategory && (policy == .row || (count <= 2 && fits)) ? .row : .column
        let buttonsHeight: Double =
            switch buttonAxis {
            case .row: count > 0 ? metrics.buttonHeight : 0
            case .column: Double(count) * metrics.buttonHeight + Double(max(count - 1, 0)) * metrics.buttonSpacing
            }
        let hasBodyOrTitle = hasTitle || bodyHeight > 0
        let aboveButtons = bodyTop + bodyHeight + (count > 0 && hasBodyOrTitle ? gapToButtons : 0)
        let naturalHeight = aboveButtons + buttonsHeight + metrics.bottomPadding

        // Shrink the body when the container does not fit.
        let room =
            occlusion > 0
            ? screen.height - occlusion - metrics.keyboardGap - (safeTop + metrics.safeAreaGap)
            : screen.height - safeTop - safeBottom - 2 * metrics.screenMargin
        let overflow = naturalHeight - max(room, 0)
        let shrink = isShrinkable && overflow > 0 ? min(overflow, max(bodyHeight - metrics.minimumBodyHeight, 0)) : 0
        // Still too tall (a long title at a large text size): the title
        // shrinks too, down to `minimumBodyHeight`, and scrolls.
        let titleShrink = hasTitle && overflow - shrink > 0
            ? min(overflow - shrink, max(measurements.titleHeight - metrics.minimumBodyHeight, 0)) : 0
        if titleShrink > 0 {
            title?.height -= titleShrink
            bodyTop -= titleShrink
        }
        titleContentHeight = titleShrink > 0 ? measurements.titleHeight : nil
        let visibleBody = bodyHeight - shrink
        let height = naturalHeight - shrink - titleShrink
        bodyContentHeight = bodyHeight
        isBodyScrollable = shrink > 0

        message = nil
        inputBackground = nil
        inputField = nil
        textView = nil
        self.placeholder = nil
        switch content.kind {
        case .plain where bodyHeight > 0:
            message = LayoutRect(x: metrics.messageInset, y: bodyTop, width: max(0, width - 2 * metrics.messageInset), height: visibleBody)
        case .plain:
            break
        case .input:
            let background = LayoutRect(x: metrics.messageInset, y: bodyTop, width: max(0, width - 2 * metrics.messageInset), height: visibleBody)
            inputBackground = background
            // The seed put the field 15 pt above its own background; it belongs inside it.
            inputField = LayoutRect(
                x: background.x + metrics.inputPadding, y: background.y,
                width: max(0, background.width - 2 * metrics.inputPadding), height: background.height)
        case .textView:
            let frame = LayoutRect(x: metrics.titleInset, y: bodyTop, width: max(0, width - 2 * metrics.titleInset), height: visibleBody)
            textView = frame
            self.placeholder = placeholder.frame(in: frame.size)
        }

        // Buttons, in place when their number is unchanged.
        let buttonsTop = aboveButtons - shrink - titleShrink
        if buttons.count != count {
            buttons = (0..<count).map { _ in
                AlertButtonLayout(index: 0, frame: .zero, isEmphasized: false, background: metrics.normalBackground, titleColor: metrics.normalTitleColor)
            }
        }
        let cancel = content.cancelIndex.flatMap { (0..<count).contains($0) ? $0 : nil }
        for position in 0..<count {
            let index: Int
            let frame: LayoutRect
            switch buttonAxis {
            case .row:
                index = position
                frame = LayoutRect(
                    x: metrics.buttonInset + Double(position) * (rowButtonWidth + metrics.buttonSpacing), y: buttonsTop,
                    width: rowButtonWidth, height: metrics.buttonHeight)
            case .column:
                // The cancel button goes last; the others keep their order.
                if let cancel {
                    index = position == count - 1 ? cancel : (position < cancel ? position : position + 1)
                } else {
                    index = position
                }
                frame = LayoutRect(
                    x: metrics.buttonInset, y: buttonsTop + Double(position) * (metrics.buttonHeight + metrics.buttonSpacing),
                    width: max(0, width - 2 * metrics.buttonInset), height: metrics.buttonHeight)
            }
            let emphasized = index == content.emphasizedIndex
            buttons[position].index = index
            buttons[position].frame = frame
            buttons[position].isEmphasized = emphasized
            buttons[position].background = emphasized ? metrics.emphasizedBackground : metrics.normalBackground
            buttons[position].titleColor = emphasized ? metrics.emphasizedTitleColor : metrics.normalTitleColor
        }

        // Position on the screen.
        let centred = (screen.height - height) / 2
        let aboveKeyboard = screen.height - occlusion - height - metrics.keyboardGap
        let lifted =
            switch (occlusion > 0, metrics.keyboardAvoidance) {
            case (false, _): centred
            case (true, .aboveKeyboard): aboveKeyboard  // the seed (A13), lower than centred under a short keyboard
            case (true, .liftOnly): min(centred, aboveKeyboard)
            }
        container = LayoutRect(
            x: (screen.width - width) / 2, y: max(lifted, safeTop + metrics.safeAreaGap), width: width, height: height)
    }
}
