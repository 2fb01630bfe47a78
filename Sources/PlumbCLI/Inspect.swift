import ArgumentParser
import AutoLayout
import ConsoleLog
import Cookbook
import Foundation
import Inspector
import Raster
import SceneModel
import SnapshotHarness

/// `plumb inspect`: one self-contained HTML page to look at a layout in a browser — the view
/// tree, the frames drawn, each view's constraints per axis with where they were written and
/// `plumb explain --view`'s answer, the conflicts with their alternatives and the ambiguity
/// with its ranges and pins (docs/debugging.md, "plumb inspect").
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Write an interactive inspector (one self-contained HTML file) for a scene, storyboard, xib or console log."
    )

    @Argument(
        help:
            "A cookbook recipe (title or slug), a scene file, a storyboard or xib, or a paste of UIKit's console log (none with --config)."
    )
    var input: String?

    @OptionGroup var environmentOptions: EnvironmentOptions

    @Flag(
        help:
            "Every variant of the scene's suite in one page (a recipe: the cookbook's default suite; another file: its matrix of devices, orientations and directions)."
    )
    var matrix = false

    @Option(help: "A suite's config (plumb.yml): every variant of its scene --scene names, in one page.")
    var config: String?

    @Flag(
        help:
            "Embed each variant's rendering (PNG, at the device's scale) beneath the drawing, with a control for its opacity."
    )
    var render = false

    @Option(help: "The HTML file to write.")
    var output: String

    @Flag(
        help:
            "Also run plumb audit's accessibility rules on the variants shown: a badge per view, a findings panel, each view's findings (not for a log)."
    )
    var audit = false

    func validate() throws {
        if config != nil {
            guard input == nil else { throw ValidationError("--config takes its scene from --scene, not an argument") }
            guard environmentOptions.scene != nil else { throw ValidationError("--config needs --scene NAME") }
        } else if input == nil {
            throw ValidationError("give a scene, storyboard, xib or log to inspect (or --config and --scene)")
        }
        if audit && environmentOptions.isDesign {
            throw ValidationError("--audit audits a device's variants; --device design is the document's canvas")
        }
        if config != nil || matrix, let option = environmentOptions.variantOptionGiven {
            throw ValidationError(
                "\(option) picks one variant; --matrix and --config lay out every variant of the suite")
        }
    }

    func run() throws {
        let document: InspectorDocument
        if config != nil || matrix {
            document = try suiteDocument()
        } else {
            if audit && isLog {
                throw CommandFailure.usage("--audit needs a scene: a console log has no colours or text")
            }
            document = try isLog ? logDocument() : sceneDocument()
        }
        do throws(OutputError) {
            try OutputFile(output).write(Array(document.html.utf8))
        } catch {
            throw CommandFailure.invalidInput("\(error)")
        }
    }

    /// A file that is no recipe, no storyboard or xib, and holds UIKit's unsatisfiable
    /// constraints log is read as a log; everything else as a scene.
    var isLog: Bool {
        guard let input, Cookbook.recipe(named: input) == nil, !SceneCatalog.picksScenes(input),
            let data = FileManager.default.contents(atPath: input)
        else { return false }
        return !ConsoleLog.parse(String(decoding: data, as: UTF8.self)).isEmpty
    }

    private func sceneDocument() throws -> InspectorDocument {
        let scene = try environmentOptions.loadScene(input ?? "")
        let environment = try environmentOptions.environment(for: scene)
        let engine = LayoutEngine(root: scene.root, environment: environment)
        let diagnosis = engine.diagnose()
        try FrameLimits.check(diagnosis.layout, scene: scene)
        let provenance = ConstraintProvenance(scene: scene)
        let file = ConstraintProvenance.displayName(scene.file)
        // With --audit the variant is named as the audit names it, so its findings find it.
        let audited = audit ? try auditedVariant(scene, environment) : nil
        let variant = InspectorVariant(
            engine: engine, diagnosis: diagnosis, provenance: provenance, sources: scene.sources, sourceFile: file,
            id: audited?.variant.name,
            render: render ? try SuiteInspection.rendering(engine, diagnosis.layout, scene: scene) : nil)
        let kind = SceneCatalog.picksScenes(scene.file) ? "interface-builder" : "scene"
        let findings = try audited.map {
            try InspectionAudit.findings(of: [$0.variant], settings: nil, defaultBaseline: $0.baseline)
        }
        return InspectorDocument(
            input: .init(kind: kind, file: file, scene: scene.name), variants: [variant], audit: findings)
    }

    /// The one variant `inspect --audit` audits: the input at the options' environment; a recipe
    /// with the cookbook's default suite's baseline, as `plumb audit RECIPE` reads it.
    private func auditedVariant(_ scene: Scene, _ environment: Environment) throws -> (
        variant: SnapshotVariant, baseline: String?
    ) {
        let input = self.input ?? ""
        let source: SnapshotScene
        var baseline: String?
        if let recipe = Cookbook.recipe(named: input) {
            source = SnapshotScene(recipe: recipe)
            baseline = AuditRun.cookbookBaseline(.default)
        } else {
            let stem = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
            source = SnapshotScene(
                title: scene.name, slug: SnapshotScene.slug(forFileNamed: stem),
                source: .init(path: input, scene: environmentOptions.scene))
        }
        let variant = SnapshotVariant(
            scene: source, device: environment.device, orientation: environment.orientation,
            direction: environment.direction, contentSize: environment.contentSize,
            appearance: environment.appearance, iosVersion: environment.iosVersion)
        return (variant, baseline)
    }

    private func logDocument() throws -> InspectorDocument {
        let input = self.input ?? ""
        if environmentOptions.scene != nil {
            throw CommandFailure.usage("--scene picks a storyboard's scene, not a log's")
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            throw CommandFailure.invalidInput("\(input): error: cannot read the file")
        }
        let logs = ConsoleLog.parse(String(decoding: data, as: UTF8.self))
        guard let first = logs.first else {
            throw CommandFailure.invalidInput("\(input): error: no UIKit constraint log found")
        }
        // The first log of the paste, as `plumb explain --log --output` draws it.
        let analysis = LogAnalysis(first)
        let picture = LogPicture(
            analysis,
            environment: try environmentOptions.environment(
                for: Scene(name: "log", file: input, root: View(name: "log"), views: [], constraints: [])))
        let logScene = Scene(name: "log", file: input, root: picture.engine.root, views: [], constraints: [])
        let variant = InspectorVariant(
            engine: picture.engine, diagnosis: picture.diagnosis,
            provenance: ConstraintProvenance(log: analysis, picture: picture, file: input),
            render: render
                ? try SuiteInspection.rendering(picture.engine, picture.diagnosis.layout, scene: logScene) : nil)
        let scene = logs.count == 1 ? "log" : "log 1 of \(logs.count)"
        return InspectorDocument(
            input: .init(kind: "console-log", file: input, scene: "\(input) (\(scene))"), variants: [variant])
    }

    /// Every variant of one scene's suite: the config's (`--config`, the scene `--scene`
    /// names), the cookbook's default suite for a recipe, else the default matrix's devices,
    /// orientations and directions for the file.
    private func suiteDocument() throws -> InspectorDocument {
        if let fontDir = environmentOptions.fontDir { try FontDirectory.use(fontDir) }
        let (variants, settings, baseline) = try suiteVariants()
        guard let first = variants.first else { throw CommandFailure.invalidInput("the suite has no variant") }
        let pages = try SuiteInspection.variants(variants, render: render)
        let scene = first.scene
        let kind = SceneCatalog.picksScenes(scene.path) ? "interface-builder" : "scene"
        let findings =
            try audit
            ? InspectionAudit.findings(of: variants, settings: settings, defaultBaseline: baseline) : nil
        return InspectorDocument(
            input: .init(kind: kind, file: ConstraintProvenance.displayName(scene.path), scene: pages.title),
            variants: pages.variants, audit: findings)
    }

    /// The variants, the suite's `audit:` settings and the baseline `plumb audit` would use.
    private func suiteVariants() throws -> ([SnapshotVariant], SuiteAuditSettings?, String?) {
        if let config, let name = environmentOptions.scene {
            let suite: SnapshotSuite
            do throws(SceneError) {
                suite = try SnapshotSuite.load(path: config)
            } catch {
                throw CommandFailure.usage(error.description)
            }
            let variants: [SnapshotVariant]
            do throws(SnapshotError) {
                variants = try suite.variants(scene: name)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            let scenes = variants.map(\.scene.title).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            guard scenes.count == 1 else {
                throw CommandFailure.invalidInput(
                    "\(config): --scene '\(name)' names \(scenes.count) scenes (\(scenes.joined(separator: ", "))); "
                        + "the inspector shows one")
            }
            return (variants, suite.audit, nil)
        }
        let input = self.input ?? ""
        if let recipe = Cookbook.recipe(named: input) {
            let suite: SnapshotSuite
            do throws(SceneError) {
                suite = try SnapshotSuite.cookbook(.default)
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
            do throws(SnapshotError) {
                return (try suite.variants(scene: recipe.slug), suite.audit, AuditRun.cookbookBaseline(.default))
            } catch {
                throw CommandFailure.invalidInput(error.description)
            }
        }
        guard FileManager.default.fileExists(atPath: input) else {
            throw CommandFailure.invalidInput("\(input): error: no such recipe or file")
        }
        // Read once here so that a file that is no scene fails with its reader's error.
        let scene = try environmentOptions.loadScene(input)
        let name = (input as NSString).lastPathComponent
        let slug = SnapshotScene.slug(forFileNamed: (name as NSString).deletingPathExtension)
        let source = SnapshotScene(
            title: scene.name, slug: slug, source: .init(path: input, scene: environmentOptions.scene))
        var variants: [SnapshotVariant] = []
        for device in SnapshotMatrix.devices {
            for orientation in SnapshotMatrix.orientations {
                for direction in SnapshotMatrix.directions {
                    variants.append(
                        SnapshotVariant(scene: source, device: device, orientation: orientation, direction: direction))
                }
            }
        }
        return (variants, nil, nil)
    }
}
