// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["PlumbCLI"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Incremental simplex with strictly ordered priorities; pure Swift, no Foundation.
        // The tableau is one class whose arrays are touched in tight loops; dynamic
        // exclusivity checks there cost a third of the solve time (measured with perf).
        .target(name: "Cassowary", swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // Views, guides, typed anchors, devices, the engine bridge, scene files and VFL.
        .target(name: "AutoLayout", dependencies: ["Cassowary", .product(name: "Yams", package: "Yams")]),
        .executableTarget(
            name: "PlumbCLI",
            dependencies: [
                "Cassowary",
                "AutoLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary"], exclude: ["Scenes"]),
    ]
)
