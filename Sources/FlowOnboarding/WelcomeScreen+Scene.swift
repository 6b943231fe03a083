extension WelcomeScreen {
    /// What the welcome screen draws in `state` on the screen it appeared
    /// on, with `animations` (the rise and the fade in) sampled `time`
    /// seconds in; without them, where the animation ends.
    ///
    /// Parts: `background` (the background image), `avatar` (a circle with
    /// the placeholder image, the avatar's address once it has loaded) and
    /// `greeting`.
    /// Nothing before it appears or once removed. For assistive technology
    /// it covers the app (modal), the avatar is an image ("头像") and the
    /// focus goes to the greeting, so VoiceOver says "欢迎归来".
    public func scene(_ state: State, animations: [Timeline] = [], at time: Double = 0) -> MachineScene {
        guard state.phase == .animating else { return MachineScene(size: state.screen, parts: []) }
        let end = animation(on: state.screen)
        func final(_ target: String) -> LayoutRect {
            if case .rect(let rect)? = end.value(of: target, .frame, at: end.duration) { return rect }
            return .zero
        }
        let parts = [
            ScenePart(name: "background", frame: LayoutRect(origin: .zero, size: state.screen), fill: "#FFFFFF", image: backgroundImage),
            ScenePart(
                name: "avatar", frame: final("avatar"), shape: .ellipse, fill: "lightGray",
                image: state.isAvatarLoaded ? avatarURL ?? avatarPlaceholder : avatarPlaceholder,
                accessibility: SceneAccessibility(label: avatarLabel, traits: [.image])),
            ScenePart(
                name: "greeting", frame: final("greeting"), text: SceneText(greeting, font: greetingFont.scaled(to: contentSize), color: greetingColor),
                accessibility: SceneAccessibility(label: greeting, traits: [.staticText])),
        ]
        return MachineScene(size: state.screen, parts: parts, isModal: true, focus: "greeting").animated(by: animations, at: time)
    }
}

extension WelcomeScreen: DrawableMachine {
    /// The avatar's rise and the greeting's fade in.
    public func animations(in effects: [Effect]) -> [Timeline] {
        effects.compactMap { effect in
            switch effect {
            case .animate(let timeline): timeline
            case .loadAvatar, .remove: nil
            }
        }
    }
}
