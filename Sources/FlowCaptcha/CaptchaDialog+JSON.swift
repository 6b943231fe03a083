extension CaptchaDialog: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "captcha" }

    /// Configuration: `kind` (default `"blockPuzzle"`), `phone`, `clientUid`,
    /// `geometry`, `style` and `timings` (partial), `envelope` (`"errcode"`, the
    /// seed's and the default, or `"ajCaptcha"`), `expiredCodes` (default `["6110"]`),
    /// `accessibility` (partial: `adjustmentStep` 0.02, `alternative` `"none"`),
    /// `reducesMotion` (false), `measurer` (the estimated one), `texts`
    /// (partial; the seed's), `robotCheck` (`"seed"`, the default, or `"strict"`).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            kind phone clientUid geometry style timings envelope expiredCodes accessibility reducesMotion measurer texts
            robotCheck
            """)
        let kind: CaptchaKind = try c.decode("kind", default: .blockPuzzle)
        let phone: String? = try c.decodeIfPresent("phone", as: String.self)
        let clientUid: String? = try c.decodeIfPresent("clientUid", as: String.self)
        let geometry: CaptchaGeometry = try c.decode("geometry", default: CaptchaGeometry())
        let style: CaptchaStyle = try c.decode("style", default: CaptchaStyle())
        let timings: CaptchaTimings = try c.decode("timings", default: CaptchaTimings())
        let envelope: CaptchaEnvelope = try c.decode("envelope", default: .errcode)
        let expiredCodes: Set<String> = Set(try c.decode("expiredCodes", default: ["6110"]))
        let accessibility: CaptchaAccessibility = try c.decode("accessibility", default: CaptchaAccessibility())
        let reducesMotion: Bool = try c.decode("reducesMotion", default: false)
        let measurer: AnyTextMeasuring = try c.measurer("measurer")
        let texts: CaptchaTexts = try c.decode("texts", default: CaptchaTexts())
        let robotCheck: CaptchaRobotCheck = try c.decode("robotCheck", default: .seed)
        self = try JSONDecodingError.validating { () throws(CaptchaConfigurationError) in
            try CaptchaDialog(
                kind: kind, phone: phone, clientUid: clientUid, geometry: geometry, style: style, timings: timings, envelope: envelope,
                expiredCodes: expiredCodes, accessibility: accessibility, reducesMotion: reducesMotion, measurer: measurer, texts: texts,
                robotCheck: robotCheck
            )
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("kind", kind, unlessEqualTo: .blockPuzzle)
        c["phone"] = phone?.jsonValue
        c["clientUid"] = clientUid?.jsonValue
        c.set("geometry", geometry, unlessEqualTo: CaptchaGeometry())
        c.set("style", style, unlessEqualTo: CaptchaStyle())
        c.set("timings", timings, unlessEqualTo: CaptchaTimings())
        c.set("envelope", envelope, unlessEqualTo: .errcode)
        c.set("expiredCodes", expiredCodes, unlessEqualTo: ["6110"])
        c.set("accessibility", accessibility, unlessEqualTo: CaptchaAccessibility())
        c.set("reducesMotion", reducesMotion, unlessEqualTo: false)
        c.setMeasurer("measurer", measurer)
        c.set("texts", texts, unlessEqualTo: CaptchaTexts())
        c.set("robotCheck", robotCheck, unlessEqualTo: .seed)
        return .members(c)
    }
}

extension CaptchaRobotCheck: JSONCodable {}

#if !hasFeature(Embedded)
extension CaptchaRobotCheck: Codable {}
#endif

extension CaptchaDialog.Phase: JSONCodable {}

extension CaptchaDialog.DragSamples: JSONCodable {
    /// Every member, required but `firstStep`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("lastTranslation firstStep sawDifferentStep")
        self.init()
        lastTranslation = try c.decode("lastTranslation")
        firstStep = try c.decodeIfPresent("firstStep")
        sawDifferentStep = try c.decode("sawDifferentStep")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members(["lastTranslation": lastTranslation.jsonValue, "firstStep": firstStep?.jsonValue, "sawDifferentStep": sawDifferentStep.jsonValue])
    }
}

extension CaptchaDialog.Tip: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text color")
        self.init(text: try c.decode("text"), color: try c.decode("color"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["text": text.jsonValue, "color": color.jsonValue]) }
}

extension CaptchaDialog.State: JSONCodable {
    /// Every member, required but `challenge`, `pendingRequest`, `tip`, `verification`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            phase challenge lastRequest pendingRequest thumbOffset pieceOffset drag taps tip verification isVoiceOverRunning
            isKeyboardInUse
            """)
        self.init()
        phase = try c.decode("phase")
        challenge = try c.decodeIfPresent("challenge")
        lastRequest = try c.decode("lastRequest")
        pendingRequest = try c.decodeIfPresent("pendingRequest")
        thumbOffset = try c.decode("thumbOffset")
        pieceOffset = try c.decode("pieceOffset")
        drag = try c.decode("drag")
        taps = try c.decode("taps")
        tip = try c.decodeIfPresent("tip")
        verification = try c.decodeIfPresent("verification")
        isVoiceOverRunning = try c.decode("isVoiceOverRunning")
        isKeyboardInUse = try c.decode("isKeyboardInUse")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("phase", phase)
        object.set("challenge", challenge)
        object.set("lastRequest", lastRequest)
        object.set("pendingRequest", pendingRequest)
        object.set("thumbOffset", thumbOffset)
        object.set("pieceOffset", pieceOffset)
        object.set("drag", drag)
        object.set("taps", taps)
        object.set("tip", tip)
        object.set("verification", verification)
        object.set("isVoiceOverRunning", isVoiceOverRunning)
        object.set("isKeyboardInUse", isKeyboardInUse)
        return object.value
    }
}

extension CaptchaDialog.Event: JSONCodable {
    /// The case by its name, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: [
            "open": "openRequested", "refresh": "refreshTapped", "response": "responseReceived", "reload": "reloadDue",
            "closeAfterSuccess": "closeDue", "increment": "incremented", "decrement": "decremented", "submit": "submitted",
            "key": "keyPressed"
        ])
        switch value.name {
        case "openRequested": self = .openRequested(timestamp: try value.members("timestamp").decodeIfPresent("timestamp"))
        case "refreshTapped": self = .refreshTapped(timestamp: try value.members("timestamp").decodeIfPresent("timestamp"))
        case "responseReceived":
            let c = try value.members("request body")
            self = .responseReceived(request: try c.decode("request"), body: try c.decode("body"))
        case "requestFailed":
            let c = try value.members("request message")
            self = .requestFailed(request: try c.decode("request"), message: try c.decode("message"))
        case "requestTimedOut": self = .requestTimedOut(request: try value.value("request"))
        case "dragBegan": self = .dragBegan
        case "dragMoved": self = .dragMoved(translation: try value.value("translation"))
        case "dragEnded": self = .dragEnded(translation: try value.value("translation"))
        case "tapped": self = .tapped(at: try value.value("at"))
        case "maskTapped": self = .maskTapped
        case "tokenExpired": self = .tokenExpired
        case "reloadDue": self = .reloadDue
        case "closeDue": self = .closeDue
        case "incremented": self = .incremented
        case "decremented": self = .decremented
        case "submitted": self = .submitted
        case "voiceOverChanged": self = .voiceOverChanged(isRunning: try value.value("isRunning"))
        case "alternativeChosen": self = .alternativeChosen
        case "keyPressed": self = .keyPressed(try value.payload())
        default: throw value.unknown(among: """
            openRequested refreshTapped responseReceived requestFailed requestTimedOut dragBegan dragMoved dragEnded tapped
            maskTapped tokenExpired reloadDue closeDue incremented decremented submitted voiceOverChanged alternativeChosen
            keyPressed
            """)
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .openRequested(let timestamp): .enumCase("openRequested", ["timestamp": timestamp?.jsonValue])
        case .refreshTapped(let timestamp): .enumCase("refreshTapped", ["timestamp": timestamp?.jsonValue])
        case .responseReceived(let request, let body): .enumCase("responseReceived", ["request": request.jsonValue, "body": body.jsonValue])
        case .requestFailed(let request, let message): .enumCase("requestFailed", ["request": request.jsonValue, "message": message.jsonValue])
        case .requestTimedOut(let request): .enumCase("requestTimedOut", ["request": request.jsonValue])
        case .dragBegan: .string("dragBegan")
        case .dragMoved(let translation): .enumCase("dragMoved", ["translation": translation.jsonValue])
        case .dragEnded(let translation): .enumCase("dragEnded", ["translation": translation.jsonValue])
        case .tapped(let at): .enumCase("tapped", ["at": at.jsonValue])
        case .maskTapped: .string("maskTapped")
        case .tokenExpired: .string("tokenExpired")
        case .reloadDue: .string("reloadDue")
        case .closeDue: .string("closeDue")
        case .incremented: .string("incremented")
        case .decremented: .string("decremented")
        case .submitted: .string("submitted")
        case .voiceOverChanged(let isRunning): .enumCase("voiceOverChanged", ["isRunning": isRunning.jsonValue])
        case .alternativeChosen: .string("alternativeChosen")
        case .keyPressed(let value): .enumCase("keyPressed", payload: value.jsonValue)
        }
    }
}

extension CaptchaDialog.Effect: JSONCodable {
    /// One of `request`, `showChallenge`, `animate`, `showAlert`, `finish`, `announce`, `startAlternative`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["alert": "showAlert", "alternativeRequested": "startAlternative", "finished": "finish"])
        switch value.name {
        case "request":
            let c = try value.members("id path body")
            self = .request(id: try c.decode("id"), path: try c.decode("path"), body: try c.decode("body"))
        case "showChallenge":
            let c = try value.members("background piece pieceSize words")
            self = .showChallenge(
                background: try c.decode("background"), piece: try c.decodeIfPresent("piece"), pieceSize: try c.decode("pieceSize"),
                words: try c.decode("words")
            )
        case "animate": self = .animate(timeline: try value.value("timeline"))
        case "showAlert":
            let c = try value.members("title message buttons")
            self = .showAlert(title: try c.decode("title"), message: try c.decode("message"), buttons: try c.decode("buttons"))
        case "finish": self = .finish(verification: try value.members("verification").decodeIfPresent("verification"))
        case "announce": self = .announce(text: try value.value("text"))
        case "startAlternative": self = .startAlternative
        default: throw value.unknown(among: "request showChallenge animate showAlert finish announce startAlternative")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .request(let id, let path, let body): .enumCase("request", ["id": id.jsonValue, "path": path.jsonValue, "body": body.jsonValue])
        case .showChallenge(let background, let piece, let pieceSize, let words): .enumCase(
            "showChallenge",
            ["background": background.jsonValue, "piece": piece?.jsonValue, "pieceSize": pieceSize.jsonValue, "words": words.jsonValue]
        )
        case .animate(let timeline): .enumCase("animate", ["timeline": timeline.jsonValue])
        case .showAlert(let title, let message, let buttons): .enumCase(
            "showAlert", ["title": title.jsonValue, "message": message.jsonValue, "buttons": buttons.jsonValue]
        )
        case .finish(let verification): .enumCase("finish", ["verification": verification?.jsonValue])
        case .announce(let text): .enumCase("announce", ["text": text.jsonValue])
        case .startAlternative: .string("startAlternative")
        }
    }
}

extension CaptchaLayout: JSONCodable {
    /// Every member, required but `piece`, `tipLabel`, `thumb`, `clickTip`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("content image piece tipLabel slider thumb clickTip markers failureTip failureTipContent")
        self.init(
            content: try c.decode("content"), image: try c.decode("image"), piece: try c.decodeIfPresent("piece"),
            tipLabel: try c.decodeIfPresent("tipLabel"), slider: try c.decode("slider"), thumb: try c.decodeIfPresent("thumb"),
            clickTip: try c.decodeIfPresent("clickTip"), markers: try c.decode("markers"), failureTip: try c.decode("failureTip"),
            failureTipContent: try c.decode("failureTipContent")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members([
            "content": content.jsonValue, "image": image.jsonValue, "piece": piece?.jsonValue, "tipLabel": tipLabel?.jsonValue,
            "slider": slider.jsonValue, "thumb": thumb?.jsonValue, "clickTip": clickTip?.jsonValue, "markers": markers.jsonValue,
            "failureTip": failureTip.jsonValue, "failureTipContent": failureTipContent.jsonValue,
        ])
    }
}

extension CaptchaLayout.Marker: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("number frame")
        self.init(number: try c.decode("number"), frame: try c.decode("frame"))
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["number": number.jsonValue, "frame": frame.jsonValue]) }
}

extension CaptchaChallenge: JSONCodable {
    /// Every member, required but `secretKey`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("token secretKey words pieceSize")
        self.init(
            token: try c.decode("token"), secretKey: try c.decodeIfPresent("secretKey"), words: try c.decode("words"),
            pieceSize: try c.decode("pieceSize")
        )
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue {
        .members(["token": token.jsonValue, "secretKey": secretKey?.jsonValue, "words": words.jsonValue, "pieceSize": pieceSize.jsonValue])
    }
}

extension CaptchaAccessibility: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("adjustmentStep alternative")
        self.init()
        try c.update(&adjustmentStep, from: "adjustmentStep", schemaBounds: CaptchaAccessibility.adjustmentSteps)
        try c.update(&alternative, from: "alternative")
    }

    /// Every member.
    public var jsonValue: JSONValue { .object(["adjustmentStep": adjustmentStep.jsonValue, "alternative": alternative.jsonValue]) }
}

extension CaptchaAccessibility.Alternative: JSONCodable {}

extension CaptchaEnvelope: JSONCodable {}

extension CaptchaResponseBody: JSONCodable {
    /// A string is raw text; anything else is parsed JSON.
    public init(json: JSONInput) {
        if case .string(let text) = json.value { self = .text(text) } else { self = .json(json.value) }
    }

    /// The text as a string, or the JSON itself.
    public var jsonValue: JSONValue {
        switch self {
        case .text(let text): .string(text)
        case .json(let value): value
        }
    }
}

extension CaptchaKind: JSONCodable {}

extension CaptchaGeometry: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            contentSize cornerRadius image tipLabel tipText slider sliderCornerRadius thumb fallbackPieceSize failureTipHeight
            failureTip markerSize clickTipHeight serverImageSize
            """)
        self.init()
        try c.update(&contentSize, from: "contentSize", schemaBounds: Bounds.sizeMembers)
        try c.update(&cornerRadius, from: "cornerRadius", schemaBounds: Bounds.length)
        try c.update(&image, from: "image", schemaBounds: Bounds.rectMembers)
        try c.update(&tipLabel, from: "tipLabel", schemaBounds: Bounds.rectMembers)
        try c.update(&tipText, from: "tipText")
        try c.update(&slider, from: "slider", schemaBounds: Bounds.rectMembers)
        try c.update(&sliderCornerRadius, from: "sliderCornerRadius", schemaBounds: Bounds.length)
        try c.update(&thumb, from: "thumb", schemaBounds: Bounds.rectMembers)
        try c.update(&fallbackPieceSize, from: "fallbackPieceSize", schemaBounds: Bounds.sizeMembers)
        try c.update(&failureTipHeight, from: "failureTipHeight", schemaBounds: Bounds.length)
        try c.update(&failureTip, from: "failureTip")
        try c.update(&markerSize, from: "markerSize", schemaBounds: Bounds.length)
        try c.update(&clickTipHeight, from: "clickTipHeight", schemaBounds: Bounds.length)
        try c.update(&serverImageSize, from: "serverImageSize", schemaBounds: Bounds.sizeMembers)
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "contentSize": contentSize.jsonValue, "cornerRadius": cornerRadius.jsonValue, "image": image.jsonValue, "tipLabel": tipLabel.jsonValue,
            "tipText": tipText.jsonValue, "slider": slider.jsonValue, "sliderCornerRadius": sliderCornerRadius.jsonValue, "thumb": thumb.jsonValue,
            "fallbackPieceSize": fallbackPieceSize.jsonValue, "failureTipHeight": failureTipHeight.jsonValue, "failureTip": failureTip.jsonValue,
            "markerSize": markerSize.jsonValue, "clickTipHeight": clickTipHeight.jsonValue, "serverImageSize": serverImageSize.jsonValue,
        ])
    }
}

extension CaptchaTimings: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            successCloseDelay failureTipRise failureTipHold failureTipFall resetDuration clickWordRetryDelay tokenLifetime
            requestTimeout
            """)
        self.init()
        try c.update(&successCloseDelay, from: "successCloseDelay", schemaBounds: Bounds.duration)
        try c.update(&failureTipRise, from: "failureTipRise", schemaBounds: Bounds.duration)
        try c.update(&failureTipHold, from: "failureTipHold", schemaBounds: Bounds.duration)
        try c.update(&failureTipFall, from: "failureTipFall", schemaBounds: Bounds.duration)
        try c.update(&resetDuration, from: "resetDuration", schemaBounds: Bounds.duration)
        try c.update(&clickWordRetryDelay, from: "clickWordRetryDelay", schemaBounds: Bounds.duration)
        try c.update(&tokenLifetime, from: "tokenLifetime", schemaBounds: Bounds.duration)
        try c.update(&requestTimeout, from: "requestTimeout", schemaBounds: Bounds.duration)
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "successCloseDelay": successCloseDelay.jsonValue, "failureTipRise": failureTipRise.jsonValue, "failureTipHold": failureTipHold.jsonValue,
            "failureTipFall": failureTipFall.jsonValue, "resetDuration": resetDuration.jsonValue,
            "clickWordRetryDelay": clickWordRetryDelay.jsonValue, "tokenLifetime": tokenLifetime.jsonValue, "requestTimeout": requestTimeout.jsonValue,
        ])
    }
}

extension CaptchaFailureTip: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("text highlightedCharacters textColor highlightColor background font textInset textWidth")
        self.init()
        try c.update(&text, from: "text")
        try c.update(&highlightedCharacters, from: "highlightedCharacters", schemaBounds: Bounds.count)
        try c.update(&textColor, from: "textColor")
        try c.update(&highlightColor, from: "highlightColor")
        try c.update(&background, from: "background")
        try c.update(&font, from: "font")
        try c.update(&textInset, from: "textInset", schemaBounds: Bounds.length)
        try c.update(&textWidth, from: "textWidth", schemaBounds: Bounds.length)
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "text": text.jsonValue, "highlightedCharacters": highlightedCharacters.jsonValue, "textColor": textColor.jsonValue,
            "highlightColor": highlightColor.jsonValue, "background": background.jsonValue, "font": font.jsonValue, "textInset": textInset.jsonValue,
            "textWidth": textWidth.jsonValue,
        ])
    }
}

extension CaptchaStyle: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            mask contentBackground imageBackground tipColor tipFont sliderBackground sliderBorderWidth sliderBorder
            sliderSuccessBorder sliderFailureBorder clickTipFont markerBackground markerText markerFont markerCornerRadius
            contentSize
            """)
        self.init()
        try c.update(&mask, from: "mask")
        try c.update(&contentBackground, from: "contentBackground")
        try c.update(&imageBackground, from: "imageBackground")
        try c.update(&tipColor, from: "tipColor")
        try c.update(&tipFont, from: "tipFont")
        try c.update(&sliderBackground, from: "sliderBackground")
        try c.update(&sliderBorderWidth, from: "sliderBorderWidth", schemaBounds: Bounds.length)
        try c.update(&sliderBorder, from: "sliderBorder")
        try c.update(&sliderSuccessBorder, from: "sliderSuccessBorder")
        try c.update(&sliderFailureBorder, from: "sliderFailureBorder")
        try c.update(&clickTipFont, from: "clickTipFont")
        try c.update(&markerBackground, from: "markerBackground")
        try c.update(&markerText, from: "markerText")
        try c.update(&markerFont, from: "markerFont")
        try c.update(&markerCornerRadius, from: "markerCornerRadius", schemaBounds: Bounds.length)
        try c.update(&contentSize, from: "contentSize")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "mask": mask.jsonValue, "contentBackground": contentBackground.jsonValue, "imageBackground": imageBackground.jsonValue,
            "tipColor": tipColor.jsonValue, "tipFont": tipFont.jsonValue, "sliderBackground": sliderBackground.jsonValue,
            "sliderBorderWidth": sliderBorderWidth.jsonValue, "sliderBorder": sliderBorder.jsonValue,
            "sliderSuccessBorder": sliderSuccessBorder.jsonValue, "sliderFailureBorder": sliderFailureBorder.jsonValue,
            "clickTipFont": clickTipFont.jsonValue, "markerBackground": markerBackground.jsonValue, "markerText": markerText.jsonValue,
            "markerFont": markerFont.jsonValue, "markerCornerRadius": markerCornerRadius.jsonValue, "contentSize": contentSize.jsonValue,
        ])
    }
}

extension CaptchaTexts: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            loading clickPrompt checking failure success alertTitle alertButton timeout thumbLabel thumbHint alternative puzzleImage
            clickImage clickImageValue
            """)
        self.init()
        try c.update(&loading, from: "loading")
        try c.update(&clickPrompt, from: "clickPrompt")
        try c.update(&checking, from: "checking")
        try c.update(&failure, from: "failure")
        try c.update(&success, from: "success")
        try c.update(&alertTitle, from: "alertTitle")
        try c.update(&alertButton, from: "alertButton")
        try c.update(&timeout, from: "timeout")
        try c.update(&thumbLabel, from: "thumbLabel")
        try c.update(&thumbHint, from: "thumbHint")
        try c.update(&alternative, from: "alternative")
        try c.update(&puzzleImage, from: "puzzleImage")
        try c.update(&clickImage, from: "clickImage")
        try c.update(&clickImageValue, from: "clickImageValue")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "loading": loading.jsonValue, "clickPrompt": clickPrompt.jsonValue, "checking": checking.jsonValue, "failure": failure.jsonValue,
            "success": success.jsonValue,
            "alertTitle": alertTitle.jsonValue, "alertButton": alertButton.jsonValue, "timeout": timeout.jsonValue,
            "thumbLabel": thumbLabel.jsonValue, "thumbHint": thumbHint.jsonValue, "alternative": alternative.jsonValue,
            "puzzleImage": puzzleImage.jsonValue, "clickImage": clickImage.jsonValue, "clickImageValue": clickImageValue.jsonValue,
        ])
    }
}

#if !hasFeature(Embedded)
extension CaptchaDialog: CodableThroughJSON {}
extension CaptchaDialog.DragSamples: CodableThroughJSON {}
extension CaptchaDialog.Tip: CodableThroughJSON {}
extension CaptchaDialog.State: CodableThroughJSON {}
extension CaptchaDialog.Event: CodableThroughJSON {}
extension CaptchaDialog.Effect: CodableThroughJSON {}
extension CaptchaLayout: CodableThroughJSON {}
extension CaptchaLayout.Marker: CodableThroughJSON {}
extension CaptchaChallenge: CodableThroughJSON {}
extension CaptchaAccessibility: CodableThroughJSON {}
extension CaptchaResponseBody: CodableThroughJSON {}
extension CaptchaGeometry: CodableThroughJSON {}
extension CaptchaTimings: CodableThroughJSON {}
extension CaptchaFailureTip: CodableThroughJSON {}
extension CaptchaStyle: CodableThroughJSON {}
extension CaptchaTexts: CodableThroughJSON {}
extension CaptchaDialog.Phase: Codable {}
extension CaptchaAccessibility.Alternative: Codable {}
extension CaptchaEnvelope: Codable {}
extension CaptchaKind: Codable {}
#endif
