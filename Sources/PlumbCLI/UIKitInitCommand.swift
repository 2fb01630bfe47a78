import ArgumentParser
import Foundation
import UIKitInit

/// `plumb uikit init [PATH] [--views DIR…] [--output DIR]` (docs/uikit-init.md).
struct UIKitInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a Linux snapshot package for an app's UIKit views, build it and stub what they miss.",
        discussion: """
            Finds the Swift files declaring classes that derive from UIView, UITableViewCell, \
            UICollectionViewCell or UIViewController (or links the folders given with --views), \
            writes OUTPUT/Package.swift, a test per view class that can be made with no \
            arguments and Sources/Views/Stubs.swift, builds it, and adds a skeleton to Stubs.swift \
            for each name the compiler cannot find. Running it again keeps your edits.
            """)

    /// Where a team's package finds Plumb until it names its own (`--plumb-url`).
    static let defaultURL = "https://github.com/plumb-layout/plumb"
    static let defaultVersion = "0.1.0"

    @Argument(help: "The app's repository.")
    var path: String = "."

    @Option(parsing: .upToNextOption, help: "Folders to link as they are instead of scanning PATH.")
    var views: [String] = []

    @Option(help: "The package's folder (default: PATH/LinuxSnapshots).")
    var output: String?

    @Option(help: "Depend on the Plumb checkout at this path instead of a URL.")
    var plumbPath: String?

    @Option(help: "Plumb's repository URL.")
    var plumbURL: String = Self.defaultURL

    @Option(help: "The lowest Plumb version the package accepts.")
    var plumbVersion: String = Self.defaultVersion

    @Option(help: "SwiftPM's scratch folder for the build (default: the package's .build).")
    var scratchPath: String?

    @Flag(help: "Write the package but do not build it or stub anything.")
    var noBuild = false

    func run() throws {
        let plumb: SnapshotPackage.PlumbSource =
            if let plumbPath {
                .path(URL(fileURLWithPath: plumbPath).standardizedFileURL.path)
            } else {
                .url(plumbURL, from: plumbVersion)
            }
        var job = UIKitInitJob(
            root: path, viewFolders: views, output: output, plumb: plumb, build: !noBuild, say: { print($0) })
        job.scratchPath = scratchPath
        let summary: UIKitInitJob.Summary
        do {
            summary = try job.run()
        } catch .usage(let message) {
            throw CommandFailure.usage(message)
        } catch {
            Console.error("Error: \(error.description)")
            throw ExitCode(1)
        }
        // The package is written either way; a build that still fails is the run's failure.
        if summary.built == false { throw ExitCode(1) }
    }
}
