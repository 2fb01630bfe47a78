/// A list view's reuse queues (UIKit's): the class or nib registered for each reuse
/// identifier, and the views of each identifier that left the screen, waiting to be dequeued.
/// Identifiers are only looked up, never listed, so the dictionaries' order decides nothing.
@MainActor
struct ReuseQueue<Reusable: UIView> {
    enum Registration {
        case make((String) -> Reusable)
        case nib(UINib)
    }

    private var registrations: [String: Registration] = [:]
    private var waiting: [String: [Reusable]] = [:]

    /// Registers what makes a view for `identifier` (nil removes the registration, as in UIKit).
    mutating func register(_ registration: Registration?, for identifier: String) {
        registrations[identifier] = registration
    }

    func isRegistered(_ identifier: String) -> Bool { registrations[identifier] != nil }

    /// A view that left the screen goes back to its identifier's queue.
    mutating func enqueue(_ view: Reusable, identifier: String?) {
        guard let identifier else { return }
        waiting[identifier, default: []].append(view)
    }

    /// A waiting view of the identifier, after `prepareForReuse` (`prepare`), or nil.
    mutating func dequeueWaiting(_ identifier: String, prepare: (Reusable) -> Void) -> Reusable? {
        guard var queue = waiting[identifier], !queue.isEmpty else { return nil }
        let view = queue.removeFirst()
        waiting[identifier] = queue
        prepare(view)
        return view
    }

    /// A waiting view, else a new one from the registration; nil when the identifier is not
    /// registered, or its nib gives no view of the kind (reported).
    mutating func dequeue(_ identifier: String, prepare: (Reusable) -> Void) -> Reusable? {
        if let view = dequeueWaiting(identifier, prepare: prepare) { return view }
        switch registrations[identifier] {
        case let .make(make)?:
            return make(identifier)
        case let .nib(nib)?:
            // The nib's first top-level object, as UIKit takes it. A nib not found or not read
            // has reported why; one whose first object is not a view of this kind is reported.
            let objects = nib.instantiate(withOwner: nil, options: nil)
            if let view = objects.first as? Reusable {
                Self.adopt(view, identifier: identifier)
                return view
            }
            if let first = objects.first {
                nib.report(
                    "the first top-level object is a \(type(of: first)), not a \(Reusable.self): the list makes "
                        + "a plain one")
            }
            return nil
        case nil:
            return nil
        }
    }

    /// A nib's view takes the identifier it was registered with when the nib names none; one
    /// that names another is UIKit's exception (UIKit's own spelling of "identifier" kept),
    /// reported, and the view is used as it is.
    static func adopt(_ view: Reusable, identifier: String) {
        let named: String?
        switch view {
        case let cell as UITableViewCell: named = cell.storedReuseIdentifier
        case let reusable as UICollectionReusableView: named = reusable.storedReuseIdentifier
        case let header as UITableViewHeaderFooterView: named = header.storedReuseIdentifier
        default: return
        }
        guard let named else {
            switch view {
            case let cell as UITableViewCell: cell.storedReuseIdentifier = identifier
            case let reusable as UICollectionReusableView: reusable.storedReuseIdentifier = identifier
            case let header as UITableViewHeaderFooterView: header.storedReuseIdentifier = identifier
            default: break
            }
            return
        }
        guard named != identifier else { return }
        PlumbLayoutIssues.report(
            .exception(
                .init(
                    name: "NSInternalInconsistencyException",
                    reason: "cell reuse indentifier in nib (\(named)) does not match the identifier used to register "
                        + "the nib (\(identifier))", constraint: nil)))
    }

    /// How many views wait in the identifier's queue (for tests of reuse).
    func waitingCount(_ identifier: String) -> Int { waiting[identifier]?.count ?? 0 }
}
