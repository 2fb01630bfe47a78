// swift-tools-version:6.0
import PackageDescription

// A team's view package as docs/uikit-rewrite.md shows it, built by scripts/check-rewrite-plugin:
// the files under Sources/Views/UIKit are written for iOS (`@objc`, `#selector`, `@IBOutlet`,
// `dynamic`); on Linux the target excludes them and PlumbUIKitRewritePlugin compiles rewritten
// copies in their place. Elsewhere nothing is excluded and the plugin adds nothing.
#if os(Linux)
    let writtenForIOS = ["UIKit"]
#else
    let writtenForIOS: [String] = []
#endif

let package = Package(
    name: "RewritePluginFixture",
    dependencies: [
        .package(name: "Plumb", path: "../..")
    ],
    targets: [
        .target(
            name: "Views", exclude: writtenForIOS,
            plugins: [.plugin(name: "PlumbUIKitRewritePlugin", package: "Plumb")]),
        .executableTarget(name: "Check", dependencies: ["Views"]),
    ]
)
