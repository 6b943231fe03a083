/// Which way a layout reads (UIKit's `userInterfaceLayoutDirection`): layouts
/// that have a leading and a trailing side mirror for right-to-left languages.
public enum ReadingDirection: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Left to right (English, Chinese).
    case leftToRight
    /// Right to left (Arabic, Hebrew): layouts mirror.
    case rightToLeft
}
