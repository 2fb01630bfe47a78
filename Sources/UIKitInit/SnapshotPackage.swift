/// The text of the files of the Linux snapshot package `plumb uikit init` writes
/// (docs/uikit-init.md): its manifest, its test file and its stand-in modules.
public struct SnapshotPackage: Equatable, Sendable {
    /// Where Plumb comes from: a team's URL and version, or a local checkout.
    public enum PlumbSource: Equatable, Sendable {
        case url(String, from: String)
        case path(String)

        /// SwiftPM's identity for the package, which `.product(package:)` names: the last
        /// path component, without `.git`, lowercased.
        var identity: String {
            let location: String
            switch self {
            case .url(let url, _): location = url
            case .path(let path): location = path
            }
            var last = location.split(separator: "/").last.map(String.init) ?? location
            if last.hasSuffix(".git") { last.removeLast(4) }
            return last.lowercased()
        }

        var declaration: String {
            switch self {
            case .url(let url, let version): ".package(url: \(literal(url)), from: \(literal(version)))"
            case .path: ".package(path: plumbPath)"
            }
        }

        /// How the manifest names the package in `.product(package:)`. A path dependency's
        /// identity is its folder's name, which differs between clones (`plumb`, `main`, a
        /// worktree's name), so the manifest works it out from the path when it is evaluated.
        var nameInManifest: String {
            switch self {
            case .url: literal(identity)
            case .path: "plumb"
            }
        }

        /// Lines the manifest needs before `Package(…)`.
        var preamble: String {
            switch self {
            case .url: ""
            case .path(let path):
                """

                // Plumb by path (relative to this folder). SwiftPM names a dependency by path after
                // its folder, which differs between clones.
                let plumbPath = \(literal(path))
                let plumb = URL(fileURLWithPath: plumbPath, relativeTo: URL(fileURLWithPath: Context.packageDirectory + "/"))
                    .standardizedFileURL.lastPathComponent.lowercased()

                """
            }
        }
    }

    public static let viewsTarget = "Views"
    public static let testTarget = "ViewsSnapshotTests"
    /// The folder inside the views target holding the links to the team's files, excluded on
    /// Linux so that the rewrite plugin compiles them.
    public static let linkFolder = "App"

    public var plumb: PlumbSource
    /// Modules the view files import that Linux does not have: each an empty target.
    public var standIns: [String]
    /// The classes that get a snapshot test, in the order of the test file.
    public var tested: [ViewClass]
    /// The app's asset catalogs (`.xcassets` folders), relative to the test target's folder,
    /// sorted: `AssetCatalogs.swift` registers them for `UIImage(named:)` and `UIColor(named:)`.
    public var catalogs: [String]
    /// The folders holding the app's xibs, relative to the test target's folder, sorted:
    /// `AppNibs.swift` registers them, so that `UINib(nibName:bundle: nil)` and
    /// `Bundle.main.loadNibNamed` find the team's xibs where they are, as an app's main bundle
    /// holds them. (Not SwiftPM resources: a linked file is copied as the link, which breaks,
    /// and a copied one goes stale when the team edits its xib.)
    public var nibFolders: [String]

    public init(
        plumb: PlumbSource, standIns: [String], tested: [ViewClass], catalogs: [String] = [],
        nibFolders: [String] = []
    ) {
        self.plumb = plumb
        self.standIns = standIns
        self.tested = tested
        self.catalogs = catalogs
        self.nibFolders = nibFolders
    }

    /// Modules a view file may import that exist on Linux as they are, or that the views
    /// target's dependencies provide (`UIKit` is PlumbUIKit under its alias).
    public static let linuxModules: Set<String> = [
        "UIKit", "Foundation", "Dispatch", "Swift", "Glibc", "_Concurrency", "Observation",
    ]

    public var manifest: String {
        let standInTargets = standIns.map { "        .target(name: \(literal($0)), path: \"StandIns/\($0)\"),\n" }
            .joined()
        let standInDependencies = standIns.map { ", \(literal($0))" }.joined()
        let plumbName = plumb.nameInManifest
        return """
            // swift-tools-version:6.0
            // The team's UIKit views, snapshot-tested on Linux (docs/uikit-init.md in Plumb).
            import Foundation
            import PackageDescription
            \(plumb.preamble)
            #if os(Linux)
                // The app's files, linked in Sources/Views/App: compiled through the rewrite plugin.
                let writtenForIOS = [\(literal(Self.linkFolder))]
            #else
                let writtenForIOS: [String] = []
            #endif

            let package = Package(
                name: "LinuxSnapshots",
                dependencies: [
                    \(plumb.declaration),
                    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
                ],
                targets: [
                    .target(
                        name: \(literal(Self.viewsTarget)),
                        dependencies: [.product(name: "PlumbUIKit", package: \(plumbName))\(standInDependencies)],
                        exclude: writtenForIOS,
                        swiftSettings: [.unsafeFlags(["-module-alias", "UIKit=PlumbUIKit"], .when(platforms: [.linux]))],
                        plugins: [.plugin(name: "PlumbUIKitRewritePlugin", package: \(plumbName))]),
            \(standInTargets)        .testTarget(
                        name: \(literal(Self.testTarget)),
                        dependencies: [
                            \(literal(Self.viewsTarget)),
                            .product(name: "PlumbUIKitSnapshotTesting", package: \(plumbName)),
                            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                        ],
                        exclude: ["__Snapshots__-linux"],
                        swiftSettings: [
                            .unsafeFlags(["-module-alias", "UIKit=PlumbUIKitSnapshotTesting"], .when(platforms: [.linux]))
                        ]),
                ],
                // An app's files are written in Swift 5's language mode (Xcode's default for an app
                // target); Swift 6's would turn its data-race checks into errors.
                swiftLanguageModes: [.v5]
            )

            """
    }

    /// One `assertSnapshot` per class: a view controller on an iPhone 13, a view at its width
    /// (390 points) and the height its constraints give it there (at least 44 points for a
    /// table cell, UIKit's default row height, and 1 for any other view), in a host pinning its
    /// edges when it does not translate its autoresizing mask.
    public var testFile: String {
        var used: Set<String> = []
        var tests = ""
        for item in tested {
            var name = testName(item.name)
            while used.contains(name) { name += "_" }
            used.insert(name)
            let call: String
            switch item.kind {
            case .viewController?: call = "assertSnapshot(of: \(item.name)(), as: .image(on: .iPhone13))"
            default: call = "assertSnapshot(of: phoneWidth(\(item.name)()), as: .image)"
            }
            // A class a nib makes would crash made in code: its test is there, disabled, saying why.
            let attribute =
                item.madeByANib
                ? "@Test(.disabled(\(literal(Self.nibReason(item.name)))))" : "@Test"
            tests += """

                    /// \(item.file):\(item.line)
                    \(attribute) func \(name)() {
                        \(call)
                    }

                """
        }
        var registrations: [(call: String, what: String)] = []
        if !catalogs.isEmpty {
            registrations.append(
                (
                    "AppAssetCatalogs.register()",
                    "asset catalogs, for the views' `UIImage(named:)` and `UIColor(named:)`"
                ))
        }
        if !nibFolders.isEmpty {
            registrations.append(("AppNibs.register()", "xibs, for the views' `UINib(nibName:)`"))
        }
        let register =
            registrations.isEmpty
            ? ""
            : """
                /// The app's \(registrations.map(\.what).joined(separator: "; its "))
                /// (\([catalogs.isEmpty ? nil : "AssetCatalogs.swift", nibFolders.isEmpty ? nil : "AppNibs.swift"].compactMap { $0 }.joined(separator: ", "))).
                init() { \(registrations.map(\.call).joined(separator: "; ")) }


            """
        return """
            import SnapshotTesting
            import Testing
            import UIKit

            @testable import \(Self.viewsTarget)

            /// One snapshot per view class that can be made with no arguments. References are written
            /// by the first run, in __Snapshots__-linux beside this file.
            @MainActor @Suite struct ViewSnapshots {
            \(register)    /// A view at an iPhone 13's width (390 points) and the height its constraints give it
                /// there, at least a table row's 44 points for a table cell and 1 point for others. A
                /// view that turned off its own autoresizing mask is placed by constraints, not by its
                /// frame: it is pinned to the edges of a host of that size.
                func phoneWidth(_ view: UIView) -> UIView {
                    let fitted = view.systemLayoutSizeFitting(
                        CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel)
                    let least: CGFloat = view is UITableViewCell ? 44 : 1
                    let frame = CGRect(x: 0, y: 0, width: 390, height: max(least, fitted.height))
                    guard !view.translatesAutoresizingMaskIntoConstraints else {
                        view.frame = frame
                        return view
                    }
                    let host = UIView(frame: frame)
                    host.addSubview(view)
                    NSLayoutConstraint.activate([
                        view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
                        view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
                        view.topAnchor.constraint(equalTo: host.topAnchor),
                        view.bottomAnchor.constraint(equalTo: host.bottomAnchor),
                    ])
                    return host
                }
            \(tests)}

            """
    }

    /// Registers the app's asset catalogs with PlumbUIKit, found from this file's own place
    /// (`#filePath`, the clone's path when it is compiled), so a clone anywhere finds them
    /// without a setting; once per process, by any suite that calls `register()`.
    public var assetCatalogsFile: String {
        Self.registrationFile(
            enumName: "AppAssetCatalogs", registry: "PlumbAssetCatalogs", paths: catalogs,
            about: """
                /// The app's asset catalogs, for `UIImage(named:)` and `UIColor(named:)` in the views under
                /// test. On iOS they are compiled into the app's bundle; on Linux they are read from their
                /// folders, relative to this file's folder. A suite that makes views calls `register()`
                /// in its `init()` (the generated one does).
                """)
    }

    /// Registers the folders of the app's xibs with PlumbUIKit, found from this file's own place
    /// as the catalogs are.
    public var nibsFile: String {
        Self.registrationFile(
            enumName: "AppNibs", registry: "PlumbNibFolders", paths: nibFolders,
            about: """
                /// The folders of the app's xibs, for `UINib(nibName:bundle: nil)` and
                /// `Bundle.main.loadNibNamed` in the views under test. On iOS the nibs are compiled into the
                /// app's bundle; on Linux the xibs are read where they are, relative to this file's folder.
                /// A suite that makes views calls `register()` in its `init()` (the generated one does).
                """)
    }

    /// A file declaring `enumName.register()`, which hands each of `paths` (relative to the
    /// file's folder) to PlumbUIKit's `registry` once per process, the first searched first.
    static func registrationFile(enumName: String, registry: String, paths: [String], about: String) -> String {
        let list = paths.map { "        \(literal($0)),\n" }.joined()
        return """
            import Foundation

            #if os(Linux)
                @_spi(Plumb) import PlumbUIKit
            #endif

            \(about)
            enum \(enumName) {
                /// Relative to this file's folder, in the order searched.
                static let paths = [
            \(list)    ]

                static func register() { _ = registered }

                private static let registered: Void = {
                    #if os(Linux)
                        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                        // Each registration is searched before the earlier ones.
                        for path in paths.reversed() {
                            \(registry).register(folder.appendingPathComponent(path).standardized.path)
                        }
                    #endif
                }()
            }

            """
    }

    /// Why a class with implicitly unwrapped `@IBOutlet`s that does not load its own nib gets
    /// a disabled test.
    public static func nibReason(_ name: String) -> String {
        "\(name)'s @IBOutlets are connected by the nib or storyboard that makes it, so \(name)() leaves "
            + "them nil: snapshot it as that nib makes it (UINib(nibName:bundle:).instantiate(withOwner:)), "
            + "or make its views in code, then enable this test"
    }

    /// `Outer.InnerView` → `outer_InnerView`: a function name per class.
    func testName(_ name: String) -> String {
        let flat = name.replacingOccurrences(of: ".", with: "_")
        guard let first = flat.first else { return "view" }
        return first.lowercased() + flat.dropFirst()
    }

    /// A stand-in module's one file: SwiftPM builds no module from an empty target.
    public static func standInFile(_ module: String) -> String {
        """
        // A stand-in for the module \(module), which the views import and Linux does not have.
        // What the views use of it goes in Sources/Views/Stubs.swift.

        """
    }

    public static let stubsHeader = """
        // Declarations the views use from the rest of the app (models, theme, localisation…),
        // written by `plumb uikit init` from the compiler's "cannot find … in scope" as
        // skeletons for the team to fill in. It only ever adds names here; edit freely.
        import Foundation
        import UIKit

        """
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var result = "\""
    for character in text.unicodeScalars {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.unicodeScalars.append(character)
        }
    }
    return result + "\""
}
