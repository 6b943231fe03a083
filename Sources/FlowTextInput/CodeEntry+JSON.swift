extension CodeEntry: JSONMachine {
    /// The machine's name in specs.
    public static var specName: String { "code-entry" }

    /// Configuration: `length` (default 4), `alphabet` (default `"digits"`),
    /// `isSecure` (default false), `mask` (default "●"), `style` (partial; the
    /// seed's), `measurer` (the estimated one).
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("length alphabet isSecure mask style measurer")
        let length = try c.decode("length", default: 4, schemaBounds: 1...CodeEntry.maximumLength)
        let alphabet: CodeAlphabet = try c.decode("alphabet", default: .digits)
        let isSecure: Bool = try c.decode("isSecure", default: false)
        let mask: String = try c.decode("mask", default: "●")
        let style: CodeEntryStyle = try c.decode("style", default: CodeEntryStyle())
        let measurer: AnyTextMeasuring = try c.measurer("measurer")
        self = try JSONDecodingError.validating { () throws(CodeEntryError) in
            try CodeEntry(length: length, alphabet: alphabet, isSecure: isSecure, mask: mask, style: style, measurer: measurer)
        }
    }

    /// The configuration, leaving out what is the default.
    public var jsonValue: JSONValue {
        var c: [String: JSONValue?] = [:]
        c.set("length", length, unlessEqualTo: 4)
        c.set("alphabet", alphabet, unlessEqualTo: .digits)
        c.set("isSecure", isSecure, unlessEqualTo: false)
        c.set("mask", mask, unlessEqualTo: "●")
        c.set("style", style, unlessEqualTo: CodeEntryStyle())
        c.setMeasurer("measurer", measurer)
        return .members(c)
    }
}

extension CodeEntry.State: JSONCodable {
    /// Every member, required but `errorMessage`, `focusedCell`.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("code errorMessage imageNonce isClosed focusedCell")
        self.init()
        code = try c.decode("code")
        errorMessage = try c.decodeIfPresent("errorMessage")
        imageNonce = try c.decode("imageNonce")
        isClosed = try c.decode("isClosed")
        focusedCell = try c.decodeIfPresent("focusedCell")
    }

    /// Every member; nil ones left out.
    public var jsonValue: JSONValue { jsonValue(keeping: nil) }

    /// Every member (nil ones left out), or those `template` names, each written only then.
    public func jsonValue(keeping template: JSONValue?) -> JSONValue {
        var object = JSONMembersWriter(keeping: template)
        object.set("code", code)
        object.set("errorMessage", errorMessage)
        object.set("imageNonce", imageNonce)
        object.set("isClosed", isClosed)
        object.set("focusedCell", focusedCell)
        return object.value
    }
}

extension CodeEntry.Event: JSONCodable {
    /// The case by its name, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: [
            "type": "typed", "deleteBackward": "deletedBackward", "paste": "pasted", "clear": "clearRequested",
            "regenerate": "regenerateTapped", "close": "closeTapped", "showError": "errorMessageChanged", "key": "keyPressed"
        ])
        switch value.name {
        case "typed": self = .typed(text: try value.value("text"))
        case "deletedBackward": self = .deletedBackward
        case "pasted": self = .pasted(text: try value.value("text"))
        case "clearRequested": self = .clearRequested
        case "regenerateTapped": self = .regenerateTapped
        case "closeTapped": self = .closeTapped
        case "errorMessageChanged": self = .errorMessageChanged(message: try value.value("message"))
        case "cellTapped": self = .cellTapped(index: try value.value("index"))
        case "keyPressed": self = .keyPressed(try value.payload())
        default: throw value.unknown(among: """
            typed deletedBackward pasted clearRequested regenerateTapped closeTapped errorMessageChanged cellTapped keyPressed
            """)
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .typed(let text): .enumCase("typed", ["text": text.jsonValue])
        case .deletedBackward: .string("deletedBackward")
        case .pasted(let text): .enumCase("pasted", ["text": text.jsonValue])
        case .clearRequested: .string("clearRequested")
        case .regenerateTapped: .string("regenerateTapped")
        case .closeTapped: .string("closeTapped")
        case .errorMessageChanged(let message): .enumCase("errorMessageChanged", ["message": message.jsonValue])
        case .cellTapped(let index): .enumCase("cellTapped", ["index": index.jsonValue])
        case .keyPressed(let value): .enumCase("keyPressed", payload: value.jsonValue)
        }
    }
}

extension CodeEntry.Effect: JSONCodable {
    /// One of `finish`, `notifyRejected`, `reloadImage`, `close`, `announce`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase(renamed: ["completed": "finish", "rejected": "notifyRejected", "closed": "close"])
        switch value.name {
        case "finish": self = .finish(code: try value.value("code"))
        case "notifyRejected": self = .notifyRejected(characters: try value.value("characters"))
        case "reloadImage": self = .reloadImage(nonce: try value.value("nonce"))
        case "close": self = .close
        case "announce": self = .announce(text: try value.value("text"))
        default: throw value.unknown(among: "finish notifyRejected reloadImage close announce")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .finish(let code): .enumCase("finish", ["code": code.jsonValue])
        case .notifyRejected(let characters): .enumCase("notifyRejected", ["characters": characters.jsonValue])
        case .reloadImage(let nonce): .enumCase("reloadImage", ["nonce": nonce.jsonValue])
        case .close: .string("close")
        case .announce(let text): .enumCase("announce", ["text": text.jsonValue])
        }
    }
}

extension CodeCell: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("index text isFilled isFocused")
        self.init(index: try c.decode("index"), text: try c.decode("text"), isFilled: try c.decode("isFilled"), isFocused: try c.decode("isFocused"))
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object(["index": index.jsonValue, "text": text.jsonValue, "isFilled": isFilled.jsonValue, "isFocused": isFocused.jsonValue])
    }
}

extension CodeEntryStyle: JSONCodable {
    /// Every member optional: what is left out keeps the seed's value.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("""
            dim card cardCornerRadius cardSideInset cardTop cardAspectRatio closeSize margin closeImage title titleFont
            labelHeight errorColor errorFont pictureTop pictureMargin regenerateBackground regenerateImage cellSpacing
            cellCornerRadius cellBorderWidth focusedBorder cellBorder layoutDirection contentSize closeLabel pictureLabel
            regenerateLabel cellsValue
            """)
        self.init()
        try c.update(&dim, from: "dim")
        try c.update(&card, from: "card")
        try c.update(&cardCornerRadius, from: "cardCornerRadius", schemaBounds: Bounds.length)
        try c.update(&cardSideInset, from: "cardSideInset", schemaBounds: Bounds.length)
        try c.update(&cardTop, from: "cardTop", schemaBounds: Bounds.length)
        try c.update(&cardAspectRatio, from: "cardAspectRatio", schemaBounds: 0.1...10)
        try c.update(&closeSize, from: "closeSize", schemaBounds: Bounds.length)
        try c.update(&margin, from: "margin", schemaBounds: Bounds.length)
        try c.update(&closeImage, from: "closeImage")
        try c.update(&title, from: "title")
        try c.update(&titleFont, from: "titleFont")
        try c.update(&labelHeight, from: "labelHeight", schemaBounds: Bounds.length)
        try c.update(&errorColor, from: "errorColor")
        try c.update(&errorFont, from: "errorFont")
        try c.update(&pictureTop, from: "pictureTop", schemaBounds: Bounds.length)
        try c.update(&pictureMargin, from: "pictureMargin", schemaBounds: Bounds.length)
        try c.update(&regenerateBackground, from: "regenerateBackground")
        try c.update(&regenerateImage, from: "regenerateImage")
        try c.update(&cellSpacing, from: "cellSpacing", schemaBounds: Bounds.length)
        try c.update(&cellCornerRadius, from: "cellCornerRadius", schemaBounds: Bounds.length)
        try c.update(&cellBorderWidth, from: "cellBorderWidth", schemaBounds: Bounds.length)
        try c.update(&focusedBorder, from: "focusedBorder")
        try c.update(&cellBorder, from: "cellBorder")
        try c.update(&layoutDirection, from: "layoutDirection")
        try c.update(&contentSize, from: "contentSize")
        try c.update(&closeLabel, from: "closeLabel")
        try c.update(&pictureLabel, from: "pictureLabel")
        try c.update(&regenerateLabel, from: "regenerateLabel")
        try c.update(&cellsValue, from: "cellsValue")
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "dim": dim.jsonValue, "card": card.jsonValue, "cardCornerRadius": cardCornerRadius.jsonValue, "cardSideInset": cardSideInset.jsonValue,
            "cardTop": cardTop.jsonValue, "cardAspectRatio": cardAspectRatio.jsonValue, "closeSize": closeSize.jsonValue, "margin": margin.jsonValue,
            "closeImage": closeImage.jsonValue, "title": title.jsonValue, "titleFont": titleFont.jsonValue, "labelHeight": labelHeight.jsonValue,
            "errorColor": errorColor.jsonValue, "errorFont": errorFont.jsonValue, "pictureTop": pictureTop.jsonValue,
            "pictureMargin": pictureMargin.jsonValue, "regenerateBackground": regenerateBackground.jsonValue,
            "regenerateImage": regenerateImage.jsonValue, "cellSpacing": cellSpacing.jsonValue, "cellCornerRadius": cellCornerRadius.jsonValue,
            "cellBorderWidth": cellBorderWidth.jsonValue, "focusedBorder": focusedBorder.jsonValue, "cellBorder": cellBorder.jsonValue,
            "layoutDirection": layoutDirection.jsonValue, "contentSize": contentSize.jsonValue, "closeLabel": closeLabel.jsonValue,
            "pictureLabel": pictureLabel.jsonValue, "regenerateLabel": regenerateLabel.jsonValue, "cellsValue": cellsValue.jsonValue,
        ])
    }
}

extension CodeEntryLayout: JSONCodable {
    /// Every member, required.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let c = try json.members("card close title error picture regenerate cells")
        self.init(
            card: try c.decode("card"), close: try c.decode("close"), title: try c.decode("title"), error: try c.decode("error"),
            picture: try c.decode("picture"), regenerate: try c.decode("regenerate"), cells: try c.decode("cells")
        )
    }

    /// Every member.
    public var jsonValue: JSONValue {
        .object([
            "card": card.jsonValue, "close": close.jsonValue, "title": title.jsonValue, "error": error.jsonValue, "picture": picture.jsonValue,
            "regenerate": regenerate.jsonValue, "cells": cells.jsonValue,
        ])
    }
}

extension CodeAlphabet: JSONCodable {
    /// One of `digits`, `alphanumeric`, `characters`, with its payload.
    public init(json: JSONInput) throws(JSONDecodingError) {
        let value = try json.enumCase()
        switch value.name {
        case "digits": self = .digits
        case "alphanumeric": self = .alphanumeric(uppercased: try value.value("uppercased"))
        case "characters": self = .characters(set: try value.value("set"))
        default: throw value.unknown(among: "digits alphanumeric characters")
        }
    }

    /// The case by its name, with its payload.
    public var jsonValue: JSONValue {
        switch self {
        case .digits: .string("digits")
        case .alphanumeric(let uppercased): .enumCase("alphanumeric", ["uppercased": uppercased.jsonValue])
        case .characters(let set): .enumCase("characters", ["set": set.jsonValue])
        }
    }
}

#if !hasFeature(Embedded)
extension CodeEntry: CodableThroughJSON {}
extension CodeEntry.State: CodableThroughJSON {}
extension CodeEntry.Event: CodableThroughJSON {}
extension CodeEntry.Effect: CodableThroughJSON {}
extension CodeCell: CodableThroughJSON {}
extension CodeEntryStyle: CodableThroughJSON {}
extension CodeEntryLayout: CodableThroughJSON {}
extension CodeAlphabet: CodableThroughJSON {}
#endif
