#if hasFeature(Embedded)
import FlowWeb

/// The module's one bridge: every built-in machine. (`Scripts/build-wasm.sh
/// --machines` builds this target with a file of its own in place of this
/// one, listing only the machines it names.)
nonisolated(unsafe) var bridge = WebBridge()
#endif
