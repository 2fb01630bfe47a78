import Foundation
import PackagePlugin

/// Compiles a target's UIKit view files on Linux through `plumb uikit rewrite`'s rewrite.
///
/// A build-tool plugin cannot take a source away from its target, so the target's manifest
/// excludes the files to rewrite (on Linux only), and this plugin gives the target a
/// rewritten copy of each: every `*.swift` file under the target's directory that the target
/// does not compile itself (names starting with `.` skipped). So every Swift file there is
/// compiled once, as written or rewritten. One command per file, so a build rewrites only
/// the files that changed. Each copy starts with a `#sourceLocation` line naming its source,
/// so the compiler's errors, `#filePath` and the debugger point at the team's own file and
/// lines, not at the copy. On other systems the plugin adds nothing: there the manifest
/// excludes nothing and the files compile as written, against the real UIKit.
/// docs/uikit-rewrite.md shows the manifest.
@main
struct PlumbUIKitRewritePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        #if os(Linux)
            // The concrete type's `directoryURL` (the protocol's needs tools version 6.1).
            guard let target = target as? SwiftSourceModuleTarget else { return [] }
            let tool = try context.tool(named: "plumb-uikit-rewrite")
            let root = target.directoryURL.standardizedFileURL
            let compiled = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("Rewritten")
            return Self.swiftFiles(under: root).filter { !compiled.contains(root.appendingPathComponent($0).path) }
                .map { relative in
                    let input = root.appendingPathComponent(relative)
                    let rewritten = output.appendingPathComponent(relative)
                    return .buildCommand(
                        displayName: "Rewriting \(relative) for Linux (plumb uikit rewrite)",
                        executable: tool.url, arguments: ["--source-location", input.path, rewritten.path],
                        inputFiles: [input], outputFiles: [rewritten])
                }
        #else
            return []
        #endif
    }

    /// `*.swift` files under `root`, relative to it, sorted (the command order is then the
    /// same on every run).
    static func swiftFiles(under root: URL) -> [String] {
        let manager = FileManager.default
        var found: [String] = []
        var pending = [""]
        // A symbolic link back up the tree is followed once.
        var visited: Set<String> = [root.resolvingSymlinksInPath().path]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] where !name.hasPrefix(".") {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: root.appendingPathComponent(child).path, isDirectory: &isDirectory)
                else { continue }
                if isDirectory.boolValue {
                    let resolved = root.appendingPathComponent(child).resolvingSymlinksInPath().path
                    if visited.insert(resolved).inserted { pending.append(child) }
                } else if name.hasSuffix(".swift") {
                    found.append(child)
                }
            }
        }
        return found.sorted()
    }
}
