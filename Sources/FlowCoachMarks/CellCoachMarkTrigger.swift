/// When to show the coach mark of a table cell that starts off screen (the
/// seed's extended reading on the settings cell): only once the scrolling has
/// stopped (deceleration ended, or a drag released without momentum), only
/// when the cell's bottom is in view by more than 20 points, and only once,
/// so that fast scrolling back and forth, or a cell barely peeking in, never
/// shows it.
/// - JSON: machine
public struct CellCoachMarkTrigger: Sendable {
    /// The machine's name in specs.
    @_spi(FlowTools) public static let specName = "cell-coach-mark"

    /// How far inside the visible area the cell's bottom must be (the seed's 20).
    /// - JSON: bounds Bounds.length
    public let threshold: Double

    /// A trigger with the seed's 20-point threshold by default; throws
    /// `.outOfBounds` for one outside `Bounds.length`.
    public init(threshold: Double = 20) throws(CellCoachMarkTriggerError) {
        try Bounds.check(threshold, "threshold", in: Bounds.length, or: CellCoachMarkTriggerError.outOfBounds)
        self.threshold = threshold
    }

    /// Whether the mark has shown.
    /// - JSON: coded
    public struct State: Hashable, Sendable {
        /// The seed's flag: set once the mark shows, persisted, never reset.
        public var hasShown = false

        /// Not shown yet.
        public init() {}
    }

    /// What the host tells it.
    /// - JSON: coded
    public enum Event: Hashable, Sendable {
        /// The persisted flag at launch.
        case restored(hasShown: Bool)
        /// The scroll view stopped (`scrollViewDidEndDecelerating`, or
        /// `scrollViewDidEndDragging` without deceleration): the cell's frame
        /// and the visible area, both in the scroll view's content
        /// coordinates; `cell` is nil when the cell is not laid out.
        case scrollStopped(cell: LayoutRect?, visible: LayoutRect)
    }

    /// What the front does.
    /// - JSON: coded
    public enum Effect: Hashable, Sendable {
        /// Show the cell's coach mark now.
        case show
        /// Keep the flag.
        case persist(hasShown: Bool)
    }

    /// The state before any event.
    public var initialState: State { State() }

    /// Applies one event: the state changes and the commands asked for.
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .restored(let hasShown):
            state.hasShown = state.hasShown || hasShown
        case .scrollStopped(let cell, let visible):
            guard !state.hasShown, let cell, isRevealed(cell, in: visible) else { return }
            state.hasShown = true
            commands.append(.effect(.show))
            commands.append(.effect(.persist(hasShown: true)))
        }
    }

    /// Whether `cell`'s bottom lies in `visible` by more than `threshold`
    /// from either edge ("底部一定要出可视范围大于20"): more than `threshold`
    /// above the visible bottom, and more than `threshold` below the visible
    /// top, so a cell scrolled up until only a sliver of its bottom peeks in
    /// ("只露出一点") does not count either (K11).
    public func isRevealed(_ cell: LayoutRect, in visible: LayoutRect) -> Bool {
        let values = [cell.y, cell.height, visible.y, visible.height]
        guard values.allSatisfy({ $0.isFinite }) else { return false }
        return cell.maxY - visible.minY > threshold && visible.maxY - cell.maxY > threshold
    }
}

/// Why a cell coach-mark trigger configuration was rejected.
public enum CellCoachMarkTriggerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The threshold is outside `Bounds.length`.
    case outOfBounds(OutOfBounds)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .outOfBounds(let error): error.description
        }
    }
}
