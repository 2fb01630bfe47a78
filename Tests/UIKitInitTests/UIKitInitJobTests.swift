import Foundation
import TestSupport
import Testing
import UIKitInit

/// `UIKitInitJob` without a build: the package it writes, its links, and what a second run keeps.
@Suite struct UIKitInitJobTests {
    /// An app with a view file, a view controller file importing a module of the app, a model and
    /// a file with no views.
    static func app() throws -> String {
        let root = try TemporaryDirectory.make()
        let files = [
            "App/Views/Header.swift": "import UIKit\nfinal class Header: UIView {\n    @objc func tap() {}\n}\n",
            "App/Screens/Login.swift": "import UIKit\nimport Networking\nclass Login: UIViewController {}\n",
            "App/Screens/Detail.swift":
                "import UIKit\nclass Detail: UIViewController {\n    init(id: Int) { super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { fatalError() }\n}\n",
            "App/Models/Post.swift": "import Networking\nstruct Post {}\n",
            ".build/Hidden.swift": "class Hidden: UIView {}\n",
        ]
        try write(files, under: root)
        return root
    }

    /// Writes each file's text at its path under `root`, making the folders.
    static func write(_ files: [String: String], under root: String) throws {
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        }
    }

    static func job(_ root: String, views: [String] = []) -> UIKitInitJob {
        UIKitInitJob(
            root: root, viewFolders: views, output: nil,
            plumb: .url("https://example.com/team/plumb.git", from: "1.2.0"),
            build: false, say: { _ in })
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func writesThePackageLinkingTheViewFiles() throws {
        let root = try Self.app()
        let summary = try Self.job(root).run()
        let package = root + "/LinuxSnapshots"
        #expect(summary.viewClasses.map(\.name) == ["Detail", "Login", "Header"])
        #expect(
            summary.written == [
                package + "/Package.swift", package + "/Tests/ViewsSnapshotTests/ViewSnapshots.swift",
                package + "/StandIns/Networking/StandIn.swift", package + "/Sources/Views/Stubs.swift",
            ])
        let links = package + "/Sources/Views/App/App"
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: links + "/Views/Header.swift")
                == "../../../../../../App/Views/Header.swift")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: links + "/Screens/Login.swift")
                == "../../../../../../App/Screens/Login.swift")
        #expect(!FileManager.default.fileExists(atPath: links + "/Models"))
        let manifest = try Self.read(package + "/Package.swift")
        #expect(manifest.hasPrefix("// swift-tools-version:6.0\n"))
        #expect(manifest.contains(".package(url: \"https://example.com/team/plumb.git\", from: \"1.2.0\"),"))
        #expect(manifest.contains(".product(name: \"PlumbUIKit\", package: \"plumb\"), \"Networking\"]"))
        #expect(manifest.contains(".target(name: \"Networking\", path: \"StandIns/Networking\"),"))
        #expect(manifest.contains("[\"-module-alias\", \"UIKit=PlumbUIKitSnapshotTesting\"]"))
        let tests = try Self.read(package + "/Tests/ViewsSnapshotTests/ViewSnapshots.swift")
        #expect(
            tests.contains(
                "    /// App/Screens/Login.swift:3\n    @Test func login() {\n        assertSnapshot(of: Login(), as: .image(on: .iPhone13))\n    }\n"
            ))
        #expect(
            tests.contains(
                "    @Test func header() {\n        assertSnapshot(of: phoneWidth(Header()), as: .image)\n    }\n"))
        #expect(!tests.contains("Detail"))
        #expect(try Self.read(package + "/Sources/Views/Stubs.swift") == SnapshotPackage.stubsHeader)
    }

    @Test func aSecondRunKeepsTheTeamsEditsAndDropsStaleLinks() throws {
        let root = try Self.app()
        _ = try Self.job(root).run()
        let package = root + "/LinuxSnapshots"
        let manifest = package + "/Package.swift"
        let edited = try Self.read(manifest).replacingOccurrences(of: "from: \"1.17.0\"", with: "from: \"1.18.0\"")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: manifest))
        let stubs = package + "/Sources/Views/Stubs.swift"
        try Data((SnapshotPackage.stubsHeader + "struct Post {}\n").utf8).write(to: URL(fileURLWithPath: stubs))
        try FileManager.default.removeItem(atPath: root + "/App/Screens/Login.swift")

        let again = try Self.job(root).run()
        #expect(again.kept == [manifest])
        #expect(again.written == [package + "/Tests/ViewsSnapshotTests/ViewSnapshots.swift"])
        #expect(try Self.read(manifest) == edited)
        #expect(try Self.read(stubs) == SnapshotPackage.stubsHeader + "struct Post {}\n")
        #expect(!FileManager.default.fileExists(atPath: package + "/Sources/Views/App/App/Screens/Login.swift"))
        #expect(
            (try? FileManager.default.destinationOfSymbolicLink(
                atPath: package + "/Sources/Views/App/App/Screens/Login.swift")) == nil)

        let third = try Self.job(root).run()
        #expect(third.written.isEmpty)
    }

    @Test func namedFoldersAreLinkedWhole() throws {
        let root = try Self.app()
        _ = try Self.job(root, views: [root + "/App/Views", root + "/App/Models"]).run()
        let links = root + "/LinuxSnapshots/Sources/Views/App"
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: links + "/Views") == "../../../../App/Views")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: links + "/Models") == "../../../../App/Models")
    }

    /// The app's xibs, wherever they are under it: their folders registered by a file of the
    /// test target by paths relative to it, before the suite makes a view; a class whose file
    /// loads its nib with `self` as the owner, or a view controller with a xib named after it,
    /// gets an enabled test, one with outlets that only a nib making it would set a disabled one.
    @Test func theAppsXibFoldersAreRegisteredAndASelfLoadingViewIsTested() throws {
        let root = try Self.app()
        let files = [
            "App/Views/Card.swift":
                "import UIKit\nfinal class Card: UIView {\n    @IBOutlet private var body: UIView!\n"
                + "    override init(frame: CGRect) {\n        super.init(frame: frame)\n"
                + "        UINib(nibName: \"Card\", bundle: nil).instantiate(withOwner: self, options: nil)\n    }\n"
                + "    required init?(coder: NSCoder) { fatalError() }\n}\n",
            "App/Views/Row.swift": "import UIKit\nfinal class Row: UIView {\n    @IBOutlet var title: UILabel!\n}\n",
            "App/Views/ProfileViewController.swift":
                "import UIKit\nfinal class ProfileViewController: UIViewController {\n    @IBOutlet var name: UILabel!\n}\n",
            "App/Views/ProfileView.xib": "<document/>\n",
            "App/Views/Card.xib": "<document/>\n",
            "App/Views/Other.xib": "<document/>\n",
            "App/Cells/Row.xib": "<document/>\n",
            "Pods/Lib/Lib.xib": "<document/>\n",
        ]
        try Self.write(files, under: root)
        var lines: [String] = []
        var job = Self.job(root)
        job.say = { lines.append($0) }
        let summary = try job.run()
        let package = root + "/LinuxSnapshots"
        #expect(
            summary.nibs == [
                root + "/App/Cells/Row.xib", root + "/App/Views/Card.xib", root + "/App/Views/Other.xib",
                root + "/App/Views/ProfileView.xib",
            ])
        #expect(
            lines.contains(
                "found 4 xibs: App/Cells/Row.xib, App/Views/Card.xib, App/Views/Other.xib, App/Views/ProfileView.xib "
                    + "(the tests register their folders for UINib: AppNibs.swift)"))
        #expect(
            lines.contains(
                "disabled the tests of Row: implicitly unwrapped @IBOutlets, connected by the nib or storyboard "
                    + "that makes each, which Name() does not load"))
        let file = try Self.read(package + "/Tests/ViewsSnapshotTests/AppNibs.swift")
        #expect(
            file.contains(
                "    static let paths = [\n        \"../../../App/Cells\",\n        \"../../../App/Views\",\n    ]\n"))
        #expect(file.contains("PlumbNibFolders.register(folder.appendingPathComponent(path).standardized.path)"))
        let tests = try Self.read(package + "/Tests/ViewsSnapshotTests/ViewSnapshots.swift")
        #expect(
            tests.contains(
                "    /// The app's xibs, for the views' `UINib(nibName:)`\n    /// (AppNibs.swift).\n"
                    + "    init() { AppNibs.register() }\n"))
        #expect(
            tests.contains(
                "    @Test func card() {\n        assertSnapshot(of: phoneWidth(Card()), as: .image)\n    }\n"))
        #expect(tests.contains("    @Test(.disabled(\"Row's @IBOutlets are connected by the nib or storyboard"))
        // A view controller with a xib named after it (without "Controller") loads it itself.
        #expect(
            tests.contains(
                "    @Test func profileViewController() {\n"
                    + "        assertSnapshot(of: ProfileViewController(), as: .image(on: .iPhone13))\n    }\n"))
        #expect(!(try Self.read(package + "/Package.swift")).contains("resources"))
    }

    /// The app's `.xcassets` folders, wherever they are under it (here beside the `--views`
    /// folders, not in them), registered by a file of the test target by their paths relative to
    /// it; the generated suite registers them before making a view.
    @Test func theAppsAssetCatalogsAreRegisteredForTheTests() throws {
        let root = try Self.app()
        for catalog in ["App/Assets.xcassets/Avatar.imageset", "App/Shared/Icons.xcassets", "Pods/P.xcassets"] {
            try FileManager.default.createDirectory(atPath: root + "/" + catalog, withIntermediateDirectories: true)
        }
        var lines: [String] = []
        var job = Self.job(root, views: [root + "/App/Views"])
        job.say = { lines.append($0) }
        let summary = try job.run()
        let package = root + "/LinuxSnapshots"
        #expect(summary.catalogs == [root + "/App/Assets.xcassets", root + "/App/Shared/Icons.xcassets"])
        #expect(
            lines.contains(
                "found 2 asset catalogs: App/Assets.xcassets, App/Shared/Icons.xcassets (the tests register them: AssetCatalogs.swift)"
            ))
        #expect(summary.written.contains(package + "/Tests/ViewsSnapshotTests/AssetCatalogs.swift"))
        let file = try Self.read(package + "/Tests/ViewsSnapshotTests/AssetCatalogs.swift")
        #expect(
            file
                == GeneratedFile.text(
                    """
                    import Foundation

                    #if os(Linux)
                        @_spi(Plumb) import PlumbUIKit
                    #endif

                    /// The app's asset catalogs, for `UIImage(named:)` and `UIColor(named:)` in the views under
                    /// test. On iOS they are compiled into the app's bundle; on Linux they are read from their
                    /// folders, relative to this file's folder. A suite that makes views calls `register()`
                    /// in its `init()` (the generated one does).
                    enum AppAssetCatalogs {
                        /// Relative to this file's folder, in the order searched.
                        static let paths = [
                            "../../../App/Assets.xcassets",
                            "../../../App/Shared/Icons.xcassets",
                        ]

                        static func register() { _ = registered }

                        private static let registered: Void = {
                            #if os(Linux)
                                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                                // Each registration is searched before the earlier ones.
                                for path in paths.reversed() {
                                    PlumbAssetCatalogs.register(folder.appendingPathComponent(path).standardized.path)
                                }
                            #endif
                        }()
                    }

                    """))
        let tests = try Self.read(package + "/Tests/ViewsSnapshotTests/ViewSnapshots.swift")
        #expect(
            tests.contains(
                """
                @MainActor @Suite struct ViewSnapshots {
                    /// The app's asset catalogs, for the views' `UIImage(named:)` and `UIColor(named:)`
                    /// (AssetCatalogs.swift).
                    init() { AppAssetCatalogs.register() }

                    /// A view at an iPhone 13's width
                """))
        // With no catalog, neither the file nor the suite's init.
        let plain = try Self.app()
        _ = try Self.job(plain).run()
        #expect(
            !FileManager.default.fileExists(
                atPath: plain + "/LinuxSnapshots/Tests/ViewsSnapshotTests/AssetCatalogs.swift"))
        #expect(
            !(try Self.read(plain + "/LinuxSnapshots/Tests/ViewsSnapshotTests/ViewSnapshots.swift")).contains("init()"))
    }

    @Test func errorsNameThePath() throws {
        let root = try TemporaryDirectory.make()
        #expect(throws: UIKitInitError.usage("Error: \(root)/missing is not a folder")) {
            try Self.job(root + "/missing").run()
        }
        try Data("struct A {}\n".utf8).write(to: URL(fileURLWithPath: root + "/A.swift"))
        #expect(throws: UIKitInitError.noViews(root)) { try Self.job(root).run() }
        try Data("class B: UIView {}\nlet s = \"\n".utf8).write(to: URL(fileURLWithPath: root + "/B.swift"))
        #expect(
            throws: UIKitInitError.unreadableSources([
                .init(file: root + "/B.swift", line: 2, reason: "unterminated string literal")
            ])
        ) {
            try Self.job(root).run()
        }
    }
}
