// Child view controllers, in UIKit's order of calls: `addChild` calls the child's
// `willMove(toParent:)` and leaves `didMove(toParent:)` to the caller; `removeFromParent`
// calls `didMove(toParent: nil)` and leaves `willMove(toParent: nil)` to the caller.

extension UIViewController {
    func addChildController(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.willMove(toParent: self)
        if child.parent != nil { child.detachFromParent() }
        child.parent = self
        children.append(child)
    }

    func removeFromParentController() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    private func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
