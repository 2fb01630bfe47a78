import Foundation
import SceneModel
import Yams

/// Other YAML files read with the scene reader's locations and messages: `plumb.yml` (SPEC §6)
/// is a mapping of keys, lists of texts and nested mappings, every error naming its line.
extension SceneFields {
    /// A whole file that must be a mapping; `context` names it in messages ("the suite").
    public static func read(path: String, context: String) throws(SceneError) -> SceneFields {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw SceneError(file: path, line: nil, text: "", message: "no such file")
        }
        guard let data = FileManager.default.contents(atPath: path),
            !data.withUnsafeBytes({ $0.contains(0) }), let text = String(data: data, encoding: .utf8)
        else {
            throw SceneError(file: path, line: nil, text: "", message: "not a UTF-8 text file")
        }
        return try read(yaml: text, file: path, context: context)
    }

    public static func read(yaml: String, file: String, context: String) throws(SceneError) -> SceneFields {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml, .basic)
        } catch {
            throw SceneLoader.yamlError(error, file: file)
        }
        guard case let .mapping(mapping)? = node else {
            throw SceneError(
                file: file, line: node?.mark?.line, column: node?.mark?.column, text: node?.string ?? "",
                message: "\(context) must be a mapping of keys")
        }
        return SceneFields(mapping, file: file, context: context)
    }

    /// Where a key sits, for errors found after reading (a glob that matches nothing).
    public func location(of key: String) -> SceneLocation {
        location(value(key))
    }

    /// A list of texts (`[a, b]`, a block list, or one text alone), each with where it is.
    public func strings(_ key: String) throws(SceneError) -> [(text: String, location: SceneLocation)]? {
        guard let value = value(key) else { return nil }
        switch value {
        case let .scalar(scalar):
            return [(scalar.string, location(value))]
        case let .sequence(sequence):
            var result: [(text: String, location: SceneLocation)] = []
            for element in sequence {
                guard case let .scalar(scalar) = element else {
                    throw location(element).error("'\(key)' in \(context) must be a list of texts", key)
                }
                result.append((scalar.string, location(element)))
            }
            return result
        default:
            throw location(value).error("'\(key)' in \(context) must be a list of texts", key)
        }
    }

    /// One entry of a list that may also define things (`devices: [iphone-15, my-phone: {…}]`):
    /// a text, or a name with its mapping.
    public enum ListEntry {
        case text(String, SceneLocation)
        case named(String, SceneLocation, SceneFields)
    }

    /// A list of texts (`[a, b]`, a block list, or one text alone) whose entries may also be
    /// one-key mappings `name: {…}`, each with where it is.
    public func entries(_ key: String) throws(SceneError) -> [ListEntry]? {
        guard let value = value(key) else { return nil }
        let elements: [Node]
        switch value {
        case .scalar: elements = [value]
        case let .sequence(sequence): elements = Array(sequence)
        default:
            throw location(value).error("'\(key)' in \(context) must be a list", key)
        }
        var result: [ListEntry] = []
        for element in elements {
            switch element {
            case let .scalar(scalar):
                result.append(.text(scalar.string, location(element)))
            case let .mapping(mapping) where mapping.count == 1:
                let (name, entry) = mapping.first!
                let text = name.string ?? ""
                guard case let .mapping(inner) = entry else {
                    throw location(entry).error("'\(text)' in '\(key)' of \(context) must be a mapping", text)
                }
                result.append(
                    .named(text, location(name), SceneFields(inner, file: file, context: "'\(text)' in '\(key)'")))
            default:
                throw location(element).error(
                    "each entry of '\(key)' in \(context) must be a name or one 'name: {…}'", key)
            }
        }
        return result
    }

    /// A mapping of names to mappings (`overrides:`), in the file's order, each with where its
    /// name is.
    public func namedMappings(_ key: String) throws(SceneError) -> [(
        name: String, location: SceneLocation, fields: SceneFields
    )]? {
        guard let value = value(key) else { return nil }
        guard case let .mapping(mapping) = value else {
            throw location(value).error("'\(key)' in \(context) must be a mapping", key)
        }
        var result: [(name: String, location: SceneLocation, fields: SceneFields)] = []
        for (name, entry) in mapping {
            let text = name.string ?? ""
            guard case let .mapping(inner) = entry else {
                throw location(entry).error("'\(text)' in '\(key)' of \(context) must be a mapping", text)
            }
            result.append((text, location(name), SceneFields(inner, file: file, context: "'\(text)' in '\(key)'")))
        }
        return result
    }
}
