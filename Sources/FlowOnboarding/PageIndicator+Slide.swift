extension PageIndicator {
    public func reduce(_ state: inout State, _ event: Event, into commands: inout MachineCommands<Event, Effect>) {
        switch event {
        case .pageRequested(let page):
            guard (0..<count).contains(page) else { return }
            switch mode {
            case .slide where reducesMotion:
                state.currentPage = page
            case .slide:
                if state.slidingTo != nil {
                    // Remembered, not dropped: it runs when this slide ends.
                    state.queuedPage = page == state.slidingTo ? nil : page
                    return
                }
                slide(&state, to: page, into: &commands)
            case .interactive:
                state.currentPage = page
                state.progress = Double(page)
            case .instant:
                state.currentPage = page
            case .windowed(let maxVisible):
                state.currentPage = page
                state.windowStart = windowStart(for: page, from: state.windowStart, maxVisible: maxVisible)
            }
        case .scrolled(let progress):
            guard case .interactive = mode, progress.isFinite, count > 0 else { return }
            state.progress = min(max(progress, 0), Double(count - 1))
            state.currentPage = Int(state.progress.rounded())
        case .slideEnded:
            guard let target = state.slidingTo else { return }
            state.currentPage = target
            state.slidingTo = nil
            guard let next = state.queuedPage else { return }
            state.queuedPage = nil
            slide(&state, to: next, into: &commands)
        }
    }

    private func slide(_ state: inout State, to page: Int, into commands: inout MachineCommands<Event, Effect>) {
        guard page != state.currentPage else { return }
        state.slidingTo = page
        commands.append(.effect(.slide(animation: slideAnimation(from: state.currentPage, to: page), topmostDot: page)))
        commands.append(.schedule(.slideEnded, after: slideDuration, id: Self.slideTimer))
    }

    /// The seed's two-stage slide, generalised to jumps of k pages. At once:
    /// the current dot stretches over the k dots it crosses (width current +
    /// k × (spacing + other); moving left it starts k × (other + spacing) to
    /// the left), the target dot takes the current colour and that stretched
    /// frame, and the old dot (and any dot in between) goes to its final
    /// place. Then, over `slideDuration`, the target dot settles at the
    /// current width on its own place. Every dot ends on `layout(page: to)`.
    ///
    /// Tracks are named `dot[i]`; a frame track whose first two keyframes
    /// share time 0 shows the stretch for an instant, as the seed's
    /// zero-length first animation does.
    public func slideAnimation(from current: Int, to target: Int) -> Timeline {
        let before = layout(page: current)
        let after = layout(page: target)
        guard before.indices.contains(current), after.indices.contains(target), current != target else { return Timeline(tracks: []) }
        let crossed = Double(abs(target - current))
        let stretchedWidth = currentDotWidth + crossed * (spacing + otherDotWidth)
        let stretchedX = target > current ? before[current].x : before[target].x
        let stretched = AnimatableValue.rect(LayoutRect(x: stretchedX, y: 0, width: stretchedWidth, height: dotHeight))
        var tracks: [Track] = [
            Track(
                target: "dot[\(current)]", property: .frame,
                keyframes: [Keyframe(time: 0, value: stretched), Keyframe(time: 0, value: .rect(after[current]))]),
            Track(target: "dot[\(current)]", property: .color, keyframes: [Keyframe(time: 0, value: .token(otherColor.rawValue))]),
            Track(
                target: "dot[\(target)]", property: .frame,
                keyframes: [Keyframe(time: 0, value: stretched), Keyframe(time: slideDuration, value: .rect(after[target]), curve: .easeInOut)]),
            Track(target: "dot[\(target)]", property: .color, keyframes: [Keyframe(time: 0, value: .token(currentColor.rawValue))]),
        ]
        for index in min(current, target)...max(current, target) where index != current && index != target && before[index] != after[index] {
            tracks.append(Track(target: "dot[\(index)]", property: .frame, keyframes: [Keyframe(time: 0, value: .rect(after[index]))]))
        }
        return Timeline(tracks: tracks)
    }
}
