extension SMSCodeFlow {
    /// Accepts a state with no more captcha rounds than allowed, and a
    /// captcha state the captcha accepts.
    public func validate(restored state: State) throws(RestoredStateError) {
        try RestoredStateError.check(state.captchaRounds, "captchaRounds", in: 0...maxCaptchaRounds)
        do {
            try captcha.validate(restored: state.captcha)
        } catch {
            throw RestoredStateError("captcha: \(error.reason)")
        }
    }
}
