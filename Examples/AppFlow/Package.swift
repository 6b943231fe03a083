// swift-tools-version: 6.2
// An app's own package using FlowCore as an outside user does: its own
// machine composed of FlowCore's, tested with FlowTesting, its specs replayed
// by its own `flow` tool.
import PackageDescription

let package = Package(
    name: "AppFlow",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        // The app's machines, for its tool, its tests and FlowCore's documentation samples.
        .library(name: "AppFlow", targets: ["AppFlow"]),
        // Their spec coding, registry and exploration, which the app itself does not ship.
        .library(name: "AppFlowSpecs", targets: ["AppFlowSpecs"]),
    ],
    dependencies: [
        // In an app (no release is tagged yet): .package(url: "<FlowCore's repository URL>", branch: "main")
        .package(name: "FlowCore", path: "../.."),
    ],
    targets: [
        // What the app ships: its machines, on the four components of
        // FlowCore's it composes (and the runtime they bring), so FlowCore's
        // other machines stay out of the app. Its state is Codable (the app
        // persists it), so it takes the four components' codings too; an app
        // that persists nothing depends on `FlowLaunchGate`, … alone.
        .target(
            name: "AppFlow",
            dependencies: [
                .product(name: "FlowLaunchGateCoding", package: "FlowCore"), .product(name: "FlowOnboardingCoding", package: "FlowCore"),
                .product(name: "FlowPopupQueueCoding", package: "FlowCore"), .product(name: "FlowSessionCoding", package: "FlowCore"),
            ]),
        // What checks them: spec names and configuration coding, the registry,
        // exploration. The tool and the tests link it; the app does not.
        .target(name: "AppFlowSpecs", dependencies: ["AppFlow", .product(name: "FlowSpecs", package: "FlowCore")]),
        .executableTarget(
            name: "app-flow",
            dependencies: ["AppFlow", "AppFlowSpecs", .product(name: "FlowCommandLine", package: "FlowCore")]),
        .testTarget(
            name: "AppFlowTests",
            dependencies: ["AppFlow", "AppFlowSpecs", .product(name: "FlowTesting", package: "FlowCore")]),
        // The same kit from XCTest, which many apps' test targets are.
        .testTarget(
            name: "AppFlowXCTests",
            dependencies: ["AppFlow", "AppFlowSpecs", .product(name: "FlowTesting", package: "FlowCore")]),
        // FlowTesting used outside any test: its failures go to standard error.
        .executableTarget(
            name: "outside-tests",
            dependencies: ["AppFlow", "AppFlowSpecs", .product(name: "FlowTesting", package: "FlowCore")]),
    ],
    swiftLanguageModes: [.v6]
)
