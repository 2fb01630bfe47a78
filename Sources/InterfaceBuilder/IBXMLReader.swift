import Foundation
import SceneModel

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads an XML document into `IBElement`s with Foundation's parser. Interface Builder keeps
/// nearly everything in attributes; text content is kept only on leaf elements, as a `text`
/// attribute (`<string key="text">…</string>`, a label's long text, is the case that matters).
final class IBXMLReader: NSObject, XMLParserDelegate {
    /// Deeper nesting than any real document has; past it the file is refused rather than
    /// walked recursively (20,000 nested views overflowed the stack of the YAML reader).
    static let maximumDepth = 256

    private let file: String
    private var stack: [IBElement] = []
    private var root: IBElement?
    private var failure: SceneError?
    private var text = ""

    init(file: String) {
        self.file = file
    }

    /// The document's root element, or the error that stopped the reading.
    static func read(_ data: Data, file: String) throws(SceneError) -> IBElement {
        // Foundation's parser traps on bytes that are not UTF-8 (the libFuzzer target found
        // it with an attribute name of 0xFF bytes), and Interface Builder writes nothing else:
        // such a file is refused before the parser sees it, as is a declaration of another
        // encoding, which the parser would transcode into whatever it likes.
        if let offset = firstInvalidUTF8(in: data) {
            let (line, column) = position(of: offset, in: data)
            throw SceneError(
                file: file, line: line, column: column, text: "",
                message: "not UTF-8 text (Interface Builder documents are UTF-8)")
        }
        // The parser also dereferences a null pointer on a processing instruction with no
        // data (`<?name?>`; found by the libFuzzer target). Interface Builder writes none.
        if let (offset, text) = emptyProcessingInstruction(in: data) {
            let (line, column) = position(of: offset, in: data)
            throw SceneError(
                file: file, line: line, column: column, text: text,
                message: "a processing instruction with no data, which the XML parser cannot read")
        }
        if let encoding = declaredEncoding(in: data), !["utf-8", "utf8"].contains(encoding.lowercased()) {
            throw SceneError(
                file: file, line: 1, text: encoding,
                message: "an encoding other than UTF-8 (Interface Builder documents are UTF-8)")
        }
        let reader = IBXMLReader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let failure = reader.failure { throw failure }
        // The parser can report success and an error together (an unclosed element at the end).
        if !finished || parser.parserError != nil {
            let line = max(parser.lineNumber, 1)
            throw SceneError(
                file: file, line: line, column: parser.columnNumber > 0 ? parser.columnNumber : nil,
                text: "",
                message: reader.root == nil && reader.stack.isEmpty && line <= 1
                    ? "not an XML document" : "malformed XML")
        }
        guard let root = reader.root else {
            throw SceneError(file: file, line: nil, text: "", message: "not an XML document")
        }
        return root
    }

    /// The 1-based line and column of a byte offset.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 - data.startIndex } ?? 0
        return (line, offset - lineStart + 1)
    }

    /// The first `<?name?>` (a processing instruction with a target and nothing else), with
    /// its offset, if any.
    static func emptyProcessingInstruction(in data: Data) -> (Int, String)? {
        let bytes = [UInt8](data)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var end = index + 2
            while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") {
                return (index, String(decoding: bytes[index...(end + 1)], as: UTF8.self))
            }
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "?") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ") || byte == 0x09
            || byte == 0x0A || byte == 0x0D
    }

    /// The byte offset of the first byte that does not belong to a UTF-8 sequence, if any.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &bytes) {
            case let .valid(encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The `encoding` of an `<?xml …?>` declaration at the start of the document.
    static func declaredEncoding(in data: Data) -> String? {
        guard let end = data.prefix(512).firstIndex(of: UInt8(ascii: ">")),
            let declaration = String(data: data[data.startIndex..<end], encoding: .utf8),
            declaration.hasPrefix("<?xml"),
            let key = declaration.range(of: "encoding=")
        else { return nil }
        let rest = declaration[key.upperBound...]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        if stack.count >= Self.maximumDepth {
            failure = SceneError(
                file: file, line: parser.lineNumber, text: elementName,
                message: "elements nested more than \(Self.maximumDepth) deep")
            parser.abortParsing()
            return
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        guard failure == nil, var element = stack.popLast() else { return }
        // Only leaf text matters (`<string key="text">…</string>`); whitespace between
        // elements is layout of the file, not content.
        if element.children.isEmpty && element.attributes["text"] == nil
            && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            element.attributes["text"] = text
        }
        text = ""
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }
}
