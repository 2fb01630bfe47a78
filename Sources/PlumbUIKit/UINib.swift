/// UIKit's `UINib`, inert: there is no nib loading on Linux (a compiled `.nib` is an archive
/// of Objective-C objects). It keeps its name so that code that makes one compiles, and
/// `instantiate(withOwner:options:)` reports an `NSInternalInconsistencyException` issue
/// naming the nib and returns no objects, never crashing. A table or collection view asked
/// to dequeue a cell registered with a nib reports the same and gives a plain cell.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// The nib's name (`nil` for one made from data).
    public let nibName: String?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        nibName = nil
        super.init()
    }

    /// UIKit's `UINib.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Reports that nibs cannot be loaded here and returns no objects.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        PlumbLayoutIssues.report(
            .exception(.init(name: "NSInternalInconsistencyException", reason: loadingReason, constraint: nil)))
        return []
    }

    /// Why nothing was loaded, as the issue says it.
    var loadingReason: String {
        "PlumbUIKit cannot load the nib '\(nibName ?? "<data>")': nib files are not read on Linux; make the "
            + "views in code (register a class instead of a nib)"
    }
}
