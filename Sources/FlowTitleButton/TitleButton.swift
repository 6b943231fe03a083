/// A navigation title that opens a menu (the seed's HQTitleButton): the
/// title with a down arrow after it that turns up while selected, or "首页"
/// alone when there is no title yet.
/// - JSON: machine
public struct TitleButton: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "title-button"

    /// The title it starts with (the seed's account screen name).
    public let title: String?
    /// Its look. Its members are the configuration's own: `arrowSize`, and
    /// optionally the rest, each with the seed's default.
    /// - JSON: flattened
    public let style: TitleButtonStyle
    /// Measures the title.
    public let measurer: AnyTextMeasuring

    /// A title button.
    public init(title: String?, style: TitleButtonStyle, measurer: AnyTextMeasuring = EstimatedTextMeasurer()) {
        self.title = title
        self.style = style
        self.measurer = measurer
    }

    /// The title shown and whether the menu is open; the layout follows from
    /// them (``layout(for:)``).
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The current title (nil: the home title).
        public var title: String?
        /// Whether the menu it stands for is open.
        public var isSelected = false

        /// A button showing `title`, not selected.
        public init(title: String?, isSelected: Bool = false) {
            self.title = title
            self.isSelected = isSelected
        }
    }

    /// What the front reports.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The button was tapped: it toggles.
        case tapped
        /// The title arrived or changed (nil: back to the home title).
        case titleChanged(title: String?)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Draw the button this way.
        case render(layout: TitleButtonLayout)
        /// Open (selected) or close the menu the button stands for.
        /// - JSON: was selectionChanged
        case setSelected(isSelected: Bool)
    }

    public var initialState: State { State(title: title) }

    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .tapped:
            state.isSelected.toggle()
            commands.append(.effect(.render(layout: layout(for: state))))
            commands.append(.effect(.setSelected(isSelected: state.isSelected)))
        case .titleChanged(let title):
            guard title != state.title else { return }
            state.title = title
            commands.append(.effect(.render(layout: layout(for: state))))
        }
    }

    /// The layout to draw in `state` (for the first render, `initialState`'s).
    public func layout(for state: State) -> TitleButtonLayout {
        TitleButtonLayout.make(title: state.title, isSelected: state.isSelected, style: style, measurer: measurer)
    }
}
