import FlowCore

extension TestRunner {
    /// Moves the clock on by `seconds`, firing the timers that fall due; assert
    /// each with `receive`, in order.
    public func advance(by seconds: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        advance(to: runner.now + max(0, seconds.isNaN ? 0 : seconds), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Moves the clock to `time` (seconds; never backwards), firing the timers
    /// due by then; assert each with `receive`, in order. More than
    /// `maximumFiringsPerAdvance` firings stop the clock at the last one and
    /// record an issue naming the timer that keeps firing.
    public func advance(to time: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var before = runner.state
        var pending = runner.pendingTimers
        var count = 0
        while let firing = runner.fireNextTimer(dueBy: time) {
            count += 1
            if count > maximumFiringsPerAdvance {
                report(
                    "Timers fired more than \(maximumFiringsPerAdvance) times by \(JSONWriter.format(firing.time)) s "
                        + "(timer \"\(firing.id)\" keeps firing); the clock stopped there",
                    at: site)
                fired.append(Fired(firing: firing, before: before, after: runner.state, advancedAt: site))
                return
            }
            origins[firing.id] = nil
            // A timer scheduled by a fired timer's event comes from this line.
            noteOrigins(since: pending, at: site)
            fired.append(Fired(firing: firing, before: before, after: runner.state, advancedAt: site))
            before = runner.state
            pending = runner.pendingTimers
        }
        _ = runner.advance(to: time)
    }

    /// Forgets the fired timers not yet received, so the next `send` or
    /// `receive` starts from the state as it is now.
    public func skipReceivedTimers() {
        if let last = fired.last { asserted = last.after }
        fired.removeAll()
    }
}
