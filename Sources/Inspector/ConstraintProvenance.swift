import AutoLayout
import Foundation
import SceneModel

/// Where each constraint was written, or what generated it (SPEC §8): a scene's
/// `file:line:col`, an Interface Builder document's line and object id, a console log's line;
/// else the stack view, autoresizing mask, intrinsic size, device or guide behind it.
public struct ConstraintProvenance: Sendable {
    /// A place in a file.
    public struct Location: Sendable, Equatable {
        public var file: String
        public var line: Int
        /// 1-based, in characters; nil when the format does not say (a log's entry).
        public var column: Int?
        /// The Interface Builder object id of the element, when the document gives one.
        public var objectID: String?

        /// `file:line:col` (`file:line` without a column), then the object id.
        public var text: String {
            var out = "\(file):\(line)"
            if let column { out += ":\(column)" }
            if let objectID { out += " (id \(objectID))" }
            return out
        }
    }

    /// What the inspector says of one constraint: one of the two is set.
    public struct Answer: Sendable, Equatable {
        public var location: Location?
        /// "stack view", "scroll view", "autoresizing", "intrinsic size", "device", "guide",
        /// or "picture" (a log's picture chose the size or place).
        public var generator: String?

        var json: JSONValue {
            .object([("where", .optional(location?.text)), ("generator", .optional(generator))])
        }
    }

    /// Model constraint id → where it was written.
    var locations: [Int: Location]
    /// Model constraint id → how the model made it (a container's and autoresizing's own).
    var origins: [Int: LayoutConstraint.Origin]
    /// Model constraints a tool added to give the layout a shape (a log picture's choices).
    var chosen: Set<Int>
    /// The lines around each location, read with the file (one excerpt per file).
    public internal(set) var excerpts: [SourceExcerpt]

    init(
        locations: [Int: Location], origins: [Int: LayoutConstraint.Origin], chosen: Set<Int> = [],
        excerpts: [SourceExcerpt] = []
    ) {
        self.locations = locations
        self.origins = origins
        self.chosen = chosen
        self.excerpts = excerpts
    }

    /// For a scene any reader read: its constraints' lines, with the column where the
    /// constraint starts and, in an Interface Builder document, the element's id.
    public init(scene: Scene) {
        let text = FileManager.default.contents(atPath: scene.file).map { String(decoding: $0, as: UTF8.self) }
        let lines = text.map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
        let file = Self.displayName(scene.file)
        var locations: [Int: Location] = [:]
        for (id, line) in scene.constraintLines {
            var location = Location(file: file, line: line)
            if lines.indices.contains(line - 1) {
                let source = lines[line - 1]
                location.column = Self.column(of: source)
                location.objectID = Self.objectID(in: source)
            }
            locations[id] = location
        }
        // Sorted: the dictionary's order must not reach the page.
        let excerpt = SourceExcerpt(file: file, text: text, lines: locations.values.map(\.line).sorted())
        self.init(
            locations: locations, origins: Self.origins(under: scene.root),
            excerpts: locations.isEmpty ? [] : [excerpt])
    }

    /// For UIKit code (PlumbUIKit's views): `sites` are where the team's code made each
    /// constraint, `Module/File.swift:42` (`#fileID:#line`) by model constraint id; the rest of
    /// the tree's constraints are UIKit's own (stack views', autoresizing masks').
    public init(sites: [Int: String], root: View) {
        var locations: [Int: Location] = [:]
        for (id, site) in sites {
            // The line follows the last colon (PlumbUIKit always writes one; anything else
            // is left to the generator, "code").
            guard let colon = site.lastIndex(of: ":"), let line = Int(site[site.index(after: colon)...]) else {
                continue
            }
            locations[id] = Location(file: String(site[..<colon]), line: line)
        }
        self.init(locations: locations, origins: Self.origins(under: root))
    }

    /// Every model constraint in the tree (a container's are activated on its views).
    static func origins(under root: View) -> [Int: LayoutConstraint.Origin] {
        var origins: [Int: LayoutConstraint.Origin] = [:]
        root.visit { view in
            for constraint in view.constraints { origins[constraint.constraintID] = constraint.origin }
        }
        return origins
    }

    /// A cookbook recipe's path inside the build's resources, from the catalogue's folder on
    /// ("Recipes/simple-stack-view.yaml"), so the page reads the same from any build; other
    /// paths as given.
    public static func displayName(_ path: String) -> String {
        guard let range = path.range(of: "_Cookbook.resources/") else { return path }
        // A suite's scenes are named from its folder ("Suites/../Recipes/x.yaml").
        var parts: [Substring] = []
        for part in path[range.upperBound...].split(separator: "/") {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Where the constraint's text starts: after the indentation and a YAML list's "- ".
    static func column(of line: Substring) -> Int {
        var offset = 0
        var rest = line[...]
        while let first = rest.first, first == " " || first == "\t" {
            offset += 1
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("- ") {
            offset += 2
            rest = rest.dropFirst(2)
            while let first = rest.first, first == " " {
                offset += 1
                rest = rest.dropFirst()
            }
        }
        return offset + 1
    }

    /// The ` id="…"` attribute of an XML element on one line (Interface Builder writes each
    /// constraint element on a line of its own).
    static func objectID(in line: Substring) -> String? {
        guard line.contains("<"), let start = line.range(of: " id=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    /// Where a constraint status came from.
    public func answer(for status: ConstraintStatus) -> Answer {
        if let id = status.constraintID {
            if chosen.contains(id) { return Answer(generator: "picture") }
            if let location = locations[id] { return Answer(location: location) }
            if let origin = origins[id] {
                return Answer(generator: Self.generator(of: origin, text: status.description))
            }
        }
        switch status.source {
        case .user: return Answer(generator: Self.engineGenerator(status.description))
        case let .container(identifier): return Answer(generator: Self.container(identifier))
        case .autoresizing: return Answer(generator: "autoresizing")
        case .contentHugging, .compressionResistance: return Answer(generator: "intrinsic size")
        case .engine: return Answer(generator: Self.engineGenerator(status.description))
        }
    }

    /// Where a member of a conflicting set came from: by its model constraint id when it has
    /// one, else by the engine's words for it.
    public func answer(constraintID: Int?, text: String) -> Answer {
        if let id = constraintID {
            if chosen.contains(id) { return Answer(generator: "picture") }
            if let location = locations[id] { return Answer(location: location) }
            if let origin = origins[id] { return Answer(generator: Self.generator(of: origin, text: text)) }
        }
        if text.contains("(content size)") || text.contains("(intrinsic") { return Answer(generator: "intrinsic size") }
        return Answer(generator: Self.engineGenerator(text))
    }

    static func generator(of origin: LayoutConstraint.Origin, text: String) -> String {
        switch origin {
        case .autoresizing: "autoresizing"
        case .system: text.contains("UISV-") ? "stack view" : "scroll view"
        case .user: "code"
        }
    }

    static func container(_ identifier: String?) -> String {
        identifier?.hasPrefix("UISV-") == false ? "scroll view" : "stack view"
    }

    /// The engine's own: the window's size and the device's numbers, or a layout guide.
    static func engineGenerator(_ text: String) -> String {
        if text.contains("(content inset and offset)") { return "scroll view" }
        if text.contains("(layout guide)") || text.contains("Layout Guide") || text.contains("Safe Area") {
            return "guide"
        }
        return "device"
    }
}
