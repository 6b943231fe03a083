extension CaptchaDialog {
    /// Accepts a state whose request numbers are counters (the awaited one
    /// issued, and awaited exactly while loading or verifying), whose thumb
    /// and piece lie on the slider and the image, and whose taps are no more
    /// than the words and inside the image, and whose drag samples are
    /// finite (a drag's translations always are).
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.lastRequest, "lastRequest", in: Bounds.counter)
        let waiting = state.phase == .loading || state.phase == .verifying
        switch state.pendingRequest {
        case let pending?:
            guard waiting else { throw RestoredStateError("a request is awaited in phase \(state.phase.rawValue)") }
            try RestoredStateError.check(pending, "pendingRequest", in: 0...state.lastRequest)
        case nil:
            if waiting { throw RestoredStateError("phase \(state.phase.rawValue) awaits no request") }
        }
        try RestoredStateError.check(state.thumbOffset, "thumbOffset", in: 0...geometry.maximumTravel)
        let pieceWidth = state.challenge?.pieceSize.width ?? geometry.fallbackPieceSize.width
        try RestoredStateError.check(state.pieceOffset, "pieceOffset", in: 0...(max(0, geometry.image.width - pieceWidth) + 1e-9))
        if !state.drag.lastTranslation.isFinite || !(state.drag.firstStep?.isFinite ?? true) {
            throw RestoredStateError("a drag sample is not a finite number")
        }
        if state.taps.count > (state.challenge?.words.count ?? 0) { throw RestoredStateError("more taps than words to tap") }
        if !state.taps.allSatisfy({ LayoutRect(origin: .zero, size: geometry.image.size).contains($0) }) {
            throw RestoredStateError("a tap lies outside the image")
        }
    }
}
