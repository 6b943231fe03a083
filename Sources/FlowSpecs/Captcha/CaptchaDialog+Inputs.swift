import FlowCore

extension CaptchaDialog: FrontDriven {
    /// The thumb by drag, the picture by pointer, the mask, the keys; the
    /// server's answers, the clock's reloads and assistive technology's
    /// actions are the app's.
    public func frontInput(for event: Event, in state: State) -> FrontInput {
        switch event {
        case .openRequested: .app(why: "the app opens the captcha")
        case .refreshTapped: .app(why: "the host's refresh control")
        case .responseReceived, .requestFailed, .requestTimedOut: .app(why: "the server's answer")
        case .dragBegan: .drag(part: "thumb", .began)
        case .dragMoved(let translation): .drag(part: "thumb", .moved(translation: translation))
        case .dragEnded(let translation): .drag(part: "thumb", .ended(translation: translation))
        case .dragCancelled: .drag(part: "thumb", .cancelled)
        case .tapped(let point): .pointer(at: point)
        case .maskTapped: .press(part: "mask", at: LayoutPoint(x: 2, y: 2))
        case .tokenExpired, .reloadDue, .closeDue: .app(why: "the host's timer")
        case .incremented, .decremented, .submitted: .app(why: "an assistive technology's action")
        case .voiceOverChanged: .app(why: "the system's screen reader")
        case .alternativeChosen: .press(part: "alternative")
        case .keyPressed(let key): .key(FrontInput.webKey(key))
        }
    }
}
