// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    products: [
        .executable(name: "plumb", targets: ["PlumbCLI"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Cookbook", targets: ["Cookbook"]),
        .library(name: "SnapshotHarness", targets: ["SnapshotHarness"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // No unsafe flags anywhere: SwiftPM refuses them in a package depended on by version
        // (scripts/check-dependency checks that). The hot classes' stored properties (the
        // solver's arrays; views, constraints, guides and the engine's tables) are marked
        // `@exclusivity(unchecked)` instead: dynamic exclusivity checks there cost a third of
        // the solve time and a fifth of building a 10,000-view engine (perf).
        // Incremental simplex with strictly ordered priorities; pure Swift, no Foundation.
        .target(name: "Cassowary"),
        // Views, guides, typed anchors, devices, the engine bridge, scene files and VFL.
        .target(name: "AutoLayout", dependencies: ["Cassowary", .product(name: "Yams", package: "Yams")]),
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
        // Pixels: the bitmap, shapes through FreeType's rasterizer, glyphs, PNG, the renderer.
        .target(name: "Raster", dependencies: ["AutoLayout", "Typesetting", "CFreeType", "CPNG"]),
        // The Auto Layout Cookbook's recipes as scene files, looked up by name.
        .target(name: "Cookbook", dependencies: ["AutoLayout"], resources: [.copy("Recipes"), .copy("Examples")]),
        // The snapshot matrix, reference store, pixel and frame diffs, artifacts, HTML report
        // and the test assertion.
        .target(name: "SnapshotHarness", dependencies: ["Raster", "Cookbook", "AutoLayout", "Typesetting"]),
        .executableTarget(
            name: "PlumbCLI",
            dependencies: [
                "Cassowary",
                "AutoLayout",
                "Typesetting",
                "Raster",
                "Cookbook",
                "SnapshotHarness",
                "CMimalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary", "Cookbook"], exclude: ["Scenes"]),
        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "AutoLayout", "CHarfBuzz"]),
        .testTarget(name: "CookbookTests", dependencies: ["Cookbook", "AutoLayout", "Typesetting"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Typesetting", "AutoLayout"]),
        .testTarget(name: "SnapshotHarnessTests", dependencies: ["SnapshotHarness", "Raster", "Cookbook", "AutoLayout"]),
    ]
)
