import Foundation

/// `plumb uikit init` (docs/uikit-init.md): finds a team's view files, writes the Linux
/// snapshot package beside them, builds it and turns "cannot find … in scope" into stubs.
public struct UIKitInitJob {
    /// The app's repository (or the folder holding its views).
    public var root: String
    /// Folders to link as they are instead of scanning `root` for view files.
    public var viewFolders: [String]
    /// The package's folder; `root`/LinuxSnapshots by default.
    public var output: String
    public var plumb: SnapshotPackage.PlumbSource
    /// Build, and write stubs from the compiler's answers (else only write the package).
    public var build: Bool
    /// SwiftPM's scratch folder for the build (`--scratch-path`), else the package's `.build`:
    /// packages that depend on the same Plumb can share one and build Plumb once.
    public var scratchPath: String?
    /// How many build-and-stub rounds at most: each new stub can reveal names the compiler had
    /// not reached.
    public var rounds = 4
    /// Receives each line of the report as it happens.
    public var say: (String) -> Void

    public init(
        root: String, viewFolders: [String], output: String?, plumb: SnapshotPackage.PlumbSource, build: Bool,
        say: @escaping (String) -> Void
    ) {
        self.root = root
        self.viewFolders = viewFolders
        self.output = output ?? (root as NSString).appendingPathComponent("LinuxSnapshots")
        self.plumb = plumb
        self.build = build
        self.say = say
    }

    /// What the run did, for the exit status and the tests.
    public struct Summary: Equatable, Sendable {
        public var viewClasses: [ViewClass] = []
        public var linkedFiles: [String] = []
        public var written: [String] = []
        public var kept: [String] = []
        public var stubsAdded: [String] = []
        /// The app's asset catalogs found under `root`, sorted.
        public var catalogs: [String] = []
        /// The app's xibs found under `root`, sorted by path; `AppNibs.swift` registers their
        /// folders.
        public var nibs: [String] = []
        /// Errors of the last build that no stub answers, with their locations.
        public var unresolved: [CompilerDiagnostic] = []
        public var built: Bool?
    }

    private var fileManager: FileManager { .default }

    public func run() throws(UIKitInitError) -> Summary {
        var summary = Summary()
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .usage("Error: \(root) is not a folder")
        }
        for folder in viewFolders {
            guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .usage("Error: \(folder) (--views) is not a folder")
            }
        }
        let outputPath = standardized(output)
        // A path to Plumb is written relative to the package, so that a clone elsewhere builds.
        var plumb = plumb
        if case .path(let path) = plumb, path.hasPrefix("/") {
            plumb = .path(Self.relativePath(from: outputPath, to: standardized(path)))
        }

        // 1. The view files.
        let sources: [String]
        if viewFolders.isEmpty {
            sources = filePaths(under: root, skipping: outputPath, suffix: ".swift")
        } else {
            sources = viewFolders.flatMap { filePaths(under: $0, skipping: outputPath, suffix: ".swift") }
        }
        var files: [(path: String, text: String)] = []
        for path in sources {
            guard let data = fileManager.contents(atPath: path) else {
                throw .io(path: path, reason: "cannot be read")
            }
            files.append((path, String(decoding: data, as: UTF8.self)))
        }
        let scan = ViewScanner.scan(files: files)
        if !scan.failures.isEmpty { throw .unreadableSources(scan.failures) }
        let views = scan.classes.filter { $0.kind != nil }
        if views.isEmpty && viewFolders.isEmpty { throw .noViews(root) }
        summary.viewClasses = views
        let viewFiles = Set(views.map(\.file))
        let linked = viewFolders.isEmpty ? sources.filter { viewFiles.contains($0) } : []
        summary.linkedFiles = linked
        // The app's xibs, wherever they are under it: a view controller finds its own by name,
        // as UIKit's `loadView()` does, so its outlets are set by `Name()` (docs/uikit.md, "Nibs").
        summary.nibs = filePaths(under: root, skipping: outputPath, suffix: ".xib")
        let nibNames = Set(summary.nibs.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension })
        let testable = views.filter { $0.testable && $0.constructibleWithoutArguments }.map { item in
            var found = item
            if item.kind == .viewController,
                !ViewClass.nibNames(forController: item.name).filter(nibNames.contains).isEmpty
            {
                found.loadsOwnNib = true
            }
            return found
        }
        say(
            "found \(count(views.count, "view class", "view classes")) in "
                + "\(count(viewFiles.count, "file", "files")); \(testable.count) can be made with no arguments")
        let nibMade = testable.filter(\.madeByANib).map(\.name)
        if !nibMade.isEmpty {
            say(
                "disabled the tests of \(nibMade.joined(separator: ", ")): implicitly unwrapped @IBOutlets, "
                    + "connected by the nib or storyboard that makes each, which Name() does not load")
        }

        // 2. The package.
        let linkedTexts = viewFolders.isEmpty ? files.filter { viewFiles.contains($0.path) } : files
        let imported = Set(linkedTexts.flatMap { (try? ViewScanner.scan($0.text, file: $0.path).imports) ?? [] })
        let standIns = imported.subtracting(SnapshotPackage.linuxModules).sorted()
        // The test file names each class's file relative to the app, the same on every machine.
        let rootPrefix = standardized(root) + "/"
        let named = testable.map { item in
            var copy = item
            let path = standardized(item.file)
            if path.hasPrefix(rootPrefix) { copy.file = String(path.dropFirst(rootPrefix.count)) }
            return copy
        }
        // The app's catalogs, wherever they are under the app (not only in `--views` folders: an
        // Xcode project keeps one beside its sources), by a path relative to the test target.
        summary.catalogs = catalogFolders(under: root, skipping: outputPath)
        let testFolder = (outputPath as NSString).appendingPathComponent("Tests/\(SnapshotPackage.testTarget)")
        let catalogs = summary.catalogs.map { Self.relativePath(from: testFolder, to: standardized($0)) }
        // The folders of the app's xibs, registered by the test target by paths relative to it
        // (as the catalogs are).
        var nibFolders: [String] = []
        for path in summary.nibs {
            let folder = Self.relativePath(
                from: testFolder, to: standardized((path as NSString).deletingLastPathComponent))
            if !nibFolders.contains(folder) { nibFolders.append(folder) }
        }
        let package = SnapshotPackage(
            plumb: plumb, standIns: standIns, tested: named, catalogs: catalogs, nibFolders: nibFolders.sorted())
        // A found path as the report names it: relative to the app when it is inside.
        func reported(_ path: String) -> String {
            let absolute = standardized(path)
            return absolute.hasPrefix(rootPrefix) ? String(absolute.dropFirst(rootPrefix.count)) : absolute
        }
        if !catalogs.isEmpty {
            let names = summary.catalogs.map(reported)
            say(
                "found \(count(names.count, "asset catalog", "asset catalogs")): \(names.joined(separator: ", ")) "
                    + "(the tests register \(names.count == 1 ? "it" : "them"): AssetCatalogs.swift)")
        }
        if !summary.nibs.isEmpty {
            let names = summary.nibs.map(reported)
            let folders = names.count == 1 ? "its folder" : nibFolders.count == 1 ? "their folder" : "their folders"
            say(
                "found \(count(names.count, "xib", "xibs")): \(names.joined(separator: ", ")) (the tests register "
                    + "\(folders) for UINib: AppNibs.swift)")
        }
        let viewsFolder = (outputPath as NSString).appendingPathComponent("Sources/\(SnapshotPackage.viewsTarget)")
        try write(package.manifest, to: "Package.swift", in: outputPath, summary: &summary)
        try write(
            package.testFile, to: "Tests/\(SnapshotPackage.testTarget)/ViewSnapshots.swift", in: outputPath,
            summary: &summary)
        if !catalogs.isEmpty {
            try write(
                package.assetCatalogsFile, to: "Tests/\(SnapshotPackage.testTarget)/AssetCatalogs.swift",
                in: outputPath, summary: &summary)
        }
        if !nibFolders.isEmpty {
            try write(
                package.nibsFile, to: "Tests/\(SnapshotPackage.testTarget)/AppNibs.swift", in: outputPath,
                summary: &summary)
        }
        for module in standIns {
            try write(
                SnapshotPackage.standInFile(module), to: "StandIns/\(module)/StandIn.swift", in: outputPath,
                summary: &summary)
        }
        let stubs = (viewsFolder as NSString).appendingPathComponent("Stubs.swift")
        if !fileManager.fileExists(atPath: stubs) {
            try create(stubs, SnapshotPackage.stubsHeader)
            summary.written.append(stubs)
        }
        try link(
            viewFolders.isEmpty ? linked : viewFolders, flat: !viewFolders.isEmpty,
            into: (viewsFolder as NSString).appendingPathComponent(SnapshotPackage.linkFolder))
        for path in summary.written { say("wrote \(path)") }
        for path in summary.kept { say("kept \(path): changed since plumb uikit init wrote it") }
        guard build else { return summary }

        // 3. Build, stub, build again.
        let superclasses = Set(scan.classes.map(\.superclass))
        for round in 1...rounds {
            say("building (swift build --build-tests), round \(round)…")
            let (status, output) = try swiftBuild(outputPath)
            let errors = CompilerDiagnostic.parse(output)
            if status == 0 {
                summary.built = true
                summary.unresolved = []
                break
            }
            summary.built = false
            let existing = (try? String(contentsOfFile: stubs, encoding: .utf8)) ?? ""
            var declared = StubWriter.declaredNames(in: existing)
            var additions = ""
            var unresolved: [CompilerDiagnostic] = []
            for error in errors {
                guard let missing = error.missing else {
                    unresolved.append(error)
                    continue
                }
                let name = StubWriter.name(of: missing)
                if declared.contains(name) {
                    // Declared already, yet missing: in a module the stubs cannot reach (a
                    // module-qualified name, a file outside the views target).
                    if !summary.stubsAdded.contains(name) { unresolved.append(error) }
                    continue
                }
                declared.insert(name)
                summary.stubsAdded.append(name)
                additions +=
                    "\n"
                    + StubWriter.skeleton(
                        for: missing, superclasses: superclasses, usedAsCall: followedByParenthesis(error, name),
                        seenAt: "\((error.file as NSString).lastPathComponent):\(error.line)")
            }
            summary.unresolved = unresolved
            if additions.isEmpty {
                if errors.isEmpty {
                    summary.unresolved = [
                        CompilerDiagnostic(
                            file: outputPath, line: 0, column: 0,
                            message: "swift build failed with no error line: " + lastLines(output))
                    ]
                }
                break
            }
            try append(additions, to: stubs, existing: existing)
        }
        if !summary.stubsAdded.isEmpty {
            say(
                "added \(count(summary.stubsAdded.count, "stub", "stubs")) to \(stubs): \(summary.stubsAdded.joined(separator: ", "))"
            )
        }
        if summary.built == true {
            say("the package builds: cd \(outputPath) && swift test (the first run records the references)")
        } else {
            say(
                "could not do: \(count(summary.unresolved.count, "error is", "errors are")) not a missing name, so not stubbed; fix them in your files or in Stubs.swift:"
            )
            for error in summary.unresolved { say("  \(error)") }
        }
        return summary
    }

    // MARK: - Files

    private func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Every file under `folder` whose name ends in `suffix`, sorted; hidden folders, `.build`,
    /// `Pods`, `Carthage`, `DerivedData` and the output folder are skipped.
    private func filePaths(under folder: String, skipping output: String, suffix: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if ["Pods", "Carthage", "DerivedData"].contains(name) || standardized(path) == output { continue }
                    let attributes = try? fileManager.attributesOfItem(atPath: path)
                    if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                    pending.append(path)
                } else if name.hasSuffix(suffix) {
                    result.append(path)
                }
            }
        }
        return result.sorted()
    }

    /// Every `.xcassets` folder under `folder` (not looked into), sorted; the folders
    /// `filePaths(under:)` skips are skipped here too.
    private func catalogFolders(under folder: String, skipping output: String) -> [String] {
        var result: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = (current as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                    !["Pods", "Carthage", "DerivedData"].contains(name), standardized(path) != output
                else { continue }
                let attributes = try? fileManager.attributesOfItem(atPath: path)
                if attributes?[.type] as? FileAttributeType == .typeSymbolicLink { continue }
                if name.hasSuffix(".xcassets") {
                    result.append(path)
                } else {
                    pending.append(path)
                }
            }
        }
        return result.sorted()
    }

    /// Writes a generated file unless the team changed it since the last run.
    private func write(_ body: String, to relative: String, in package: String, summary: inout Summary)
        throws(UIKitInitError)
    {
        let path = (package as NSString).appendingPathComponent(relative)
        let text = GeneratedFile.text(body)
        if let data = fileManager.contents(atPath: path) {
            let current = String(decoding: data, as: UTF8.self)
            if current == text { return }
            if !GeneratedFile.isUnchanged(current) {
                summary.kept.append(path)
                return
            }
        }
        try create(path, text)
        summary.written.append(path)
    }

    private func create(_ path: String, _ text: String) throws(UIKitInitError) {
        do {
            try fileManager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .io(path: path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }

    private func append(_ text: String, to path: String, existing: String) throws(UIKitInitError) {
        try create(path, existing + (existing.hasSuffix("\n") || existing.isEmpty ? "" : "\n") + text)
    }

    /// Links each of `targets` into `folder` with a relative symbolic link: a file at its path
    /// relative to `root`, a folder (`flat`) under its own name. Links there that no longer
    /// point at a target are removed; nothing else in `folder` is touched.
    private func link(_ targets: [String], flat: Bool, into folder: String) throws(UIKitInitError) {
        var wanted: [String: String] = [:] // link path → target
        let rootPath = standardized(root)
        for target in targets {
            let absolute = standardized(target)
            let relative: String
            if flat {
                relative = (absolute as NSString).lastPathComponent
            } else {
                relative =
                    absolute.hasPrefix(rootPath + "/")
                    ? String(absolute.dropFirst(rootPath.count + 1)) : (absolute as NSString).lastPathComponent
            }
            wanted[(folder as NSString).appendingPathComponent(relative)] = absolute
        }
        // Remove our stale links.
        if let enumerator = fileManager.enumerator(atPath: folder) {
            var stale: [String] = []
            while let item = enumerator.nextObject() as? String {
                let path = (folder as NSString).appendingPathComponent(item)
                let attributes = try? fileManager.attributesOfItem(atPath: path)
                if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                    enumerator.skipDescendants()
                    if wanted[path] == nil { stale.append(path) }
                }
            }
            for path in stale { try? fileManager.removeItem(atPath: path) }
        }
        for (path, target) in wanted.sorted(by: { $0.key < $1.key }) {
            let directory = (path as NSString).deletingLastPathComponent
            let destination = Self.relativePath(from: standardized(directory), to: target)
            if let current = try? fileManager.destinationOfSymbolicLink(atPath: path) {
                if current == destination { continue }
                try? fileManager.removeItem(atPath: path)
            } else if fileManager.fileExists(atPath: path) {
                throw .io(path: path, reason: "is in the way of a link to \(target); move it")
            }
            do {
                try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
                try fileManager.createSymbolicLink(atPath: path, withDestinationPath: destination)
            } catch {
                throw .io(path: path, reason: "cannot be linked to \(target) (\(error.localizedDescription))")
            }
        }
    }

    /// `to` relative to the folder `from` (both absolute).
    public static func relativePath(from: String, to: String) -> String {
        let source = from.split(separator: "/")
        let target = to.split(separator: "/")
        var common = 0
        while common < source.count, common < target.count, source[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: source.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    // MARK: - Building

    private func swiftBuild(_ package: String) throws(UIKitInitError) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift", "build", "--build-tests", "--package-path", package]
            + (scratchPath.map { ["--scratch-path", $0] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            throw .io(path: package, reason: "swift build could not start (\(error.localizedDescription))")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether the source at the error's location has `(` right after the name.
    private func followedByParenthesis(_ error: CompilerDiagnostic, _ name: String) -> Bool {
        guard let data = fileManager.contents(atPath: error.file) else { return false }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard error.line >= 1, error.line <= lines.count else { return false }
        let bytes = Array(lines[error.line - 1].utf8)
        let after = error.column - 1 + name.utf8.count
        guard error.column >= 1, after < bytes.count else { return false }
        return bytes[after] == UInt8(ascii: "(")
    }

    private func lastLines(_ output: String) -> String {
        output.split(separator: "\n").suffix(3).joined(separator: " / ")
    }

    private func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
