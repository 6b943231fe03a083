// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FlowCore",
    // Swift Testing's own floor; FlowCore itself uses nothing newer.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // Every machine: what an app links to use them all.
        .library(name: "FlowCore", targets: ["FlowCore"]),
        // One component's machines each, with the runtime they share: what an
        // app links to ship only the machines it uses.
        .library(name: "FlowAlert", targets: ["FlowAlert"]),
        .library(name: "FlowCaptcha", targets: ["FlowCaptcha"]),
        .library(name: "FlowCoachMarks", targets: ["FlowCoachMarks"]),
        .library(name: "FlowLaunchGate", targets: ["FlowLaunchGate"]),
        .library(name: "FlowNetworkActivity", targets: ["FlowNetworkActivity"]),
        .library(name: "FlowOnboarding", targets: ["FlowOnboarding"]),
        .library(name: "FlowPermissions", targets: ["FlowPermissions"]),
        .library(name: "FlowPopupQueue", targets: ["FlowPopupQueue"]),
        .library(name: "FlowSession", targets: ["FlowSession"]),
        .library(name: "FlowTextInput", targets: ["FlowTextInput"]),
        .library(name: "FlowTitleButton", targets: ["FlowTitleButton"]),
        // Each component's JSON coding, generated beside it: what an app
        // that persists or records that component's machines adds.
        .library(name: "FlowAlertCoding", targets: ["FlowAlertCoding"]),
        .library(name: "FlowCaptchaCoding", targets: ["FlowCaptchaCoding"]),
        .library(name: "FlowCoachMarksCoding", targets: ["FlowCoachMarksCoding"]),
        .library(name: "FlowLaunchGateCoding", targets: ["FlowLaunchGateCoding"]),
        .library(name: "FlowNetworkActivityCoding", targets: ["FlowNetworkActivityCoding"]),
        .library(name: "FlowOnboardingCoding", targets: ["FlowOnboardingCoding"]),
        .library(name: "FlowPermissionsCoding", targets: ["FlowPermissionsCoding"]),
        .library(name: "FlowPopupQueueCoding", targets: ["FlowPopupQueueCoding"]),
        .library(name: "FlowSessionCoding", targets: ["FlowSessionCoding"]),
        .library(name: "FlowTextInputCoding", targets: ["FlowTextInputCoding"]),
        .library(name: "FlowTitleButtonCoding", targets: ["FlowTitleButtonCoding"]),
        // The runtime alone (Machine, Runner, scenes, timelines), for an app
        // that writes its own machines.
        .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
        // The runtime types' names before 0.5.0, deprecated, for code migrating to the new ones (until 0.6.0).
        .library(name: "FlowCoreCompatibility", targets: ["FlowCoreCompatibility"]),
        // FlowCore's JSON: the value, parser and writer, and the coding an
        // app's own machines generate with flow-coding.
        .library(name: "FlowJSON", targets: ["FlowJSON"]),
        // Any machine run for a live front: an observable model on a real clock (SwiftUI, UIKit, …).
        .library(name: "FlowDriver", targets: ["FlowDriver"]),
        // Specs, the machine registry, chaos and exploration: what checks
        // machines. The tools and the test kit link it; an app need not.
        .library(name: "FlowSpecs", targets: ["FlowSpecs"]),
        // The spec document and its canonical text, re-exported by FlowSpecs;
        // a web build that saves specs compiles it (Scripts/build-wasm.sh).
        .library(name: "FlowSpecFormat", targets: ["FlowSpecFormat"]),
        // Testing machines (FlowCore's and an app's own) with Swift Testing.
        .library(name: "FlowTesting", targets: ["FlowTesting"]),
        // `flow`'s commands, for an app's own tool with its own machines.
        .library(name: "FlowCommandLine", targets: ["FlowCommandLine"]),
        // Scenes drawn as SVG, for pictures, snapshot specs and web fronts.
        .library(name: "FlowSVG", targets: ["FlowSVG"]),
        // A spec's run as a self-contained HTML page (flow replay --html).
        .library(name: "FlowViewer", targets: ["FlowViewer"]),
        // The JSON bridge a web front calls, compiled to WebAssembly by Scripts/build-wasm.sh.
        .library(name: "FlowWeb", targets: ["FlowWeb"]),
        .executable(name: "flow", targets: ["flow"]),
        // Writes a module's JSON coding from its declarations (`swift run flow-coding --write Sources/MyMachines`).
        .executable(name: "flow-coding", targets: ["flow-coding"]),
    ],
    targets: [
        // What machines are built on: Machine, Runner, commands, scenes,
        // timelines, geometry and text measuring.
        .target(
            name: "FlowRuntime",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // FlowCore's JSON: the value, its parser and writer, the coding
        // protocols and readers, and the runtime's own types coded.
        .target(name: "FlowJSON", dependencies: ["FlowRuntime"]),
        // The names the runtime's types had before 0.5.0 (each one also Apple's), as deprecated aliases.
        .target(name: "FlowCoreCompatibility", dependencies: ["FlowRuntime"]),
        // A machine run for a live front: Observation, a Swift Clock, effects handed over in order.
        .target(name: "FlowDriver", dependencies: ["FlowRuntime"]),
        // The components, one module each, so an app links only the ones it imports.
        // (The captcha and the session speak JSON to their servers.)
        .target(name: "FlowTextInput", dependencies: ["FlowRuntime"]),
        .target(name: "FlowAlert", dependencies: ["FlowRuntime", "FlowTextInput"]),
        .target(name: "FlowCaptcha", dependencies: ["FlowRuntime", "FlowJSON"]),
        .target(name: "FlowCoachMarks", dependencies: ["FlowRuntime"]),
        .target(name: "FlowLaunchGate", dependencies: ["FlowRuntime"]),
        .target(name: "FlowNetworkActivity", dependencies: ["FlowRuntime"]),
        .target(name: "FlowOnboarding", dependencies: ["FlowRuntime", "FlowLaunchGate"]),
        .target(name: "FlowPermissions", dependencies: ["FlowRuntime"]),
        .target(name: "FlowPopupQueue", dependencies: ["FlowRuntime"]),
        .target(name: "FlowSession", dependencies: ["FlowRuntime", "FlowJSON"]),
        .target(name: "FlowTitleButton", dependencies: ["FlowRuntime"]),
        // Their codings, each generated from its component's declarations by
        // flow-coding (`--into`), on the component, FlowJSON and the codings
        // of what the component holds.
        .target(name: "FlowTextInputCoding", dependencies: ["FlowTextInput", "FlowJSON"]),
        .target(name: "FlowAlertCoding", dependencies: ["FlowAlert", "FlowJSON", "FlowTextInputCoding"]),
        .target(name: "FlowCaptchaCoding", dependencies: ["FlowCaptcha", "FlowJSON"]),
        .target(name: "FlowCoachMarksCoding", dependencies: ["FlowCoachMarks", "FlowJSON"]),
        .target(name: "FlowLaunchGateCoding", dependencies: ["FlowLaunchGate", "FlowJSON"]),
        .target(name: "FlowNetworkActivityCoding", dependencies: ["FlowNetworkActivity", "FlowJSON"]),
        .target(name: "FlowOnboardingCoding", dependencies: ["FlowOnboarding", "FlowJSON", "FlowLaunchGateCoding"]),
        .target(name: "FlowPermissionsCoding", dependencies: ["FlowPermissions", "FlowJSON"]),
        .target(name: "FlowPopupQueueCoding", dependencies: ["FlowPopupQueue", "FlowJSON"]),
        .target(name: "FlowSessionCoding", dependencies: ["FlowSession", "FlowJSON"]),
        .target(name: "FlowTitleButtonCoding", dependencies: ["FlowTitleButton", "FlowJSON"]),
        // Every component and the runtime, re-exported: `import FlowCore`.
        .target(
            name: "FlowCore",
            dependencies: [
                "FlowRuntime", "FlowAlert", "FlowCaptcha", "FlowCoachMarks", "FlowLaunchGate", "FlowNetworkActivity",
                "FlowOnboarding", "FlowPermissions", "FlowPopupQueue", "FlowSession", "FlowTextInput", "FlowTitleButton",
            ]
        ),
        // The spec document as values and its canonical text: what every
        // writer of specs shares (FlowSpecs' recorder, the web module).
        .target(name: "FlowSpecFormat", dependencies: ["FlowJSON"]),
        .target(
            name: "FlowSpecs",
            dependencies: [
                "FlowCore", "FlowSpecFormat", "FlowSVG", "FlowFiles", "FlowAlertCoding", "FlowCaptchaCoding", "FlowCoachMarksCoding", "FlowLaunchGateCoding", "FlowNetworkActivityCoding", "FlowOnboardingCoding", "FlowPermissionsCoding", "FlowPopupQueueCoding", "FlowSessionCoding", "FlowTextInputCoding", "FlowTitleButtonCoding",
            ]
        ),
        // Reading and writing the files people name (specs, pictures, pages), for the tools and the test kit.
        .target(name: "FlowFiles"),
        // The coding generator: JSON coding written from Swift declarations. Text in, text out.
        .target(name: "FlowCoding"),
        // The generator's tool, on the generator and the file writer alone: it runs while the modules it writes for do not build.
        .executableTarget(name: "flow-coding", dependencies: ["FlowCoding", "FlowFiles", "FlowJSON"]),
        .target(name: "FlowTesting", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG", "FlowFiles"]),
        .target(name: "FlowSVG", dependencies: ["FlowRuntime"]),
        .target(name: "FlowViewer", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG"]),
        .target(
            name: "FlowWeb",
            dependencies: [
                "FlowCore", "FlowSVG", "FlowSpecFormat", "FlowAlertCoding", "FlowCaptchaCoding", "FlowCoachMarksCoding", "FlowLaunchGateCoding", "FlowNetworkActivityCoding", "FlowOnboardingCoding", "FlowPermissionsCoding", "FlowPopupQueueCoding", "FlowSessionCoding", "FlowTextInputCoding", "FlowTitleButtonCoding",
            ]
        ),
        // The WebAssembly module's exports for FlowCore's own machines (Embedded Swift only; an app's module has its own).
        .target(name: "FlowWebExports", dependencies: ["FlowWeb"]),
        .target(name: "FlowCommandLine", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG", "FlowViewer", "FlowFiles"]),
        .executableTarget(name: "flow", dependencies: ["FlowCommandLine"]),

        // Release-mode benchmarks, and their heap counter (interposes the C
        // allocator for the whole process).
        .executableTarget(name: "FlowBench", dependencies: ["FlowCore", "FlowDriver", "FlowSpecs", "FlowSVG", "FlowViewer", "FlowFiles", "AllocationCounter"]),
        .target(name: "AllocationCounter"),

        .testTarget(
            name: "FlowCoreTests",
            dependencies: [
                "FlowCore", "FlowJSON", "FlowSpecs", "FlowTesting", "FlowCommandLine", "FlowSVG", "FlowViewer", "FlowWeb", "FlowFiles", "FlowCoding", "FlowDriver",
            ]),
        .testTarget(name: "FlowTestingTests", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG", "FlowTesting"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
