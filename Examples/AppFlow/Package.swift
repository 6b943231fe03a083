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
    ],
    dependencies: [
        // In an app: .package(url: "https://github.com/<owner>/FlowCore.git", from: "0.3.0")
        .package(name: "FlowCore", path: "../.."),
    ],
    targets: [
        .target(name: "AppFlow", dependencies: [.product(name: "FlowCore", package: "FlowCore")]),
        .executableTarget(
            name: "app-flow",
            dependencies: ["AppFlow", .product(name: "FlowCommandLine", package: "FlowCore")]),
        .testTarget(
            name: "AppFlowTests",
            dependencies: ["AppFlow", .product(name: "FlowTesting", package: "FlowCore")]),
        // The same kit from XCTest, which many apps' test targets are.
        .testTarget(
            name: "AppFlowXCTests",
            dependencies: ["AppFlow", .product(name: "FlowTesting", package: "FlowCore")]),
        // FlowTesting used outside any test: its failures go to standard error.
        .executableTarget(
            name: "outside-tests",
            dependencies: ["AppFlow", .product(name: "FlowTesting", package: "FlowCore")]),
    ],
    swiftLanguageModes: [.v6]
)
