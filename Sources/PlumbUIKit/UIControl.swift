/// UIKit's `UIControl`: states and events. No touch arrives on Linux, so targets are kept
/// (code can read them back) and never called.
open class UIControl: UIView {
    override class var startsAsAccessibilityElement: Bool { true }
    override class var startsOpaque: Bool { false }
    /// A disabled control reads "dimmed", a selected one "selected", as UIKit's add them.
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        var traits = controlAccessibilityTraits
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
    /// What the kind of control is (a button, adjustable), before its state.
    var controlAccessibilityTraits: UIAccessibilityTraits { [] }

    /// UIKit's `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// UIKit's `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// Where the content sits in the control (UIControl+ContentAlignment.swift); stored for
    /// drawing, layout ignores it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var targets: [(target: AnyObject?, action: Selector, events: Event)] = []

    /// Kept, never fired: no event arrives here.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targets.append((target as AnyObject?, action, controlEvents))
    }

    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targets.removeAll { entry in
            (target == nil || entry.target === (target as AnyObject?))
                && (action == nil || entry.action == action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targets.filter { $0.target === (target as AnyObject?) && $0.events.contains(controlEvent) }
            .map(\.action.name)
        return names.isEmpty ? nil : names
    }
}
