extension AlertDialog: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "alert" }

    /// Configuration: `content`, and optionally `metrics`, `buttonPolicy`
    /// (default `"row"`), `input` (a text view filter configuration; default
    /// the seed's for the kind) and `measurer` (the estimated measurer's
    /// parameters).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("content metrics buttonPolicy input measurer")
        let content: AlertContent = try c.decode("content", as: AlertContent.self)
        let metrics: AlertMetrics = try c.decode("metrics", default: AlertMetrics())
        let buttonPolicy: AlertButtonPolicy = try c.decode("buttonPolicy", default: .row)
        let input: TextViewFilter? = try c.decodeIfPresent("input", as: TextViewFilter.self)
        let measurer: AnyTextMeasuring = try c.measurer("measurer")
        self = try JSONDecodingError.validating { () throws(AlertError) in
            try AlertDialog(content: content, metrics: metrics, buttonPolicy: buttonPolicy, input: input, measurer: measurer)
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c["content"] = content.jsonValue
        c.set("metrics", metrics, unlessEqualTo: AlertMetrics())
        c.set("buttonPolicy", buttonPolicy, unlessEqualTo: .row)
        c.set("input", input.jsonValue, unlessEqualTo: Self.defaultInput(for: content.kind).jsonValue)
        c.setMeasurer("measurer", measurer)
        return .members(c)
    }
}

extension AlertDialog.Phase: JSONCodable {}

extension AlertDialog.State: JSONCodable {
    /// Every member, required but `measurements`, `selectedButton`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("phase environment measurements layout input selectedButton")
        self.init()
        phase = try c.decode("phase")
        environment = try c.decode("environment")
        measurements = try c.decodeIfPresent("measurements")
        layout = try c.decode("layout")
        input = try c.decode("input")
        selectedButton = try c.decodeIfPresent("selectedButton")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("environment", environment)
        object.set("measurements", measurements)
        object.set("layout", layout)
        object.set("input", input)
        object.set("selectedButton", selectedButton)
        return object.value
    }
}

extension AlertDialog.Event: JSONCodable {
    /// The case by its name, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["show": "showRequested", "edit": "edited", "key": "keyPressed"])
        switch value.name {
        case "showRequested":
            let c = try value.members("screen safeArea")
            self = .showRequested(screen: try c.decode("screen"), safeArea: try c.decode("safeArea"))
        case "keyboardChanged": self = .keyboardChanged(frame: try value.value("frame"))
        case "keyboardHidden": self = .keyboardHidden
        case "screenChanged":
            let c = try value.members("size safeArea")
            self = .screenChanged(size: try c.decode("size"), safeArea: try c.decode("safeArea"))
        case "edited": self = .edited(input: try value.value("input"))
        case "buttonTapped": self = .buttonTapped(index: try value.value("index"))
        case "maskTapped": self = .maskTapped
        case "keyPressed": self = .keyPressed(try value.payload())
        case "fadeOutEnded": self = .fadeOutEnded
        default: throw value.unknown(among: """
            showRequested keyboardChanged keyboardHidden screenChanged edited buttonTapped maskTapped keyPressed fadeOutEnded
            """)
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .showRequested(let screen, let safeArea): .enumCase("showRequested", ["screen": screen.jsonValue, "safeArea": safeArea.jsonValue])
        case .keyboardChanged(let frame): .enumCase("keyboardChanged", ["frame": frame.jsonValue])
        case .keyboardHidden: .string("keyboardHidden")
        case .screenChanged(let size, let safeArea): .enumCase("screenChanged", ["size": size.jsonValue, "safeArea": safeArea.jsonValue])
        case .edited(let input): .enumCase("edited", ["input": input.jsonValue])
        case .buttonTapped(let index): .enumCase("buttonTapped", ["index": index.jsonValue])
        case .maskTapped: .string("maskTapped")
        case .keyPressed(let value): .enumCase("keyPressed", payload: value.jsonValue)
        case .fadeOutEnded: .string("fadeOutEnded")
        }
    }
}

extension AlertDialog.Effect: JSONCodable {
    /// The case by its name, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: [
            "buttonSelected": "notifyButtonSelected", "dismissedByMask": "notifyDismissedByMask", "removed": "remove"
        ])
        switch value.name {
        case "present": self = .present(animation: try value.value("animation"))
        case "focusInput": self = .focusInput
        case "resignKeyboard": self = .resignKeyboard
        case "input": self = .input(effect: try value.value("effect"))
        case "notifyButtonSelected":
            let c = try value.members("index text")
            self = .notifyButtonSelected(index: try c.decode("index"), text: try c.decodeIfPresent("text"))
        case "notifyDismissedByMask": self = .notifyDismissedByMask
        case "dismiss": self = .dismiss(animation: try value.value("animation"))
        case "remove": self = .remove
        default: throw value.unknown(among: "present focusInput resignKeyboard input notifyButtonSelected notifyDismissedByMask dismiss remove")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .present(let animation): .enumCase("present", ["animation": animation.jsonValue])
        case .focusInput: .string("focusInput")
        case .resignKeyboard: .string("resignKeyboard")
        case .input(let effect): .enumCase("input", ["effect": effect.jsonValue])
        case .notifyButtonSelected(let index, let text): .enumCase("notifyButtonSelected", ["index": index.jsonValue, "text": text?.jsonValue])
        case .notifyDismissedByMask: .string("notifyDismissedByMask")
        case .dismiss(let animation): .enumCase("dismiss", ["animation": animation.jsonValue])
        case .remove: .string("remove")
        }
    }
}

extension AlertContent: JSONCodable {
    /// Content; every member is optional.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("title message kind buttons emphasizedIndex cancelIndex")
        self.init(
            title: try c.decode("title", default: ""), message: try c.decode("message", default: ""), kind: try c.decode("kind", default: .plain),
            buttons: try c.decode("buttons", default: []), // A negative emphasized index is the seed's "none".
            emphasizedIndex: try c.decodeIfPresent("emphasizedIndex", schemaBounds: Int.min...AlertContent.buttonIndices.upperBound),
            cancelIndex: try c.decodeIfPresent("cancelIndex", schemaBounds: AlertContent.buttonIndices))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "title": title.jsonValue, "message": message.jsonValue, "kind": kind.jsonValue, "buttons": buttons.jsonValue,
            "emphasizedIndex": emphasizedIndex?.jsonValue, "cancelIndex": cancelIndex?.jsonValue,
        ])
    }
}

extension AlertContent.Kind: JSONCodable {}

extension AlertLayout: JSONCodable {
    /// Every member, required but `title`, `message`, `inputBackground`, `inputField`, `textView`, `placeholder`, `titleContentHeight`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            container title message inputBackground inputField textView placeholder buttons buttonAxis bodyContentHeight
            isBodyScrollable titleContentHeight
            """)
        self.init()
        container = try c.decode("container")
        title = try c.decodeIfPresent("title")
        message = try c.decodeIfPresent("message")
        inputBackground = try c.decodeIfPresent("inputBackground")
        inputField = try c.decodeIfPresent("inputField")
        textView = try c.decodeIfPresent("textView")
        placeholder = try c.decodeIfPresent("placeholder")
        buttons = try c.decode("buttons")
        buttonAxis = try c.decode("buttonAxis")
        bodyContentHeight = try c.decode("bodyContentHeight")
        isBodyScrollable = try c.decode("isBodyScrollable")
        titleContentHeight = try c.decodeIfPresent("titleContentHeight")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "container": container.jsonValue, "title": title?.jsonValue, "message": message?.jsonValue, "inputBackground": inputBackground?.jsonValue,
            "inputField": inputField?.jsonValue, "textView": textView?.jsonValue, "placeholder": placeholder?.jsonValue, "buttons": buttons.jsonValue,
            "buttonAxis": buttonAxis.jsonValue, "bodyContentHeight": bodyContentHeight.jsonValue, "isBodyScrollable": isBodyScrollable.jsonValue,
            "titleContentHeight": titleContentHeight?.jsonValue,
        ])
    }
}

extension AlertButtonLayout: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("index frame isEmphasized background titleColor")
        self.init(
            index: try c.decode("index"), frame: try c.decode("frame"), isEmphasized: try c.decode("isEmphasized"),
            background: try c.decode("background"), titleColor: try c.decode("titleColor")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "index": index.jsonValue, "frame": frame.jsonValue, "isEmphasized": isEmphasized.jsonValue, "background": background.jsonValue,
            "titleColor": titleColor.jsonValue,
        ])
    }
}

extension AlertButtonAxis: JSONCodable {}

extension AlertEnvironment: JSONCodable {
    /// `screen`; `safeArea` (none) and `keyboard` optional; cleaned up as `init` does.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("screen safeArea keyboard")
        self.init(screen: try c.decode("screen"), safeArea: try c.decode("safeArea", default: .zero), keyboard: try c.decodeIfPresent("keyboard"))
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { .members(["screen": screen.jsonValue, "safeArea": safeArea.jsonValue, "keyboard": keyboard?.jsonValue]) }
}

extension AlertMeasurements: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("width titleHeight messageHeight buttonTitleWidths")
        self.init(
            width: try c.decode("width"), titleHeight: try c.decode("titleHeight"), messageHeight: try c.decode("messageHeight"),
            buttonTitleWidths: try c.decode("buttonTitleWidths")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "width": width.jsonValue, "titleHeight": titleHeight.jsonValue, "messageHeight": messageHeight.jsonValue,
            "buttonTitleWidths": buttonTitleWidths.jsonValue,
        ])
    }
}

extension AlertMetrics: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            width minimumSideMargin cornerRadius titleTop titleInset messageInset titleFont messageFont buttonFont titleToMessage
            titleToInput titleToTextView textViewTop inputHeight inputCornerRadius inputPadding textViewHeight textViewInsets
            messageToButtons inputToButtons textViewToButtons buttonHeight buttonCornerRadius buttonInset buttonSpacing
            buttonTitlePadding bottomPadding maskColor maskAlpha keyboardGap safeAreaGap keyboardAvoidance screenMargin
            minimumBodyHeight titleColor messageColor emphasizedBackground emphasizedTitleColor normalBackground normalTitleColor
            inputBackground inputFont containerBackground textViewFont textViewTextColor textViewBorderWidth textViewBorderColor
            textViewCornerRadius layoutDirection contentSize
            """)
        self.init()
        try c.update(&width, from: "width", schemaBounds: Bounds.length)
        try c.update(&minimumSideMargin, from: "minimumSideMargin", schemaBounds: Bounds.length)
        try c.update(&cornerRadius, from: "cornerRadius", schemaBounds: Bounds.length)
        try c.update(&titleTop, from: "titleTop", schemaBounds: Bounds.length)
        try c.update(&titleInset, from: "titleInset", schemaBounds: Bounds.length)
        try c.update(&messageInset, from: "messageInset", schemaBounds: Bounds.length)
        try c.update(&titleFont, from: "titleFont")
        try c.update(&messageFont, from: "messageFont")
        try c.update(&buttonFont, from: "buttonFont")
        try c.update(&titleToMessage, from: "titleToMessage", schemaBounds: Bounds.length)
        try c.update(&titleToInput, from: "titleToInput", schemaBounds: Bounds.length)
        try c.update(&titleToTextView, from: "titleToTextView", schemaBounds: Bounds.length)
        try c.update(&textViewTop, from: "textViewTop", schemaBounds: Bounds.length)
        try c.update(&inputHeight, from: "inputHeight", schemaBounds: Bounds.length)
        try c.update(&inputCornerRadius, from: "inputCornerRadius", schemaBounds: Bounds.length)
        try c.update(&inputPadding, from: "inputPadding", schemaBounds: Bounds.length)
        try c.update(&textViewHeight, from: "textViewHeight", schemaBounds: Bounds.length)
        try c.update(&textViewInsets, from: "textViewInsets", schemaBounds: Bounds.insetsMembers)
        try c.update(&messageToButtons, from: "messageToButtons", schemaBounds: Bounds.length)
        try c.update(&inputToButtons, from: "inputToButtons", schemaBounds: Bounds.length)
        try c.update(&textViewToButtons, from: "textViewToButtons", schemaBounds: Bounds.length)
        try c.update(&buttonHeight, from: "buttonHeight", schemaBounds: Bounds.length)
        try c.update(&buttonCornerRadius, from: "buttonCornerRadius", schemaBounds: Bounds.length)
        try c.update(&buttonInset, from: "buttonInset", schemaBounds: Bounds.length)
        try c.update(&buttonSpacing, from: "buttonSpacing", schemaBounds: Bounds.length)
        try c.update(&buttonTitlePadding, from: "buttonTitlePadding", schemaBounds: Bounds.length)
        try c.update(&bottomPadding, from: "bottomPadding", schemaBounds: Bounds.length)
        try c.update(&maskColor, from: "maskColor")
        try c.update(&maskAlpha, from: "maskAlpha", schemaBounds: AlertMetrics.alphas)
        try c.update(&keyboardGap, from: "keyboardGap", schemaBounds: Bounds.length)
        try c.update(&safeAreaGap, from: "safeAreaGap", schemaBounds: Bounds.length)
        try c.update(&keyboardAvoidance, from: "keyboardAvoidance")
        try c.update(&screenMargin, from: "screenMargin", schemaBounds: Bounds.length)
        try c.update(&minimumBodyHeight, from: "minimumBodyHeight", schemaBounds: Bounds.length)
        try c.update(&titleColor, from: "titleColor")
        try c.update(&messageColor, from: "messageColor")
        try c.update(&emphasizedBackground, from: "emphasizedBackground")
        try c.update(&emphasizedTitleColor, from: "emphasizedTitleColor")
        try c.update(&normalBackground, from: "normalBackground")
        try c.update(&normalTitleColor, from: "normalTitleColor")
        try c.update(&inputBackground, from: "inputBackground")
        try c.update(&inputFont, from: "inputFont")
        try c.update(&containerBackground, from: "containerBackground")
        try c.update(&textViewFont, from: "textViewFont")
        try c.update(&textViewTextColor, from: "textViewTextColor")
        try c.update(&textViewBorderWidth, from: "textViewBorderWidth", schemaBounds: Bounds.length)
        try c.update(&textViewBorderColor, from: "textViewBorderColor")
        try c.update(&textViewCornerRadius, from: "textViewCornerRadius", schemaBounds: Bounds.length)
        try c.update(&layoutDirection, from: "layoutDirection")
        try c.update(&contentSize, from: "contentSize")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "width": width.jsonValue, "minimumSideMargin": minimumSideMargin.jsonValue, "cornerRadius": cornerRadius.jsonValue,
            "titleTop": titleTop.jsonValue, "titleInset": titleInset.jsonValue, "messageInset": messageInset.jsonValue,
            "titleFont": titleFont.jsonValue, "messageFont": messageFont.jsonValue, "buttonFont": buttonFont.jsonValue,
            "titleToMessage": titleToMessage.jsonValue, "titleToInput": titleToInput.jsonValue, "titleToTextView": titleToTextView.jsonValue,
            "textViewTop": textViewTop.jsonValue, "inputHeight": inputHeight.jsonValue, "inputCornerRadius": inputCornerRadius.jsonValue,
            "inputPadding": inputPadding.jsonValue, "textViewHeight": textViewHeight.jsonValue, "textViewInsets": textViewInsets.jsonValue,
            "messageToButtons": messageToButtons.jsonValue, "inputToButtons": inputToButtons.jsonValue,
            "textViewToButtons": textViewToButtons.jsonValue, "buttonHeight": buttonHeight.jsonValue,
            "buttonCornerRadius": buttonCornerRadius.jsonValue, "buttonInset": buttonInset.jsonValue, "buttonSpacing": buttonSpacing.jsonValue,
            "buttonTitlePadding": buttonTitlePadding.jsonValue, "bottomPadding": bottomPadding.jsonValue, "maskColor": maskColor.jsonValue,
            "maskAlpha": maskAlpha.jsonValue, "keyboardGap": keyboardGap.jsonValue, "safeAreaGap": safeAreaGap.jsonValue,
            "keyboardAvoidance": keyboardAvoidance.jsonValue, "screenMargin": screenMargin.jsonValue,
            "minimumBodyHeight": minimumBodyHeight.jsonValue, "titleColor": titleColor.jsonValue, "messageColor": messageColor.jsonValue,
            "emphasizedBackground": emphasizedBackground.jsonValue, "emphasizedTitleColor": emphasizedTitleColor.jsonValue,
            "normalBackground": normalBackground.jsonValue, "normalTitleColor": normalTitleColor.jsonValue,
            "inputBackground": inputBackground.jsonValue, "inputFont": inputFont.jsonValue, "containerBackground": containerBackground.jsonValue,
            "textViewFont": textViewFont.jsonValue, "textViewTextColor": textViewTextColor.jsonValue,
            "textViewBorderWidth": textViewBorderWidth.jsonValue, "textViewBorderColor": textViewBorderColor.jsonValue,
            "textViewCornerRadius": textViewCornerRadius.jsonValue, "layoutDirection": layoutDirection.jsonValue, "contentSize": contentSize.jsonValue,
        ])
    }
}

extension AlertButtonPolicy: JSONCodable {}

extension AlertKeyboardAvoidance: JSONCodable {}

#if !hasFeature(Embedded)
extension AlertDialog: CodableThroughJSON {}
extension AlertDialog.State: CodableThroughJSON {}
extension AlertDialog.Event: CodableThroughJSON {}
extension AlertDialog.Effect: CodableThroughJSON {}
extension AlertContent: CodableThroughJSON {}
extension AlertLayout: CodableThroughJSON {}
extension AlertButtonLayout: CodableThroughJSON {}
extension AlertEnvironment: CodableThroughJSON {}
extension AlertMeasurements: CodableThroughJSON {}
extension AlertMetrics: CodableThroughJSON {}
extension AlertDialog.Phase: Codable {}
extension AlertContent.Kind: Codable {}
extension AlertButtonAxis: Codable {}
extension AlertButtonPolicy: Codable {}
extension AlertKeyboardAvoidance: Codable {}
#endif
