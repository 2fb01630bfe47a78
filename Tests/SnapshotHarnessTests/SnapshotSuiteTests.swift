import AutoLayout
import Cookbook
import Foundation
import Raster
import SceneFormat
import SceneModel
import Testing

@testable import SnapshotHarness

/// Suites from `plumb.yml` (SPEC §6; issue 21): scenes by path and glob, axes, overrides, and
/// every config error naming its file, line and text.
@Suite struct SnapshotSuiteTests {
    /// A directory with two YAML scenes (one in a subfolder), a storyboard of two scenes and
    /// a xib of one, and `plumb.yml` written from `config`.
    static func project(_ config: String) throws -> String {
        let root = NSTemporaryDirectory() + "plumb-suite-" + UUID().uuidString
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/SnapshotSuite").standardized.path
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/Screens/More", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/Views", withIntermediateDirectories: true)
        try files.copyItem(atPath: example + "/Screens/Login.yaml", toPath: root + "/Screens/Login.yaml")
        try files.copyItem(atPath: example + "/Screens/Profile.yaml", toPath: root + "/Screens/More/Profile.yaml")
        try files.copyItem(atPath: example + "/Main.storyboard", toPath: root + "/Main.storyboard")
        try files.copyItem(atPath: example + "/Views/EmptyInbox.xib", toPath: root + "/Views/EmptyInbox.xib")
        try config.write(toFile: root + "/plumb.yml", atomically: true, encoding: .utf8)
        return root
    }

    /// The cookbook's suites, defined by the configs the Cookbook module ships, are exactly the
    /// matrices the harness has always run: the same variants, titles and references, in order.
    @Test func theCookbookSuitesAreConfigsLikeAnyOther() throws {
        let suite = try SnapshotSuite.cookbook(.default)
        let variants = try suite.variants()
        #expect(variants.map(\.stem) == SnapshotMatrix.variants().map(\.stem))
        #expect(variants.map(\.description) == SnapshotMatrix.variants().map(\.description))
        #expect(suite.snapshotsDirectory == "Snapshots" && suite.tolerance == nil)
        let traits = try SnapshotSuite.cookbook(.traits).variants()
        #expect(traits.map(\.stem) == SnapshotMatrix.traitVariants().map(\.stem))
        #expect(traits.first?.stem == "simple-stack-view/iphone-15-portrait-ltr-ax5-dark")
    }

    /// `strategies:` names what each variant records; without it, the image and the frames.
    @Test func strategiesByName() throws {
        #expect(try SnapshotSuite.cookbook(.default).strategies.map(\.name) == ["image", "frames"])
        let root = try Self.project("scenes: [Screens/Login.yaml]\nstrategies: [frames, Frames, image]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        // In the config's order, each once, names ignoring case.
        #expect(suite.strategies.map(\.name) == ["frames", "image"])
    }

    @Test func scenesByPathAndGlobWithAxesAndOverrides() throws {
        let root = try Self.project(
            """
            scenes:
              - Screens/**/*.yaml
              - Screens/Login.yaml        # listed again: counts once
              - Main.storyboard#Settings
              - Views/EmptyInbox.xib
            snapshots: References
            devices: [iphone-se, 390x844@3]
            orientations: [portrait]
            directions: [ltr]
            tolerance: delta=2,pixels=10
            overrides:
              Main.storyboard#Settings: {appearances: [light, dark], directions: [ltr, rtl]}
              "*.xib": {contentSizes: [l, ax5], devices: [ipad], tolerance: exact, snapshots: Views/References}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        #expect(
            suite.members.map(\.scene.title) == [
                "Login", "Profile", "Main.storyboard#Settings", "Views/EmptyInbox.xib",
            ])
        #expect(suite.members.map(\.scene.slug) == ["login", "profile", "main-settings", "empty-inbox"])
        #expect(suite.snapshotsDirectory == root + "/References")
        #expect(suite.tolerance == (try Tolerance(parsing: "delta=2,pixels=10")))
        let stems = try suite.variants().map(\.stem)
        #expect(
            stems == [
                "login/iphone-se-portrait-ltr", "login/390x844@3-portrait-ltr",
                "profile/iphone-se-portrait-ltr", "profile/390x844@3-portrait-ltr",
                "main-settings/iphone-se-portrait-ltr", "main-settings/iphone-se-portrait-ltr-dark",
                "main-settings/iphone-se-portrait-rtl", "main-settings/iphone-se-portrait-rtl-dark",
                "main-settings/390x844@3-portrait-ltr", "main-settings/390x844@3-portrait-ltr-dark",
                "main-settings/390x844@3-portrait-rtl", "main-settings/390x844@3-portrait-rtl-dark",
                "empty-inbox/ipad-portrait-ltr", "empty-inbox/ipad-portrait-ltr-ax5",
            ])
        let xib = try suite.variants(scene: "empty-inbox")
        #expect(
            xib.count == 2
                && xib.allSatisfy { $0.tolerance == .exact && $0.snapshotsDirectory == root + "/Views/References" })
        #expect(try suite.variants(scene: "login").allSatisfy { $0.snapshotsDirectory == nil })
        #expect(try suite.variants(scene: "Screens/*.yaml").map(\.scene.slug) == ["login", "login"])
        #expect(throws: SnapshotError.unknownScene("Nothing", suite: root + "/plumb.yml")) {
            try suite.variants(scene: "Nothing")
        }
    }

    /// Every scene of a storyboard, each under its own slug, and the config never taken for a
    /// scene by a glob.
    @Test func everySceneOfAStoryboard() throws {
        let root = try Self.project("scenes: [\"*.storyboard\", \"*.yml\", \"Screens/*.yaml\"]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("a glob matching only the config itself was accepted")
        } catch {
            #expect(error.line == 1 && error.text == "*.yml")
        }
        try "scenes: [Main.storyboard]\n".write(toFile: root + "/plumb.yml", atomically: true, encoding: .utf8)
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        #expect(suite.members.map(\.scene.title) == ["Main.storyboard#Welcome", "Main.storyboard#Settings"])
        #expect(
            suite.members.map(\.scene.source) == [
                .init(path: root + "/Main.storyboard", scene: "wlc-Vc-001"),
                .init(path: root + "/Main.storyboard", scene: "stg-Vc-001"),
            ])
        #expect(try suite.variants().count == 24)
    }

    /// `design`: a document's own canvas, as `--device design` lays it out, named
    /// `design-<direction>`; refused for a YAML scene.
    @Test func theDesignCanvas() throws {
        let root = try Self.project(
            """
            scenes: [Views/EmptyInbox.xib, Screens/Login.yaml]
            devices: [iphone-se]
            orientations: [landscape, portrait]
            directions: [ltr, rtl]
            overrides:
              "*.xib": {devices: [design, iphone-se]}
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        let variants = try suite.variants(scene: "empty-inbox")
        #expect(
            variants.map(\.name) == [
                "design-ltr", "design-rtl", "iphone-se-landscape-ltr", "iphone-se-landscape-rtl",
                "iphone-se-portrait-ltr", "iphone-se-portrait-rtl",
            ])
        // Laid out and drawn on the xib's canvas: retina6_1, 414 × 896 at @2x, whose top inset
        // is 48 in Xcode 15.1 (reference/ib-canvas.md §1.2).
        let runner = SnapshotRunner(
            variants: Array(variants.prefix(1)), snapshotsDirectory: root + "/References",
            artifactsDirectory: root + "/Artifacts")
        #expect(try runner.record(mode: .all).recorded == 1)
        let image = try PNGCodec.read(root + "/References/empty-inbox/design-ltr.png")
        #expect(image.width == 828 && image.height == 1792)
        let text = try String(contentsOfFile: root + "/References/empty-inbox/design-ltr.txt", encoding: .utf8)
        #expect(
            text.hasPrefix(
                "design portrait ltr 414x896 @2x\nEmpty Inbox (0, 0, 414, 896)\n|   Artwork (147, 335, 120, 120)\n"))

        try "scenes: [Screens/Login.yaml]\ndevices: [design]\n".write(
            toFile: root + "/plumb.yml", atomically: true,
            encoding: .utf8)
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("design was accepted for a YAML scene")
        } catch {
            #expect(error.line == 2 && error.text == "design")
            #expect(
                error.message == "'Screens/Login.yaml' is a YAML scene: design is the canvas of a storyboard or xib "
                    + "(give YAML scenes devices in an override)")
        }
    }

    /// Each mistake is found before any work, at its line, naming the text.
    @Test(
        arguments: [
            ("scenes: [Screens/Login.yaml]\ndevice: [ipad]\n", 2, "device", "unknown key in the suite"),
            (
                "scenes: [Screens/*.yml]\n", 1, "Screens/*.yml",
                "the glob matches no scene file (.yaml, .storyboard or .xib)"
            ),
            ("scenes: [Screens/Logout.yaml]\n", 1, "Screens/Logout.yaml", "no such scene file"),
            (
                "scenes: [Screens/Login.yaml]\ndevices: [iphone-99]\n", 2, "iphone-99",
                "unknown value in 'devices' (expected a device of `plumb devices`, design, or WxH@S)"
            ),
            (
                "scenes: [Screens/Login.yaml]\nappearances: [dim]\n", 2, "dim",
                "unknown value in 'appearances' (expected light or dark)"
            ),
            (
                "scenes: [Screens/Login.yaml]\ncontentSizes: []\n", 2, "contentSizes",
                "'contentSizes' must list at least one value"
            ),
            (
                "scenes: [Main.storyboard#Profile]\n", 1, "Main.storyboard#Profile",
                "no such scene (`plumb scenes <root>/Main.storyboard` lists them)"
            ),
            (
                "scenes: [Screens/Login.yaml]\noverrides:\n  Logout.yaml: {devices: [ipad]}\n", 3, "Logout.yaml",
                "the override names no scene of the suite (give a title, slug, path or glob)"
            ),
            (
                "scenes: [Screens/Login.yaml]\noverrides:\n  Login: {device: [ipad]}\n", 3, "device",
                "unknown key in 'Login' in 'overrides'"
            ),
            (
                "scenes: [Screens/Login.yaml]\ntolerance: loose\n", 2, "loose",
                "invalid tolerance 'loose' (use e.g. delta=2,pixels=10 or delta=2,ratio=0.1%)"
            ),
            ("devices: [ipad]\n", 1, "scenes", "the suite lists no scenes (add 'scenes:')"),
            (
                "scenes: [Screens/Login.yaml]\nstrategies: [image, pdf]\n", 2, "pdf",
                "unknown snapshot strategy 'pdf' (use \(SnapshotStrategies.all.map(\.name).joined(separator: ", ")))"
            ),
            (
                "scenes: [Screens/Login.yaml]\nstrategies: []\n", 2, "strategies",
                "'strategies' must list at least one strategy"
            ),
        ] as [(String, Int, String, String)])
    func configErrorsNameTheirLine(_ config: String, _ line: Int, _ text: String, _ message: String) throws {
        let root = try Self.project(config)
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("no error for \(config)")
        } catch {
            #expect(error.file == root + "/plumb.yml")
            #expect(error.line == line)
            #expect(error.text == text)
            #expect(error.message == message.replacingOccurrences(of: "<root>", with: root))
        }
    }

    /// Fuzzing found `/**/*.yaml` walking the whole file system: a glob that would list more
    /// than 10,000 folders is an error at its line; and a symbolic link back up the tree does
    /// not make `**` endless.
    @Test func globsThatWouldNeverEnd() throws {
        let root = try Self.project("scenes:\n  - /**/*.yaml\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("a glob over the whole file system was accepted")
        } catch {
            #expect(error.line == 2 && error.text == "/**/*.yaml")
            #expect(error.message == "the glob looks through more than 10,000 folders: narrow it")
        }
        try FileManager.default.createSymbolicLink(
            atPath: root + "/Screens/More/Up", withDestinationPath: root + "/Screens")
        try "scenes: [\"**/*.yaml\"]\n".write(toFile: root + "/plumb.yml", atomically: true, encoding: .utf8)
        let suite = try SnapshotSuite.load(path: root + "/plumb.yml")
        #expect(suite.members.map(\.file) == ["Screens/Login.yaml", "Screens/More/Profile.yaml"])
    }

    /// Two files whose references would share a folder are refused.
    @Test func aSlugTakenTwiceIsAnError() throws {
        let root = try Self.project("scenes: [Screens/Login.yaml, Other/login.yaml]\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Other", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: root + "/Screens/Login.yaml", toPath: root + "/Other/login.yaml")
        do {
            _ = try SnapshotSuite.load(path: root + "/plumb.yml")
            Issue.record("two scenes sharing a slug were accepted")
        } catch {
            #expect(error.line == 1 && error.text == "Other/login.yaml")
            #expect(
                error.message == "'Other/login.yaml' would keep its references in 'login/', as "
                    + "'Screens/Login.yaml' does: rename one")
        }
    }

    /// Shards are dealt by cost: a suite of one heavy scene (an iPad) and many light ones
    /// still splits into shards of similar cost, each variant in exactly one, in suite order.
    @Test func shardsAreDealtBySimilarCost() throws {
        let costs: [Double] = [100, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 40, 40]
        let shards = try (1...3).map {
            try Shard(index: $0, count: 3).deal(costs.indices.map { $0 }, cost: { costs[$0] })
        }
        let loads = shards.map { shard in shard.map { costs[$0.item] }.reduce(0, +) }
        #expect(loads == [100, 90, 90])
        #expect(shards.flatMap { $0.map(\.position) }.sorted() == Array(costs.indices))
        #expect(shards.allSatisfy { shard in shard.map(\.position) == shard.map(\.position).sorted() })
        // Dealt round-robin, the same list would load the shards 170, 40 and 70.
    }
}
