// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "FlowCore",
    products: [
        .library(name: "FlowCore", targets: ["FlowCore"]),
        .executable(name: "flow", targets: ["flow"]),
    ],
    targets: [
        .target(
            name: "FlowCore",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .executableTarget(name: "flow", dependencies: ["FlowCore"]),
        .executableTarget(name: "FlowBench", dependencies: ["FlowCore", "AllocationCounter"]),
        // FlowBench's heap counter: interposes the C allocator for the whole process.
        .target(name: "AllocationCounter"),
        .testTarget(name: "FlowCoreTests", dependencies: ["FlowCore", "flow"]),
    ],
    swiftLanguageModes: [.v6]
)
