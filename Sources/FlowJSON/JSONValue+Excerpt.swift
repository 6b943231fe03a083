extension JSONValue {
    /// How many characters of a value an error message shows.
    static var excerptLimit: Int { MessageText.excerptLimit }

    /// The value on one line for an error message: the canonical compact text,
    /// cut after `excerptLimit` characters with how long it was, so that a
    /// megabyte of bad input does not become a megabyte of message.
    /// Characters a terminal would act on or hide are shown as `\uXXXX`.
    package var excerpt: String {
        VisibleText.escaping(Self.shortened(compactText))
    }

    /// `text` as a quoted JSON string, shortened and made visible like `excerpt`.
    package static func quoted(_ text: String) -> String {
        MessageText.quoted(text)
    }

    private static func shortened(_ text: String, total: Int? = nil) -> String {
        guard text.count > excerptLimit else { return text }
        return text.prefix(excerptLimit) + "… (\(total ?? text.count) characters)"
    }
}
