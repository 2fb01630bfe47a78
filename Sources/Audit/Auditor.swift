import AutoLayout
import Dispatch
import Foundation
import SceneModel
import SnapshotHarness

/// Runs audit rules over a suite's variants: each variant read and laid out once, every rule
/// run on it; then the variants where a rule holds on the same view gathered into one finding,
/// and that finding's first content-size category found by stepping the variant through every
/// category (xS to AX5) at its device, orientation, direction and appearance.
public struct Auditor: Sendable {
    public var rules: [AuditRule]
    public var thresholds: AuditThresholds

    public init(rules: [AuditRule] = AuditRules.standard, thresholds: AuditThresholds = AuditThresholds()) {
        self.rules = rules
        self.thresholds = thresholds
    }

    /// One rule's hit on one view of one variant, named so it can be matched across variants
    /// (item ids are each load's own).
    struct Hit: Sendable {
        var rule: FindingCode
        var reference: String
        var viewPath: String
        var location: FileLocation
        var hit: AuditHit
    }

    /// Every finding on `variants`, in matrix order of each finding's first variant.
    public func findings(in variants: [SnapshotVariant]) throws(AuditError) -> [Finding] {
        let results = hits(in: variants)
        var perVariant: [[Hit]] = []
        for result in results {
            switch result {
            case let .success(hits): perVariant.append(hits)
            case let .failure(error): throw error
            }
        }
        // Gather by (scene, rule, view), in order of first appearance.
        struct Group {
            var first: Hit
            var variant: SnapshotVariant
            var names: [String]
        }
        var groups: [Group] = []
        var index: [String: Int] = [:]
        for (variant, hits) in zip(variants, perVariant) {
            for hit in hits {
                let key =
                    "\(variant.scene.source.path)#\(variant.scene.source.scene ?? "")\u{1}\(hit.rule)\u{1}\(hit.viewPath)"
                if let found = index[key] {
                    // A view's text may hold twice in one variant (a failing run and one to review).
                    if groups[found].names.last != variant.name { groups[found].names.append(variant.name) }
                } else {
                    index[key] = groups.count
                    groups.append(Group(first: hit, variant: variant, names: [variant.name]))
                }
            }
        }
        // Step each group's first variant through every category (once per distinct base).
        let categories = ContentSizeCategory.allCases
        var bases: [SnapshotVariant] = []
        for group in groups where !bases.contains(where: { Self.sameBase($0, group.variant) }) {
            bases.append(group.variant)
        }
        // A base at its own category was laid out above: its hits are reused, not redone.
        let own = bases.map { base in variants.firstIndex(of: base).map { perVariant[$0] } }
        var steppedHits = Array(repeating: [Hit](), count: bases.count * categories.count)
        var steppedFailed = Array(repeating: false, count: bases.count * categories.count)
        // Each base loaded above at its own category; read again it fails only if the file
        // changed meanwhile, and then its findings say no first category rather than a wrong one.
        func step(_ chosen: [(base: Int, category: Int)]) {
            let todo = chosen.filter { own[$0.base] == nil || bases[$0.base].contentSize != categories[$0.category] }
            var fresh = hits(in: todo.map { Self.variant(bases[$0.base], at: categories[$0.category]) }).makeIterator()
            for (base, category) in chosen {
                let slot = base * categories.count + category
                if let hits = own[base], bases[base].contentSize == categories[category] {
                    steppedHits[slot] = hits
                } else {
                    let result = fresh.next() ?? .success([])
                    steppedHits[slot] = (try? result.get()) ?? []
                    steppedFailed[slot] = { if case .failure = result { true } else { false } }()
                }
            }
        }
        // Up to Large first: a finding that holds there (most do, from xS) has its first
        // category and its answer at Large, and its base need not be laid out at the seven
        // larger sizes. Only bases with a finding not yet seen step on.
        let large = categories.firstIndex(of: .large) ?? categories.count - 1
        step(bases.indices.flatMap { base in (0...large).map { (base, $0) } })
        let pending = bases.indices.filter { base in
            groups.contains { group in
                Self.sameBase(bases[base], group.variant)
                    && !(0...large).contains { offset in
                        steppedHits[base * categories.count + offset].contains {
                            $0.rule == group.first.rule && $0.viewPath == group.first.viewPath
                        }
                    }
            }
        }
        step(pending.flatMap { base in ((large + 1)..<categories.count).map { (base, $0) } })
        return groups.map { group in
            var firstCategory: String?
            var passesAtDefault: Bool?
            if let base = bases.firstIndex(where: { Self.sameBase($0, group.variant) }),
                !steppedFailed[(base * categories.count)..<((base + 1) * categories.count)].contains(true)
            {
                func holds(_ offset: Int) -> Bool {
                    steppedHits[base * categories.count + offset].contains {
                        $0.rule == group.first.rule && $0.viewPath == group.first.viewPath
                    }
                }
                firstCategory = categories.indices.first(where: holds).map { categories[$0].shortName }
                passesAtDefault = categories.firstIndex(of: .large).map { !holds($0) }
            }
            let hit = group.first.hit
            return Finding(
                code: group.first.rule, severity: .warning, location: group.first.location,
                payload: .audit(
                    AuditMeasurement(
                        view: group.first.viewPath, detail: hit.detail, measured: hit.measured,
                        threshold: hit.threshold, unit: hit.unit, reference: group.first.reference,
                        variants: group.names, firstCategory: firstCategory, passesAtDefault: passesAtDefault,
                        needsReview: hit.needsReview)))
        }
    }

    /// Each variant's hits, in parallel on every core; a variant that cannot be read is its error.
    func hits(in variants: [SnapshotVariant]) -> [Result<[Hit], AuditError>] {
        let results = ResultBox(count: variants.count)
        let rules = self.rules, thresholds = self.thresholds
        DispatchQueue.concurrentPerform(iterations: variants.count) { index in
            results.set(index, Self.hits(in: variants[index], rules: rules, thresholds: thresholds))
        }
        return results.values
    }

    static func hits(in variant: SnapshotVariant, rules: [AuditRule], thresholds: AuditThresholds) -> Result<
        [Hit], AuditError
    > {
        let scene: Scene
        let environment: Environment
        do {
            (scene, environment) = try variant.loadScene()
        } catch {
            return .failure(.variantFailed(variant: variant.description, message: error.description))
        }
        let subject = AuditSubject(scene: scene, environment: environment)
        // Suppressions name rules: an unknown id is the scene's error, not a silent pass.
        for id in scene.auditSuppressions.keys.sorted() {
            for suppression in scene.auditSuppressions[id] ?? []
            where !rules.contains(where: { $0.code.rawValue == suppression.rule }) {
                return .failure(.unknownRule(file: scene.file, line: suppression.line, rule: suppression.rule))
            }
        }
        // `Suites/../Recipes/x.yaml` as `Recipes/x.yaml`: the path a reader and an annotator expect.
        let file = (scene.file as NSString).standardizingPath
        var result: [Hit] = []
        for rule in rules {
            for hit in rule.check(subject, thresholds) {
                let suppressed = (scene.auditSuppressions[hit.itemID] ?? []).contains { $0.rule == rule.code.rawValue }
                if suppressed { continue }
                let line = scene.viewLines[hit.itemID] ?? scene.sources[hit.itemID]?.line
                result.append(
                    Hit(
                        rule: rule.code, reference: hit.reference ?? rule.reference,
                        viewPath: subject.path(of: hit.itemID),
                        location: FileLocation(file: file, line: line, scene: scene.name),
                        hit: hit))
            }
        }
        return .success(result)
    }

    static func sameBase(_ a: SnapshotVariant, _ b: SnapshotVariant) -> Bool {
        a.scene == b.scene && a.device == b.device && a.orientation == b.orientation && a.direction == b.direction
            && a.appearance == b.appearance && a.iosVersion == b.iosVersion
    }

    static func variant(_ base: SnapshotVariant, at category: ContentSizeCategory) -> SnapshotVariant {
        SnapshotVariant(
            scene: base.scene, device: base.device, orientation: base.orientation, direction: base.direction,
            contentSize: category, appearance: base.appearance, iosVersion: base.iosVersion)
    }
}

/// Results written from concurrent jobs, one slot each.
private final class ResultBox: @unchecked Sendable {
    private var slots: [Result<[Auditor.Hit], AuditError>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<[Auditor.Hit], AuditError>) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Result<[Auditor.Hit], AuditError>] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? .success([]) }
    }
}
