internal import InterfaceBuilder
internal import SceneModel

/// Makes a xib's objects: its top-level views with their subviews, attributes and constraints,
/// then connects its outlets, in document order. Whatever it reads but does not make is
/// reported once per kind (`PlumbLayoutIssue.nib`); a document it cannot read gives no objects.
@MainActor
final class NibObjectBuilder {
    let nib: String
    let file: String
    let owner: Any?
    /// The objects made so far, by IB id (looked up only, never listed).
    var objects: [String: AnyObject] = [:]
    /// The document's `<resources>` (colour fallbacks).
    var resources = IBResources(IBElement(name: "document", line: 1))
    /// Constraints and connections wait until every view exists: they name views by id, and
    /// an outlet may point at a view later in the document.
    var pendingConstraints: [(element: IBElement, holder: UIView)] = []
    var pendingConnections: [(element: IBElement, source: AnyObject)] = []
    /// Every view made, in document order, to be sent `awakeFromNib()` at the end.
    var madeViews: [UIView] = []
    /// The kinds already reported (membership only: issues come out in document order).
    private var reportedKinds: Set<String> = []

    init(nib: String, file: String, owner: Any?) {
        self.nib = nib
        self.file = file
        self.owner = owner
    }

    /// The top-level objects of the xib in `data`, placeholders left out.
    func build(_ data: Data) -> [Any] {
        let document: IBElement
        do throws(SceneError) {
            document = try IBElement.document(data, file: file)
        } catch {
            let at = error.text.isEmpty ? "" : " at '\(error.text)'"
            report(error.line, "not loaded: \(error.message)\(at)")
            return []
        }
        guard document.name == "document", let list = document.child("objects") else {
            report(document.line, "not loaded: not an Interface Builder document (no <document> with <objects>)")
            return []
        }
        if document["type"]?.hasSuffix("Storyboard.XIB") == true {
            report(document.line, "not loaded: a storyboard, not a xib (UIStoryboard reads storyboards)")
            return []
        }
        resources = IBResources(document)
        var topLevel: [Any] = []
        for element in list.children {
            if element.name == "placeholder" {
                addPlaceholder(element)
            } else if let view = makeView(element) {
                topLevel.append(view)
            } else {
                reportOnce("top-level <\(element.name)>", element.line, "<\(element.name)> is not made (not a view)")
            }
        }
        for (element, holder) in pendingConstraints {
            install(element, on: holder)
        }
        for (element, source) in pendingConnections {
            connect(element, from: source)
        }
        for view in madeViews {
            view.awakeFromNib()
        }
        return topLevel
    }

    /// The file's owner stands for the object passed in; the first responder and other
    /// placeholders stand for nothing here.
    private func addPlaceholder(_ element: IBElement) {
        guard let id = element["id"] else { return }
        switch element["placeholderIdentifier"] {
        case "IBFilesOwner":
            guard let owner = owner.map({ $0 as AnyObject }) else {
                if element.child("connections") != nil {
                    report(element.line, "the file's owner has outlets, but no owner was passed to instantiate")
                }
                return
            }
            objects[id] = owner
            if let connections = element.child("connections") {
                pendingConnections += connections.children.map { ($0, owner) }
            }
        case "IBFirstResponder":
            return
        default:
            reportOnce(
                "placeholder", element.line,
                "the placeholder '\(element["placeholderIdentifier"] ?? "")' stands for nothing (external objects "
                    + "are not connected)")
        }
    }

    /// Reports a problem on `line` of the xib.
    func report(_ line: Int?, _ message: String) {
        PlumbLayoutIssues.report(.nib(.init(nib: nib, file: file, line: line, message: message)))
    }

    /// Reports the first problem of a kind only: a xib of fifty labels with an attribute
    /// PlumbUIKit does not apply says so once.
    func reportOnce(_ kind: String, _ line: Int, _ message: String) {
        guard reportedKinds.insert(kind).inserted else { return }
        report(line, message)
    }
}
