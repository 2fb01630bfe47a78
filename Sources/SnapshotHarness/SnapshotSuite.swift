import AutoLayout
import Cookbook
import Foundation
import InterfaceBuilder
import SceneFormat
import SceneModel
import SceneReading

/// A suite (SPEC §6): the scenes a team snapshots, each with its matrix and tolerance, and
/// where the references live. Read from a `plumb.yml`; the cookbook's own suites are configs
/// of the same form, shipped with the Cookbook module.
///
/// ```yaml
/// scenes:                      # paths and globs, relative to this file
///   - Screens/*.yaml
///   - Main.storyboard          # every scene with a view
///   - Cells/Profile.xib
///   - Onboarding.storyboard#Welcome
/// snapshots: Snapshots         # the reference directory (default Snapshots)
/// devices: [iphone-se, iphone-15, ipad]   # or the team's own: SuiteDevices
/// orientations: [portrait]
/// directions: [ltr, rtl]
/// contentSizes: [l, ax5]
/// appearances: [light, dark]
/// tolerance: delta=2,pixels=10
/// strategies: [image, frames]  # what each variant records (default image and frames)
/// overrides:                   # per scene: a title, slug, path or glob → any axis,
///   Screens/Login.yaml: {appearances: [light]}     # tolerance: or snapshots:
/// ```
public struct SnapshotSuite: Sendable {
    public struct Member: Sendable {
        public let scene: SnapshotScene
        /// The scene file's path as the suite names it (relative to the config).
        public let file: String
        public var axes: SuiteAxes
        /// The scene's own reference directory (an override's `snapshots:`); nil for the suite's.
        public var snapshotsDirectory: String?
    }

    public static let fileName = "plumb.yml"
    static let keys = ["scenes", "snapshots", "overrides", "strategies", "audit"] + SuiteAxes.keys
    static var sceneExtensions: [String] { SceneReaders.standard.fileExtensions }

    /// The config file.
    public let file: String
    /// The reference directory, relative to the working directory.
    public let snapshotsDirectory: String
    /// The suite's tolerance (scenes may override it); nil when the config gives none.
    public let tolerance: Tolerance?
    public let members: [Member]
    /// What each variant records and compares, in the config's order (`SnapshotStrategies`).
    public let strategies: [AnySnapshotStrategy]
    /// What `plumb audit` takes from the config's `audit:` (nil when it has none).
    public var audit: SuiteAuditSettings?

    /// Reads a config, finding every scene and checking every value before any work: an
    /// unknown key, a glob that matches nothing, an unknown device or scene is an error
    /// naming the file, line and text.
    public static func load(path: String) throws(SceneError) -> SnapshotSuite {
        let fields = try SceneFields.read(path: path, context: "the suite")
        try fields.checkKeys(keys)
        let directory = (path as NSString).deletingLastPathComponent
        let definitions = try SuiteDevices.definitions(in: fields)
        var axes = try SuiteAxes().overridden(by: fields, definitions: definitions)
        let tolerance = axes.tolerance
        axes.tolerance = nil
        guard let patterns = try fields.strings("scenes"), !patterns.isEmpty else {
            throw fields.has("scenes")
                ? fields.error("scenes", "'scenes' must list at least one scene", "scenes")
                : SceneError(file: path, line: 1, text: "scenes", message: "the suite lists no scenes (add 'scenes:')")
        }
        var members: [Member] = []
        var slugs: [String: String] = [:]
        for (pattern, location) in patterns {
            for (scene, file) in try scenes(
                pattern.trimmingCharacters(in: .whitespaces), at: location,
                in: directory, config: path)
            {
                // Globs overlap (`*.yaml` and `Login.yaml`): a scene listed again counts once.
                if members.contains(where: { $0.scene.source == scene.source }) { continue }
                // Named by file (and scene): two YAML scenes may share a `name:`.
                let label = SceneReaders.standard.reader(for: file).picksScenes ? scene.title : file
                if let other = slugs[scene.slug] {
                    throw location.error(
                        "'\(label)' would keep its references in '\(scene.slug)/', as "
                            + "'\(other)' does: rename one", pattern)
                }
                slugs[scene.slug] = label
                members.append(Member(scene: scene, file: file, axes: axes))
            }
        }
        for (name, location, override) in try fields.namedMappings("overrides") ?? [] {
            try override.checkKeys(SuiteAxes.keys + ["snapshots"])
            let chosen = members.indices.filter { members[$0].isNamed(by: name) }
            guard !chosen.isEmpty else {
                throw location.error(
                    "the override names no scene of the suite (give a title, slug, path or glob)", name)
            }
            for index in chosen {
                members[index].axes = try members[index].axes.overridden(by: override, definitions: definitions)
                if let snapshots = try override.string("snapshots") {
                    members[index].snapshotsDirectory = SuiteGlob.join(directory, snapshots)
                }
            }
        }
        // The design canvas is a storyboard's or xib's: a YAML scene has none.
        for member in members where member.axes.devices.contains(SuiteAxes.design) {
            guard SceneReaders.standard.reader(for: member.scene.path).hasDesignCanvas else {
                let key = fields.has("overrides") && !axes.devices.contains(SuiteAxes.design) ? "overrides" : "devices"
                throw fields.error(
                    key,
                    "'\(member.file)' is a YAML scene: design is the canvas of a storyboard or xib "
                        + "(give YAML scenes devices in an override)", "design")
            }
        }
        let snapshots = try fields.string("snapshots") ?? "Snapshots"
        var suite = SnapshotSuite(
            file: path, snapshotsDirectory: SuiteGlob.join(directory, snapshots), tolerance: tolerance,
            members: members, strategies: try strategies(fields))
        suite.audit = try SuiteAuditSettings.read(fields, directory: directory)
        return suite
    }

    /// `strategies:` by name, each once; the standard ones (image and frames) when absent.
    private static func strategies(_ fields: SceneFields) throws(SceneError) -> [AnySnapshotStrategy] {
        guard let names = try fields.strings("strategies") else { return SnapshotStrategies.standard }
        guard !names.isEmpty else {
            throw fields.error("strategies", "'strategies' must list at least one strategy", "strategies")
        }
        var result: [AnySnapshotStrategy] = []
        for (name, location) in names {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            guard let strategy = SnapshotStrategies.named(trimmed) else {
                throw location.error(SnapshotError.unknownStrategy(trimmed).description, name)
            }
            if !result.contains(where: { $0.name == strategy.name }) { result.append(strategy) }
        }
        return result
    }

    /// One of the cookbook's suites, from the config the Cookbook module ships; its references
    /// live in `Snapshots` of the working directory, as they always have.
    public static func cookbook(_ suite: SnapshotMatrix.Suite) throws(SceneError) -> SnapshotSuite {
        let loaded = try load(path: Cookbook.suiteConfigPath(suite.rawValue))
        var suite = SnapshotSuite(
            file: loaded.file, snapshotsDirectory: "Snapshots", tolerance: loaded.tolerance,
            members: loaded.members, strategies: loaded.strategies)
        suite.audit = loaded.audit
        return suite
    }

    /// Every variant, in suite order: scene, then device, orientation, direction, content size
    /// and appearance. `scene` keeps only the scenes it names (a title, slug, path or glob).
    public func variants(scene name: String? = nil) throws(SnapshotError) -> [SnapshotVariant] {
        var chosen = members
        if let name {
            chosen = members.filter { $0.isNamed(by: name) }
            guard !chosen.isEmpty else { throw .unknownScene(name, suite: file) }
        }
        return chosen.flatMap { member in
            member.axes.environments.map { environment in
                SnapshotVariant(
                    scene: member.scene, device: environment.device, orientation: environment.orientation,
                    direction: environment.direction, contentSize: environment.contentSize,
                    appearance: environment.appearance, iosVersion: environment.iosVersion,
                    tolerance: member.axes.tolerance,
                    snapshotsDirectory: member.snapshotsDirectory)
            }
        }
    }

    /// The scenes one entry of `scenes:` gives, with their paths relative to the config.
    private static func scenes(_ entry: String, at location: SceneLocation, in directory: String, config: String)
        throws(SceneError) -> [(SnapshotScene, String)]
    {
        var pattern = entry
        var sceneName: String?
        if let hash = entry.firstIndex(of: "#") {
            pattern = String(entry[..<hash])
            sceneName = String(entry[entry.index(after: hash)...]).trimmingCharacters(in: .whitespaces)
        }
        var files: [String]
        if SuiteGlob.isPattern(pattern) {
            // The config itself is YAML too; it is never a scene.
            let configFile = URL(fileURLWithPath: config).standardizedFileURL.path
            guard let matched = SuiteGlob.files(matching: pattern, in: directory) else {
                throw location.error("the glob looks through more than 10,000 folders: narrow it", entry)
            }
            files = matched.filter { file in
                sceneExtensions.contains { file.hasSuffix($0) }
                    && URL(fileURLWithPath: SuiteGlob.join(directory, file)).standardizedFileURL.path != configFile
            }
            guard !files.isEmpty else {
                throw location.error("the glob matches no scene file (.yaml, .storyboard or .xib)", entry)
            }
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: SuiteGlob.join(directory, pattern), isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                throw location.error("no such scene file", entry)
            }
            guard sceneExtensions.contains(where: { pattern.hasSuffix($0) }) else {
                throw location.error("not a scene file (.yaml, .storyboard or .xib)", entry)
            }
            files = [pattern]
        }
        var result: [(SnapshotScene, String)] = []
        for file in files {
            let path = SuiteGlob.join(directory, file)
            let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let reader = SceneReaders.standard.reader(for: file)
            guard reader.picksScenes else {
                if sceneName != nil { throw location.error("'#' picks a scene of a storyboard or xib", entry) }
                let name = try reader.scenes(in: path).first?.name ?? nil
                result.append(
                    (
                        SnapshotScene(
                            title: name ?? file, slug: SnapshotScene.slug(forFileNamed: stem),
                            source: .init(path: path)), file
                    ))
                continue
            }
            var picked = try reader.scenes(in: path)
            if let sceneName {
                do throws(SceneError) {
                    picked = [try reader.scene(named: sceneName, in: path)]
                } catch {
                    throw location.error(error.message, entry, suggestion: error.suggestion)
                }
            }
            guard !picked.isEmpty else { throw location.error("the document has no scene with a view", entry) }
            for scene in picked {
                let name = scene.name ?? scene.id ?? ""
                let title = scene.isTheFile ? file : "\(file)#\(name)"
                let slug = SnapshotScene.slug(forFileNamed: scene.isTheFile ? stem : stem + " " + name)
                result.append(
                    (SnapshotScene(title: title, slug: slug, source: .init(path: path, scene: scene.id)), file))
            }
        }
        return result
    }
}

extension SnapshotSuite.Member {
    /// Whether a name from `overrides:` or `--scene` means this member: its title or slug
    /// (ignoring case), its file, or a glob matching either; a glob without `/` matches the
    /// file's name in any folder, as in `.gitignore` (`*.xib`).
    func isNamed(by name: String) -> Bool {
        let key = name.trimmingCharacters(in: .whitespaces)
        if [scene.title, scene.slug, file].contains(where: { $0.lowercased() == key.lowercased() }) { return true }
        if SuiteGlob.matchesPath(key, file) || SuiteGlob.matchesPath(key, scene.title) { return true }
        return !key.contains("/") && SuiteGlob.matchesPath(key, (scene.title as NSString).lastPathComponent)
    }
}
