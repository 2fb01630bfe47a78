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
        try findings(in: variants, observed: AuditObserver(auditor: self, count: variants.count))
    }

    /// The findings on `variants` when `observed` has seen some of them laid out (a snapshot
    /// run's layouts): those are not read or solved again; the others are, here.
    public func findings(in variants: [SnapshotVariant], observed: AuditObserver) throws(AuditError) -> [Finding] {
        let seen = observed.results
        let missing = variants.indices.filter { $0 >= seen.count || seen[$0] == nil }
        var unseen = hits(in: missing.map { variants[$0] }).makeIterator()
        let results = variants.indices.map { index in
            (index < seen.count ? seen[index] : nil) ?? unseen.next() ?? .success([])
        }
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
        // Step each group's first variant through the categories (once per distinct base).
        var bases: [SnapshotVariant] = []
        for group in groups where !bases.contains(where: { Self.sameBase($0, group.variant) }) {
            bases.append(group.variant)
        }
        let baseOfGroup = groups.map { group in bases.firstIndex(where: { Self.sameBase($0, group.variant) }) ?? 0 }
        let wanted = bases.indices.map { base in
            groups.indices.filter { baseOfGroup[$0] == base }.map { (groups[$0].first.rule, groups[$0].first.viewPath) }
        }
        // What the run laid out already at a base's device, orientation, direction and
        // appearance, by category: reused, not redone.
        let known = bases.map { base in
            var byCategory: [ContentSizeCategory: [Hit]] = [:]
            for (variant, hits) in zip(variants, perVariant) where Self.sameBase(variant, base) {
                if byCategory[variant.contentSize] == nil { byCategory[variant.contentSize] = hits }
            }
            return byCategory
        }
        let answers = Slots<[Stepped]?>(count: bases.count, empty: nil)
        let rules = self.rules, thresholds = self.thresholds, steppedBases = bases
        DispatchQueue.concurrentPerform(iterations: bases.count) { base in
            answers.set(
                base,
                Self.step(
                    steppedBases[base], wanted: wanted[base], known: known[base], rules: rules, thresholds: thresholds))
        }
        let stepped = answers.values
        var seenOnBase = Array(repeating: 0, count: bases.count)
        return groups.indices.map { index in
            let group = groups[index]
            let base = baseOfGroup[index]
            let answer = stepped[base]?[seenOnBase[base]]
            seenOnBase[base] += 1
            let firstCategory = answer?.first?.shortName
            let passesAtDefault = answer?.passesAtDefault
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

    /// A group's answers from stepping its base through the categories.
    struct Stepped: Sendable {
        var first: ContentSizeCategory?
        var passesAtDefault: Bool?
    }

    /// Steps `base` through the categories from the smallest, stopping once each wanted (rule,
    /// view) has its first category and its answer at the default size (large): a finding that
    /// holds from xS needs xS and L only. Categories in `known` are not laid out again. Nil when
    /// a category needed cannot be read (the file changed since): then the findings say no first
    /// category rather than a wrong one.
    static func step(
        _ base: SnapshotVariant, wanted: [(FindingCode, String)], known: [ContentSizeCategory: [Hit]],
        rules: [AuditRule], thresholds: AuditThresholds
    ) -> [Stepped]? {
        var answers = Array(repeating: Stepped(), count: wanted.count)
        var defaultSeen = false
        for category in ContentSizeCategory.allCases {
            let firstsFound = !answers.contains { $0.first == nil }
            if firstsFound && defaultSeen { break }
            if firstsFound && category != .large { continue }
            let hits: [Hit]
            if let reused = known[category] {
                hits = reused
            } else {
                switch Self.hits(in: variant(base, at: category), rules: rules, thresholds: thresholds) {
                case let .success(found): hits = found
                case .failure: return nil
                }
            }
            for (index, (rule, view)) in wanted.enumerated() {
                let holds = hits.contains { $0.rule == rule && $0.viewPath == view }
                if holds && answers[index].first == nil { answers[index].first = category }
                if category == .large { answers[index].passesAtDefault = !holds }
            }
            if category == .large { defaultSeen = true }
        }
        return answers
    }

    /// Each variant's hits, in parallel on every core; a variant that cannot be read is its error.
    func hits(in variants: [SnapshotVariant]) -> [Result<[Hit], AuditError>] {
        let results = Slots<Result<[Hit], AuditError>>(count: variants.count, empty: .success([]))
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
        return hits(in: AuditSubject(scene: scene, environment: environment), rules: rules, thresholds: thresholds)
    }

    /// The hits on one laid-out variant.
    static func hits(in subject: AuditSubject, rules: [AuditRule], thresholds: AuditThresholds) -> Result<
        [Hit], AuditError
    > {
        let scene = subject.scene
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
final class Slots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let empty: Value
    private let lock = NSLock()

    /// `empty` stands for a slot nobody set.
    init(count: Int, empty: Value) {
        slots = Array(repeating: nil, count: count)
        self.empty = empty
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var values: [Value] { filled.map { $0 ?? empty } }

    /// Each slot, nil where nothing was set.
    var filled: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
