import Foundation
import SceneModel

/// One element of an Interface Builder document, as read: its name, its attributes, its
/// children in document order, and the line its start tag ends on (what the XML parser
/// reports), for messages.
public struct IBElement: Sendable, Equatable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [IBElement] = [], line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its element name.
    public func child(key: String) -> IBElement? {
        children.first { $0["key"] == key }
    }

    public func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }
}

extension IBElement {
    /// The root element of an Interface Builder document's XML, for readers outside this module
    /// (PlumbUIKit's `UINib`); `file` names the document in the error.
    public static func document(_ data: Data, file: String) throws(SceneError) -> IBElement {
        try IBXMLReader.read(data, file: file)
    }
}
