import FlowRuntime
import Observation

/// A machine run for a live front, its `state` `@Observable`: the one driver
/// a SwiftUI view, a UIKit controller or any other front needs on iOS 17
/// and macOS 14, instead of glue of its own. A view reading `state` updates
/// when it changes, and only then; everything else (the clock, timers,
/// effects in order, async work) is `MachineDriver`'s.
///
/// ```swift
/// @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
/// @MainActor func showAlert() throws -> MachineModel<AlertDialog> {
///     let alert = try AlertDialog(content: AlertContent(title: "提示", message: "确定要退出吗?", buttons: ["取消", "确定"]))
///     let model = MachineModel(alert, clock: ContinuousClock())
///     model.onEffect = { effect in print(effect) }  // present, dismiss, …: the front does them
///     model.send(.showRequested(screen: LayoutSize(width: 375, height: 812), safeArea: Insets(top: 44, bottom: 34)))
///     return model
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class MachineModel<M: Machine>: MachineDriver<M>, Observable {
    /// The machine's state: observed, it changes only when the machine's does.
    override public var state: M.State {
        changes.access()
        return current
    }

    /// What Observation sees change. A generic class's own key path is
    /// built at run time on every use, and its `Observable` conformance is
    /// looked up on every change (each was a third of an event's cost);
    /// this subject is not generic, so both are made once, for all models.
    @usableFromInline let changes = StateChanges()

    @inlinable override func stateWillChange() { changes.willChange() }
    @inlinable override func stateDidChange() { changes.didChange() }
}

/// The one thing Observation tracks for a `MachineModel`: that its state
/// changed. Reading the model's `state` reads this; a change of the state
/// changes this.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@usableFromInline final class StateChanges: Observable {
    @usableFromInline let registrar = ObservationRegistrar()
    // Never read: the key path Observation files the state's accesses under.
    @usableFromInline var state: Void { () }

    // A key path written at the call is looked up on every call, even here.
    @usableFromInline static let stateKey = \StateChanges.state

    @usableFromInline init() {}

    @inlinable func access() { registrar.access(self, keyPath: Self.stateKey) }
    @inlinable func willChange() { registrar.willSet(self, keyPath: Self.stateKey) }
    @inlinable func didChange() { registrar.didSet(self, keyPath: Self.stateKey) }
}
