/// What a part means to assistive technology: VoiceOver, Switch Control,
/// Full Keyboard Access, and ARIA on the web. A part with this is one
/// element a user reaches; a part without it is decoration, or is read
/// through the element that contains it.
///
/// The vocabulary is UIKit's (`accessibilityTraits`, `accessibilityLabel`,
/// `accessibilityValue`, `accessibilityHint`, the adjustable actions and the
/// escape gesture), and maps one to one onto ARIA roles and attributes.
public struct SceneAccessibility: Hashable, Sendable {
    /// What kind of element it is.
    public var traits: [Trait]
    /// What it is, in a few words ("确定", "滑块").
    public var label: String
    /// Its current value, for elements that have one ("50%", "已输入 2 位,共 4 位").
    public var value: String?
    /// What acting on it does, when the label does not say.
    public var hint: String?
    /// What a user can do to it besides reading it.
    public var actions: [Action]
    /// An adjustable element's value as a number within its range, which
    /// `value` says in words (ARIA's `aria-valuenow`, `aria-valuemin`,
    /// `aria-valuemax`; without it a browser reports a slider at 50).
    public var range: ValueRange?

    /// An element with a label, and by default no traits, value, hint, actions or range.
    public init(
        label: String, traits: [Trait] = [], value: String? = nil, hint: String? = nil, actions: [Action] = [], range: ValueRange? = nil
    ) {
        self.label = label
        self.traits = traits
        self.value = value
        self.hint = hint
        self.actions = actions
        self.range = range
    }

    /// A number within its bounds: an adjustable element's value.
    public struct ValueRange: Hashable, Sendable {
        /// The value now, within `minimum...maximum`.
        public var now: Double
        /// The least value.
        public var minimum: Double
        /// The greatest value.
        public var maximum: Double

        /// `now` within `minimum...maximum` (clamped into it, and the bounds
        /// put in order; a value that is not finite counts as the minimum).
        public init(now: Double, minimum: Double, maximum: Double) {
            let low = minimum.isFinite ? minimum : 0
            let high = maximum.isFinite ? max(maximum, low) : low
            self.minimum = low
            self.maximum = high
            self.now = now.isFinite ? min(max(now, low), high) : low
        }
    }

    /// The kinds of element (UIKit's traits; ARIA's roles and states).
    public enum Trait: String, Hashable, Sendable, CaseIterable {
        /// Activating it does something (`button`).
        case button
        /// Increment and decrement move its value (`slider`).
        case adjustable
        /// A heading for what follows (`heading`).
        case header
        /// Text that does not change by itself.
        case staticText
        /// A picture (`img`).
        case image
        /// It is the selected one of its kind (`aria-selected`, `aria-pressed`).
        case selected
        /// It cannot be used now (`aria-disabled`).
        case notEnabled
        /// Its value changes often, so it is read when it settles (a spinner, a live status).
        case updatesFrequently
        /// Text a user edits (`textbox`).
        case textEntry
    }

    /// What a user can do to an element.
    public enum Action: Hashable, Sendable {
        /// Activate it (a double tap; Enter or Space).
        case activate
        /// Move its value up (swipe up; the right or up arrow).
        case increment
        /// Move its value down (swipe down; the left or down arrow).
        case decrement
        /// Dismiss what it belongs to (the two-finger Z; Escape).
        case escape
        /// An action of the component's own, by name (a rotor action).
        case custom(name: String)
    }
}

extension ScenePart {
    /// The part with `accessibility` as its meaning to assistive technology.
    public func accessible(_ accessibility: SceneAccessibility) -> ScenePart {
        var part = self
        part.accessibility = accessibility
        return part
    }
}

extension MachineScene {
    /// The parts that are elements, in the order assistive technology reads
    /// them: the order they are drawn in, back to front, which each scene
    /// arranges as its reading order (title before message before buttons).
    public var accessibilityElements: [ScenePart] {
        parts.filter { $0.accessibility != nil }
    }
}
