import Foundation
import TestSupport
import Testing

/// `plumb uikit init` (docs/uikit-init.md) without a build: exit 0 with the package written,
/// 1 with the path when there is nothing to do, 2 for usage.
extension CommandLineTests {
    @Test func uikitInitWritesThePackageAndSaysWhatItDid() throws {
        let root = try TemporaryDirectory.make()
        try FileManager.default.createDirectory(atPath: root + "/App", withIntermediateDirectories: true)
        try Data("import UIKit\nfinal class Card: UIView {}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/App/Card.swift"))
        let arguments = ["uikit", "init", "--plumb-path", "/opt/plumb", "--no-build"]
        let run = try #require(PlumbCommand.run(arguments, in: root))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                found 1 view class in 1 file; 1 can be made with no arguments
                wrote \(root)/LinuxSnapshots/Package.swift
                wrote \(root)/LinuxSnapshots/Tests/ViewsSnapshotTests/ViewSnapshots.swift
                wrote \(root)/LinuxSnapshots/Sources/Views/Stubs.swift

                """)
        let manifest = try String(contentsOfFile: root + "/LinuxSnapshots/Package.swift", encoding: .utf8)
        // The path relative to the package: up to / from root/LinuxSnapshots, then opt/plumb.
        let ups = String(repeating: "../", count: root.split(separator: "/").count + 1)
        #expect(manifest.contains("let plumbPath = \"\(ups)opt/plumb\"\n"))
        #expect(manifest.contains(".package(path: plumbPath),"))
        #expect(manifest.contains(".product(name: \"PlumbUIKit\", package: plumb)"))

        let again = try #require(PlumbCommand.run(arguments, in: root))
        #expect(again.status == 0)
        #expect(again.stdout == "found 1 view class in 1 file; 1 can be made with no arguments\n")
    }

    @Test func uikitInitFailsNamingThePath() throws {
        let root = try TemporaryDirectory.make()
        let empty = try #require(PlumbCommand.run(["uikit", "init", "--no-build"], in: root))
        #expect(empty.status == 1)
        #expect(
            empty.stderr == "Error: .: no Swift file declares a class deriving from UIView, UITableViewCell, "
                + "UICollectionViewCell or UIViewController; name the folders with --views\n")
        let missing = try #require(PlumbCommand.run(["uikit", "init", "Nowhere", "--no-build"], in: root))
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: Nowhere is not a folder\n"))
    }
}
