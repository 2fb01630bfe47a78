import AutoLayout
import SceneModel

/// Makes the view of one scene `kind` (`label`, `button`, `stack`…). Modules that add
/// controls register a factory with the loader; a plain view needs none.
public protocol SceneViewFactory: Sendable {
    /// The `kind` value this factory handles.
    var kind: String { get }
    /// Keys this kind accepts besides the common ones.
    var keys: [String] { get }
    func makeView(name: String, fields: SceneFields) throws(SceneError) -> View
    /// Called once every view exists, to set up what refers to other views (a stack's
    /// arranged views). `resolve` finds a view by name.
    func finish(_ view: View, fields: SceneFields, resolve: (String) -> View?) throws(SceneError)
}

extension SceneViewFactory {
    public func finish(_ view: View, fields: SceneFields, resolve: (String) -> View?) throws(SceneError) {}
}
