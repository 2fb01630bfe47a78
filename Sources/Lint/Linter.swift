import AutoLayout
import SceneFormat
import SceneModel
import SceneReading

/// Runs lint rules over files: every scene of a document at its design size, a YAML scene on
/// the default device; each scene laid out once, every rule run on it in order.
public struct Linter: Sendable {
    public var rules: [LintRule]
    public var readers: SceneReaders

    public init(rules: [LintRule] = LintRules.standard, readers: SceneReaders = .standard) {
        self.rules = rules
        self.readers = readers
    }

    /// The findings of every scene in `file`, scene by scene in file order.
    public func findings(in file: String) throws(SceneError) -> [Finding] {
        let reader = readers.reader(for: file)
        var result: [Finding] = []
        for scene in try reader.loadAll(path: file, forDesign: reader.hasDesignCanvas) {
            // Stored frames are a designed canvas's; other scenes lay out on the default device.
            let environment = (reader.hasDesignCanvas ? scene.designEnvironment() : nil) ?? scene.environment()
            result += findings(
                in: LintSubject(
                    scene: scene, environment: environment,
                    hasDesignCanvas: reader.hasDesignCanvas))
        }
        return result
    }

    /// Every rule's findings on one subject, rule by rule.
    public func findings(in subject: LintSubject) -> [Finding] {
        rules.flatMap { $0.check(subject) }
    }
}
