import AutoLayout
import Foundation

/// A reviewed list of known findings (`--baseline FILE`, a suite's `audit: {baseline:}`): each
/// by rule, scene file (its name, so the file moves with the repository), scene and view path,
/// with the reason it is accepted. Known findings pass; a finding not listed fails the run;
/// an entry that nothing matches any more is reported as fixed, to be taken out.
public struct AuditBaseline: Sendable, Equatable, Codable {
    public struct Entry: Sendable, Equatable, Codable {
        public var rule: String
        /// The scene file's name (`nested-stack-views.yaml`).
        public var file: String
        public var scene: String?
        public var view: String
        public var reason: String

        public init(rule: String, file: String, scene: String?, view: String, reason: String) {
            self.rule = rule
            self.file = file
            self.scene = scene
            self.view = view
            self.reason = reason
        }

        /// Whether `finding` is the one this entry lists.
        public func matches(_ finding: Finding) -> Bool {
            guard case let .audit(measurement) = finding.payload, finding.code.rawValue == rule else { return false }
            return measurement.view == view && Self.fileName(finding.location?.file) == file
                && finding.location?.scene == scene
        }

        static func fileName(_ path: String?) -> String {
            path.map { ($0 as NSString).lastPathComponent } ?? ""
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// Reads a baseline; every entry needs a non-empty reason.
    public static func load(path: String) throws(AuditError) -> AuditBaseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .baseline(file: path, message: "cannot read the baseline")
        }
        let baseline: AuditBaseline
        do {
            baseline = try JSONDecoder().decode(AuditBaseline.self, from: data)
        } catch {
            throw .baseline(
                file: path,
                message:
                    "not an audit baseline ({\"entries\": [{\"rule\", \"file\", \"scene\", \"view\", \"reason\"}]})")
        }
        if let entry = baseline.entries.first(where: { $0.reason.trimmingCharacters(in: .whitespaces).isEmpty }) {
            throw .baseline(file: path, message: "the entry for '\(entry.view)' (\(entry.rule)) gives no reason")
        }
        return baseline
    }

    /// A baseline listing `findings`, each with `reason`: what `--write-baseline` writes, for a
    /// reviewer to give each entry its own reason.
    public init(findings: [Finding], reason: String) {
        entries = findings.compactMap { finding in
            guard case let .audit(measurement) = finding.payload else { return nil }
            return Entry(
                rule: finding.code.rawValue, file: Entry.fileName(finding.location?.file),
                scene: finding.location?.scene, view: measurement.view, reason: reason)
        }
    }

    /// The baseline as JSON, one entry a line, keys sorted: a review reads one line per finding.
    public var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = entries.map { String(decoding: (try? encoder.encode($0)) ?? Data(), as: UTF8.self) }
        return lines.isEmpty
            ? "{\"entries\": []}\n" : "{\"entries\": [\n  " + lines.joined(separator: ",\n  ") + "\n]}\n"
    }

    /// `findings` judged against the baseline: each listed one marked (a note, with the
    /// reason), the new ones left warnings; and the entries of `files` nothing matched.
    public func apply(to findings: [Finding], auditedFiles files: [String]) -> AuditOutcome {
        var marked: [Finding] = []
        var used = Set<Int>()
        for finding in findings {
            guard let index = entries.firstIndex(where: { $0.matches(finding) }),
                case var .audit(measurement) = finding.payload
            else {
                marked.append(finding)
                continue
            }
            used.insert(index)
            measurement.baselineReason = entries[index].reason
            var known = finding
            known.severity = .note
            known.payload = .audit(measurement)
            marked.append(known)
        }
        let audited = Set(files.map { Entry.fileName($0) })
        let fixed = entries.indices.filter { !used.contains($0) && audited.contains(entries[$0].file) }.map {
            entries[$0]
        }
        return AuditOutcome(findings: marked, fixed: fixed)
    }
}

/// An audit's findings after the baseline: the run fails when any is new.
public struct AuditOutcome: Sendable, Equatable {
    /// Every finding; those the baseline lists are notes carrying its reason.
    public var findings: [Finding]
    /// Baseline entries of audited scenes that no finding matches any more.
    public var fixed: [AuditBaseline.Entry]

    public var new: [Finding] { findings.filter { $0.severity != .note } }
    public var known: [Finding] { findings.filter { $0.severity == .note } }
    public var passed: Bool { new.isEmpty }
}
