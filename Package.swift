// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FlowCore",
    // Swift Testing's own floor; FlowCore itself uses nothing newer.
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // The machines: what an app links.
        .library(name: "FlowCore", targets: ["FlowCore"]),
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
    ],
    targets: [
        .target(
            name: "FlowCore",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The spec document as values and its canonical text: what every
        // writer of specs shares (FlowSpecs' recorder, the web module).
        .target(name: "FlowSpecFormat", dependencies: ["FlowCore"]),
        .target(name: "FlowSpecs", dependencies: ["FlowCore", "FlowSpecFormat"]),
        // Reading and writing the files people name (specs, pictures, pages), for the tools and the test kit.
        .target(name: "FlowFiles"),
        .target(name: "FlowTesting", dependencies: ["FlowCore", "FlowSpecs", "FlowFiles"]),
        .target(name: "FlowSVG", dependencies: ["FlowCore"]),
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

        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore", "FlowSpecs", "FlowTesting", "FlowCommandLine", "FlowSVG", "FlowViewer", "FlowWeb", "FlowFiles"]),
        .testTarget(name: "FlowTestingTests", dependencies: ["FlowCore", "FlowSpecs", "FlowTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
