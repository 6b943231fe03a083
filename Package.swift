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
        // The runtime alone (Machine, Runner, scenes, timelines, FlowCore's
        // JSON), for an app that writes its own machines.
        .library(name: "FlowRuntime", targets: ["FlowRuntime"]),
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
        // timelines, geometry, text measuring and FlowCore's JSON.
        .target(
            name: "FlowRuntime",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // A machine run for a live front: Observation, a Swift Clock, effects handed over in order.
        .target(name: "FlowDriver", dependencies: ["FlowRuntime"]),
        // The components, one module each, so an app links only the ones it imports.
        .target(name: "FlowTextInput", dependencies: ["FlowRuntime"]),
        .target(name: "FlowAlert", dependencies: ["FlowRuntime", "FlowTextInput"]),
        .target(name: "FlowCaptcha", dependencies: ["FlowRuntime"]),
        .target(name: "FlowCoachMarks", dependencies: ["FlowRuntime"]),
        .target(name: "FlowLaunchGate", dependencies: ["FlowRuntime"]),
        .target(name: "FlowNetworkActivity", dependencies: ["FlowRuntime"]),
        .target(name: "FlowOnboarding", dependencies: ["FlowRuntime", "FlowLaunchGate"]),
        .target(name: "FlowPermissions", dependencies: ["FlowRuntime"]),
        .target(name: "FlowPopupQueue", dependencies: ["FlowRuntime"]),
        .target(name: "FlowSession", dependencies: ["FlowRuntime"]),
        .target(name: "FlowTitleButton", dependencies: ["FlowRuntime"]),
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
        .target(name: "FlowSpecFormat", dependencies: ["FlowRuntime"]),
        .target(name: "FlowSpecs", dependencies: ["FlowCore", "FlowSpecFormat"]),
        // Reading and writing the files people name (specs, pictures, pages), for the tools and the test kit.
        .target(name: "FlowFiles"),
        // The coding generator: JSON coding written from Swift declarations. Text in, text out.
        .target(name: "FlowCoding"),
        // The generator's tool, on the generator and the file writer alone: it runs while the modules it writes for do not build.
        .executableTarget(name: "flow-coding", dependencies: ["FlowCoding", "FlowFiles", "FlowRuntime"]),
        .target(name: "FlowTesting", dependencies: ["FlowCore", "FlowSpecs", "FlowFiles"]),
        .target(name: "FlowSVG", dependencies: ["FlowRuntime"]),
        .target(name: "FlowViewer", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG"]),
        .target(name: "FlowWeb", dependencies: ["FlowCore", "FlowSVG", "FlowSpecFormat"]),
        // The WebAssembly module's exports for FlowCore's own machines (Embedded Swift only; an app's module has its own).
        .target(name: "FlowWebExports", dependencies: ["FlowWeb"]),
        .target(name: "FlowCommandLine", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG", "FlowViewer", "FlowFiles"]),
        .executableTarget(name: "flow", dependencies: ["FlowCommandLine"]),

        // Release-mode benchmarks, and their heap counter (interposes the C
        // allocator for the whole process).
        .executableTarget(name: "FlowBench", dependencies: ["FlowCore", "FlowSpecs", "FlowSVG", "FlowViewer", "FlowFiles", "AllocationCounter"]),
        .target(name: "AllocationCounter"),

        .testTarget(
            name: "FlowCoreTests",
            dependencies: [
                "FlowCore", "FlowSpecs", "FlowTesting", "FlowCommandLine", "FlowSVG", "FlowViewer", "FlowWeb", "FlowFiles", "FlowCoding", "FlowDriver",
            ]),
        .testTarget(name: "FlowTestingTests", dependencies: ["FlowCore", "FlowSpecs", "FlowTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
