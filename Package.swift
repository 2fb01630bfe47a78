// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["PlumbCLI"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Incremental simplex with strictly ordered priorities; pure Swift, no Foundation.
        .target(name: "Cassowary"),
        .executableTarget(
            name: "PlumbCLI",
            dependencies: [
                "Cassowary",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
    ]
)
