// Gesture recognizers on views: stored, in the order added, never fired (UIGestureRecognizer).

extension UIView {
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { extrasStorage.map { $0.gestureRecognizers.isEmpty ? nil : $0.gestureRecognizers } ?? nil }
        set {
            for recognizer in extras.gestureRecognizers { recognizer.view = nil }
            extras.gestureRecognizers = newValue ?? []
            for recognizer in extras.gestureRecognizers { recognizer.view = self }
        }
    }

    /// A recognizer belongs to one view: adding it here takes it from the previous one.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self {
            previous.removeGestureRecognizer(gestureRecognizer)
        }
        guard !extras.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        extras.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let extras = extrasStorage else { return }
        extras.gestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

}
