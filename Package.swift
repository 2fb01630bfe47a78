// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["PlumbCLI"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "SceneModel", targets: ["SceneModel"]),
        .library(name: "SceneFormat", targets: ["SceneFormat"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "SceneReading", targets: ["SceneReading"]),
        .library(name: "ConsoleLog", targets: ["ConsoleLog"]),
        .library(name: "Lint", targets: ["Lint"]),
        .library(name: "Audit", targets: ["Audit"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Cookbook", targets: ["Cookbook"]),
        .library(name: "SnapshotHarness", targets: ["SnapshotHarness"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        .library(name: "PlumbUIKit", targets: ["PlumbUIKit"]),
        .library(name: "PlumbUIKitSnapshotTesting", targets: ["PlumbUIKitSnapshotTesting"]),
        .library(name: "UIKitRewrite", targets: ["UIKitRewrite"]),
        .executable(name: "plumb-uikit-rewrite", targets: ["plumb-uikit-rewrite"]),
        .plugin(name: "PlumbUIKitRewritePlugin", targets: ["PlumbUIKitRewritePlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // Only for PlumbSnapshotTesting; its SnapshotTesting library has no dependencies of its
        // own, so swift-syntax (which the package lists for inline snapshots) is never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation` (DocC) for the libraries' catalogs; a plugin,
        // so nothing of it is built into Plumb or into packages that depend on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // No unsafe flags anywhere: SwiftPM refuses them in a package depended on by version
        // (scripts/check-dependency checks that). The hot classes' stored properties (the
        // solver's arrays; views, constraints, guides and the engine's tables) are marked
        // `@exclusivity(unchecked)` instead: dynamic exclusivity checks there cost a third of
        // the solve time and a fifth of building a 10,000-view engine (perf).
        // Incremental simplex with strictly ordered priorities; pure Swift, no Foundation.
        .target(name: "Cassowary"),
        // Views, guides, typed anchors, devices, containers, the engine, diagnostics and VFL.
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        // System libraries, through pkg-config (scripts/setup installs the -dev packages).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // The plumb executable's allocator. Linked before libc, it takes malloc and free for
        // the whole process; Swift's many small allocations cost less (perf: the 10,000-view
        // benchmark's load 12 % and solve 6 % faster than with glibc). The libraries keep
        // whatever allocator their host uses.
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        // Fonts, bidi, shaping, line breaking and the text-bearing controls.
        .target(name: "Typesetting", dependencies: ["AutoLayout", "CFreeType", "CHarfBuzz", "CFriBidi"]),
        // The scene no reader owns (`Scene`), what readers report (`SceneError`,
        // `SceneWarning`), the `SceneReader` protocol and the outline a writer writes.
        .target(name: "SceneModel", dependencies: ["AutoLayout"]),
        // YAML scenes in the guide's notation → the model, with every control's and container's
        // scene factory (`SceneLoader.standard`); and the YAML writer.
        .target(
            name: "SceneFormat",
            dependencies: [
                "AutoLayout", "Typesetting", "SceneModel",
                .product(name: "Yams", package: "Yams"),
            ]),
        // Storyboards and xibs (Foundation's XML parser) → the same model the YAML scenes build.
        .target(name: "InterfaceBuilder", dependencies: ["AutoLayout", "Typesetting", "SceneModel"]),
        // The one list of readers (`SceneReaders.standard`): a new input format is a module
        // with its `SceneReader` and a line there.
        .target(name: "SceneReading", dependencies: ["SceneModel", "SceneFormat", "InterfaceBuilder"]),
        // Lint rules as values (`LintRules.standard`), the `Linter` that runs them over any
        // file a reader reads, and findings as JSON.
        .target(
            name: "Lint", dependencies: ["AutoLayout", "SceneModel", "SceneFormat", "InterfaceBuilder", "SceneReading"]),
        // UIKit's "Unable to simultaneously satisfy constraints" console log → entries (issue 19).
        .target(name: "ConsoleLog", dependencies: ["AutoLayout", "SceneModel"]),
        // Pixels: the bitmap, shapes through FreeType's rasterizer, glyphs, PNG, the renderer.
        .target(name: "Raster", dependencies: ["AutoLayout", "Typesetting", "CFreeType", "CPNG"]),
        // The Auto Layout Cookbook's recipes as scene files, looked up by name, and its snapshot
        // suites' configs.
        .target(name: "Cookbook", resources: [.copy("Recipes"), .copy("Examples"), .copy("Suites")]),
        // Suites (the cookbook's and plumb.yml's), the reference store, pixel and frame diffs,
        // artifacts, the HTML report, JUnit XML and the test assertion.
        .target(
            name: "SnapshotHarness",
            dependencies: [
                "Raster", "Cookbook", "AutoLayout", "Typesetting", "SceneFormat",
                "InterfaceBuilder", "SceneReading",
            ]),
        // Accessibility rules as values (`AuditRules.standard`) over a suite's variants, the
        // baseline of reviewed findings, and SARIF (`plumb audit`, docs/accessibility.md).
        .target(
            name: "Audit",
            dependencies: ["AutoLayout", "Typesetting", "SceneModel", "SnapshotHarness", "Raster"]),
        // swift-snapshot-testing strategies (`.plumbImage`, `.plumbFrames`): a separate target,
        // so the core libraries never depend on it.
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: [
                "SnapshotHarness", "AutoLayout", "Raster", "SceneModel", "SceneFormat", "Typesetting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // UIKit's API (`UIView`, `NSLayoutConstraint`, `UILabel`…) over the model and engine, for a
        // team's own view code; Plumb's modules come in through `internal import`, so their
        // names (`View`, `Label`, `Color`) never reach a team's files (docs/uikit.md).
        // InterfaceBuilder's XML reader, colours and fonts for `UINib`, which loads xibs.
        .target(
            name: "PlumbUIKit", dependencies: ["AutoLayout", "Typesetting", "Raster", "InterfaceBuilder", "SceneModel"]),
        // swift-snapshot-testing's UIKit strategies (`.image(on: .iPhone13)`,
        // `.recursiveDescription`, `.hierarchy`) over PlumbUIKit, so a test file written for iOS
        // compiles unchanged on Linux (docs/uikit-snapshots.md). It re-exports PlumbUIKit and
        // SnapshotTesting; AutoLayout for Plumb's device table, Inspector for a view's inspector
        // page (`plumbInspectorPage`).
        .target(
            name: "PlumbUIKitSnapshotTesting",
            dependencies: [
                "PlumbUIKit", "AutoLayout", "Inspector", "Raster", "_Testing_UIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // `plumb inspect`'s model (versioned JSON) and its self-contained HTML page, whose markup,
        // style and script are text in the module: no JS toolchain, nothing fetched.
        .target(name: "Inspector", dependencies: ["AutoLayout", "SceneModel", "ConsoleLog"]),
        // An empty module under the name of Swift Testing's UIKit cross-import overlay, which
        // a test file importing both `Testing` and (aliased) `UIKit` asks for (the file says why).
        .target(name: "_Testing_UIKit"),
        // The rewrite of a team's view files for Linux (`@objc`, `#selector`, `@IBOutlet`…) over
        // a lexer of its own: no dependency, so the build-tool plugin below costs a team's build
        // this module and a small executable, not Plumb (docs/uikit-rewrite.md: swift-syntax
        // measured against it).
        .target(name: "UIKitRewrite"),
        .executableTarget(name: "plumb-uikit-rewrite", dependencies: ["UIKitRewrite"]),
        // `plumb uikit init`: finds a team's view classes (the rewrite's lexer), writes a Linux
        // snapshot package beside them and turns the compiler's missing names into stubs.
        .target(name: "UIKitInit", dependencies: ["UIKitRewrite"]),
        // Applies the rewrite to a target's excluded Swift files on Linux (docs/uikit-rewrite.md).
        .plugin(name: "PlumbUIKitRewritePlugin", capability: .buildTool(), dependencies: ["plumb-uikit-rewrite"]),
        .executableTarget(
            name: "PlumbCLI",
            dependencies: [
                "Cassowary",
                "AutoLayout",
                "Typesetting",
                "SceneModel",
                "SceneFormat",
                "InterfaceBuilder",
                "SceneReading",
                "Lint",
                "Audit",
                "ConsoleLog",
                "Raster",
                "Cookbook",
                "SnapshotHarness",
                "PlumbUIKit",
                "UIKitRewrite",
                "Inspector",
                "UIKitInit",
                "CMimalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Helpers every test target shares: the seeded generator, frame expectations, the
        // test scenes that are not the cookbook's, a temporary directory per run.
        .target(name: "TestSupport", dependencies: ["AutoLayout"], path: "Tests/TestSupport"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TestSupport"]),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: ["AutoLayout", "Cassowary", "Cookbook", "SceneModel", "SceneFormat", "TestSupport"]),
        .testTarget(
            name: "SceneFormatTests", dependencies: ["SceneModel", "SceneFormat", "AutoLayout", "TestSupport"]),
        .testTarget(
            name: "LintTests",
            dependencies: ["Lint", "AutoLayout", "SceneModel", "SceneFormat", "SceneReading", "TestSupport"]),
        .testTarget(
            name: "AuditTests",
            dependencies: [
                "Audit", "AutoLayout", "Cookbook", "SceneModel", "SceneFormat", "SnapshotHarness", "Typesetting",
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ConsoleLogTests",
            dependencies: ["ConsoleLog", "AutoLayout", "SceneModel", "SceneFormat", "TestSupport"]),
        .testTarget(
            name: "InterfaceBuilderTests",
            dependencies: ["InterfaceBuilder", "SceneModel", "SceneFormat", "AutoLayout", "Cookbook", "TestSupport"]),
        .testTarget(
            name: "TypesettingTests",
            dependencies: ["Typesetting", "AutoLayout", "SceneModel", "SceneFormat", "CHarfBuzz", "TestSupport"]),
        .testTarget(
            name: "CookbookTests",
            dependencies: ["Cookbook", "AutoLayout", "Typesetting", "SceneModel", "SceneFormat", "TestSupport"]),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster", "Typesetting", "AutoLayout", "SceneModel", "SceneFormat", "TestSupport"]),
        .testTarget(
            name: "SnapshotHarnessTests",
            dependencies: ["SnapshotHarness", "Raster", "Cookbook", "AutoLayout", "SceneModel", "SceneFormat"]),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: [
                "PlumbSnapshotTesting", "AutoLayout", "SceneModel", "SceneFormat", "Raster", "SnapshotHarness",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The references swift-snapshot-testing reads beside the test file, not resources.
            exclude: ["__Snapshots__"]),
        // PlumbUIKit and Foundation, as a team's test target sees them (`Label` and `View` there
        // are the tests' own classes); TestSupport only for the test that reads ../shared.
        // Nibs/ holds hand-written xibs, copied into the test bundle as a team's would be.
        .testTarget(
            name: "PlumbUIKitTests", dependencies: ["PlumbUIKit", "ConsoleLog", "Raster", "TestSupport"],
            resources: [
                .copy("Nibs/NibHeaderView.xib"), .copy("Nibs/NibStack.xib"), .copy("Nibs/NibNoteCell.xib"),
                .copy("Nibs/NibProfileView.xib"),
            ]),
        // A test file in the iOS style (`import PlumbUIKitSnapshotTesting` where iOS has `import
        // UIKit`: Plumb's own package takes no unsafe flags) with its committed Linux references,
        // and the check that the same file type-checks with `import UIKit` under `-module-alias`
        // (it runs swiftc on it).
        .testTarget(
            name: "PlumbUIKitSnapshotTestingTests",
            dependencies: [
                "PlumbUIKitSnapshotTesting", "PlumbUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__-linux"]),
        .testTarget(name: "UIKitRewriteTests", dependencies: ["UIKitRewrite", "TestSupport"]),
        // Issue 33, point 2: the cookbook's recipes written as UIKit code, each laid out in a
        // window of every variant of the default suite and compared with its YAML scene, frame
        // by frame and PNG byte by byte (docs/uikit.md, "The cookbook in UIKit code").
        .testTarget(
            name: "CookbookInCodeTests",
            dependencies: [
                "PlumbUIKit", "Cookbook", "SnapshotHarness", "AutoLayout", "Raster", "SceneModel", "SceneReading",
            ]),
        .testTarget(name: "UIKitInitTests", dependencies: ["UIKitInit", "TestSupport"]),
        // End to end: runs the `plumb` executable of the same build (found beside the test
        // bundle) on scenes written to a temporary directory of the run.
        .testTarget(
            name: "PlumbCLITests",
            dependencies: ["AutoLayout", "SceneModel", "SceneFormat", "Cookbook", "Inspector", "TestSupport"]),
    ]
)
