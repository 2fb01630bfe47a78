// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for Plumb (issue 17; docs/robustness.md, "Fuzzing"). A package of its
// own so that the root package never gains the unsafe flags a fuzzer build needs: it is
// depended on by version, where SwiftPM refuses them. `scripts/fuzz TARGET SECONDS` builds
// these with `-sanitize=fuzzer` and runs one.
let package = Package(
    name: "PlumbFuzz",
    dependencies: [
        .package(name: "Plumb", path: "..")
    ],
    targets: [
        // libFuzzer's driver entry point, declared for Swift.
        .target(name: "CLibFuzzer"),
        // What the fuzzers share: bytes → text, the frame limit, a scene around one line.
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "AutoLayout", package: "Plumb"),
                .product(name: "SceneModel", package: "Plumb"), .product(name: "SceneFormat", package: "Plumb"),
            ]),
        // A YAML scene file → SceneLoader.standard (the reader only).
        .executableTarget(
            name: "SceneFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "SceneModel", package: "Plumb"),
                .product(name: "SceneFormat", package: "Plumb"),
            ]),
        // Constraint lines in the guide's notation, in a fixed scene of every kind, laid out.
        .executableTarget(
            name: "NotationFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "SceneModel", package: "Plumb"),
                .product(name: "SceneFormat", package: "Plumb"),
                .product(name: "AutoLayout", package: "Plumb"),
            ]),
        // Visual Format Language strings with options and metrics, laid out.
        .executableTarget(
            name: "VisualFormatFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "AutoLayout", package: "Plumb"),
                .product(name: "Typesetting", package: "Plumb"),
            ]),
        // A paste → UIKit's logs parsed, rebuilt, analysed and reported, with the first log's
        // scene and picture layout.
        .executableTarget(
            name: "LogFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "ConsoleLog", package: "Plumb"),
                .product(name: "SceneFormat", package: "Plumb"),
            ]),
        // A storyboard or xib → the document checks and its scenes (issue 18).
        .executableTarget(
            name: "IBFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "InterfaceBuilder", package: "Plumb"),
                .product(name: "SceneModel", package: "Plumb"), .product(name: "SceneFormat", package: "Plumb"),
                .product(name: "AutoLayout", package: "Plumb"),
            ]),
        // plumb.yml → a suite and its variants; a shard's results.json → results (issue 21).
        .executableTarget(
            name: "SuiteFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "SnapshotHarness", package: "Plumb"),
                .product(name: "SceneModel", package: "Plumb"), .product(name: "SceneFormat", package: "Plumb"),
            ]),
        // A scene → layout → render and render --debug, as `plumb render` draws it.
        .executableTarget(
            name: "RenderFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "SceneModel", package: "Plumb"),
                .product(name: "SceneFormat", package: "Plumb"),
                .product(name: "AutoLayout", package: "Plumb"), .product(name: "Raster", package: "Plumb"),
            ]),
        // Swift source → the UIKit rewrite: a typed error, or a rewrite that lexes as the source
        // with its edits, keeps its lines and is idempotent (issue 34).
        .executableTarget(
            name: "RewriteFuzzer",
            dependencies: ["FuzzSupport", .product(name: "UIKitRewrite", package: "Plumb")]),
        // A xib → UINib's objects, connected to an owner and laid out in a host: no crash, and
        // every issue names the data and a line it has.
        .executableTarget(
            name: "NibFuzzer",
            dependencies: ["FuzzSupport", .product(name: "PlumbUIKit", package: "Plumb")]),
    ]
)
