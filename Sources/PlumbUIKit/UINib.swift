/// UIKit's `UINib`, reading Interface Builder's source format: `UINib(nibName:bundle:)` finds
/// `<name>.xib` (NibLocator says where it looks) and `instantiate(withOwner:options:)` makes
/// its top-level views, their subviews and constraints, and connects its outlets
/// (NibObjectBuilder). A compiled `.nib` is an archive of Objective-C objects and is not read.
/// Whatever cannot be loaded is reported through `PlumbLayoutIssues`, never a crash.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name (`nil` for one made from data).
    public let nibName: String?
    /// The xib's bytes and the file name messages give, or where it was looked for.
    let source: NibLocator.Source

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        source = NibLocator.find(name, in: bundleOrNil)
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        source = .data(data, file: "<data>")
        super.init()
    }

    /// UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's top-level objects (placeholders left out, as in UIKit), in document order,
    /// with the owner's outlets connected through `UINibOutletConnecting`; no objects, and an
    /// issue, when the xib is not found or not readable.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        switch source {
        case let .data(data, file):
            let builder = NibObjectBuilder(nib: nibName ?? "<data>", file: file, owner: ownerOrNil)
            if optionsOrNil?[.externalObjects] != nil {
                builder.report(nil, "external objects (UINib.OptionsKey.externalObjects) are not connected")
            }
            return builder.build(data)
        case let .notFound(searched):
            PlumbLayoutIssues.report(
                .exception(
                    .init(
                        name: "NSInternalInconsistencyException", reason: Self.notFoundReason(nibName, searched),
                        constraint: nil)))
            return []
        }
    }

    /// Reports a problem with the nib as a whole (no line).
    func report(_ message: String) {
        let file: String
        switch source {
        case let .data(_, path): file = path
        case .notFound: file = "\(nibName ?? "<data>").xib"
        }
        PlumbLayoutIssues.report(.nib(.init(nib: nibName ?? "<data>", file: file, line: nil, message: message)))
    }

    /// UIKit's reason ("Could not load NIB in bundle…") with where PlumbUIKit looked.
    static func notFoundReason(_ name: String?, _ searched: [String]) -> String {
        let places = searched.isEmpty ? "no resource directory" : searched.joined(separator: ", ")
        return "Could not load NIB in bundle with name '\(name ?? "<data>")': PlumbUIKit found no "
            + "'\(name ?? "<data>").xib' in \(places) (a compiled .nib is not read on Linux; add the .xib as a "
            + "resource of the target)"
    }
}
