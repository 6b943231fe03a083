/// A navigation title that opens a menu (the seed's HQTitleButton): the
/// title with a down arrow after it that turns up while selected, or "首页"
/// alone when there is no title yet.
public struct TitleButton: Machine, Sendable {
    /// The title it starts with (the seed's account screen name).
    public var title: String?
    /// Its look.
    public var style: TitleButtonStyle
    /// Measures the title.
    public var measurer: any TextMeasuring

    /// A title button.
    public init(title: String?, style: TitleButtonStyle, measurer: any TextMeasuring = EstimatedTextMeasurer()) {
        self.title = title
        self.style = style
        self.measurer = measurer
    }

    /// The title shown, whether the menu is open, and the layout drawn.
    public struct State: Equatable, Codable, Sendable {
        /// The current title (nil: the home title).
        public var title: String?
        /// Whether the menu it stands for is open.
        public var isSelected = false
        /// The layout last rendered.
        public var layout: TitleButtonLayout
    }

    /// What the front reports.
    public enum Event: Equatable, Codable, Sendable {
        case tapped
        /// The title arrived or changed (nil: back to the home title).
        case titleChanged(title: String?)
    }

    /// What the front does.
    public enum Effect: Equatable, Codable, Sendable {
        /// Draw the button this way.
        case render(layout: TitleButtonLayout)
        /// Open (selected) or close the menu the button stands for.
        case selectionChanged(isSelected: Bool)
    }

    public var initialState: State {
        State(title: title, layout: layout(title: title, isSelected: false))
    }

    public func reduce(_ state: inout State, _ event: Event) -> [Command<Event, Effect>] {
        switch event {
        case .tapped:
            state.isSelected.toggle()
            state.layout = layout(title: state.title, isSelected: state.isSelected)
            return [.effect(.render(layout: state.layout)), .effect(.selectionChanged(isSelected: state.isSelected))]
        case .titleChanged(let title):
            guard title != state.title else { return [] }
            state.title = title
            state.layout = layout(title: title, isSelected: state.isSelected)
            return [.effect(.render(layout: state.layout))]
        }
    }

    /// The layout for `title`, selected or not.
    public func layout(title: String?, isSelected: Bool) -> TitleButtonLayout {
        TitleButtonLayout.make(title: title, isSelected: isSelected, style: style, measurer: measurer)
    }
}
