// Stub: SwipeCellKit's own names that SwipeActionsView.swift needs (the rest of the library).
import UIKit

enum SwipeActionsOrientation { case left, right }
enum SwipeActionStyle { case `default`, destructive }
enum SwipeTransitionStyle { case border, drag, reveal }
enum SwipeVerticalAlignment { case centerFirstBaseline, center }

struct SwipeExpansionStyle { var elasticOverscroll = false }

struct SwipeActionTransitioningContext {
    let actionIdentifier: String?
    let button: UIButton
    let newPercentVisible: CGFloat
    let oldPercentVisible: CGFloat
    let wrapperView: UIView
}

protocol SwipeActionTransitioning { func didTransition(with context: SwipeActionTransitioningContext) }

class SwipeAction {
    var identifier: String?
    var style: SwipeActionStyle = .default
    var image: UIImage?
    var backgroundColor: UIColor?
    var backgroundEffect: UIVisualEffect?
    var hasBackgroundColor: Bool { true }
    var transitionDelegate: SwipeActionTransitioning?
}

struct SwipeOptions {
    var expansionDelegate: SwipeExpanding?
    var expansionStyle: SwipeExpansionStyle?
    var transitionStyle: SwipeTransitionStyle = .border
    var backgroundColor: UIColor?
    var buttonSpacing: CGFloat?
    var buttonPadding: CGFloat?
    var maximumButtonWidth: CGFloat?
    var minimumButtonWidth: CGFloat?
    var buttonVerticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline
}

struct SwipeExpansionAnimationTimingParameters {
    var duration: Double
    var delay: Double
}

protocol SwipeExpanding {
    func animationTimingParameters(buttons: [UIButton], expanding: Bool) -> SwipeExpansionAnimationTimingParameters
    func actionButton(_ button: UIButton, didChange expanded: Bool, otherActionButtons: [UIButton])
}

struct ScaleAndAlphaExpansion: SwipeExpanding {
    static let `default` = ScaleAndAlphaExpansion()
    func animationTimingParameters(buttons: [UIButton], expanding: Bool) -> SwipeExpansionAnimationTimingParameters {
        SwipeExpansionAnimationTimingParameters(duration: 0.6, delay: 0)
    }
    func actionButton(_ button: UIButton, didChange expanded: Bool, otherActionButtons: [UIButton]) {}
}

class SwipeActionButton: UIButton {
    var spacing: CGFloat = 8
    var shouldHighlight = true
    var maximumImageHeight: CGFloat = 0
    var verticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline
    convenience init(action: SwipeAction) { self.init(frame: .zero) }
    func preferredWidth(maximum: CGFloat) -> CGFloat { 0 }
}

struct ActionsViewLayoutContext {
    let numberOfActions: Int
    let orientation: SwipeActionsOrientation
    init(numberOfActions: Int, orientation: SwipeActionsOrientation) {
        self.numberOfActions = numberOfActions
        self.orientation = orientation
    }
    static func newContext(for actionsView: SwipeActionsView) -> ActionsViewLayoutContext {
        ActionsViewLayoutContext(numberOfActions: actionsView.actions.count, orientation: actionsView.orientation)
    }
}

protocol SwipeTransitionLayout {
    func container(view: UIView, didChangeVisibleWidthWithContext context: ActionsViewLayoutContext)
    func layout(view: UIView, atIndex index: Int, with context: ActionsViewLayoutContext)
    func visibleWidthsForViews(with context: ActionsViewLayoutContext) -> [CGFloat]
}

class DragTransitionLayout: SwipeTransitionLayout {
    func container(view: UIView, didChangeVisibleWidthWithContext context: ActionsViewLayoutContext) {}
    func layout(view: UIView, atIndex index: Int, with context: ActionsViewLayoutContext) {}
    func visibleWidthsForViews(with context: ActionsViewLayoutContext) -> [CGFloat] { [] }
}
class BorderTransitionLayout: DragTransitionLayout {}
class RevealTransitionLayout: DragTransitionLayout {}

// SwipeCellKit's own haptics wrapper (over UIImpactFeedbackGenerator, Apple's).
final class SwipeFeedback {
    init(style: UIImpactFeedbackGenerator.FeedbackStyle) {}
    func prepare() {}
    func impactOccurred() {}
}

protocol SwipeAnimator {
    var isRunning: Bool { get }
    func addAnimations(_ animation: @escaping () -> Void)
    func startAnimation(afterDelay delay: TimeInterval)
    func stopAnimation(_ withoutFinishing: Bool)
}

// SwipeCellKit makes Apple's animator one of its animators…
extension UIViewPropertyAnimator: SwipeAnimator {}

// …and declares its own spring animator (a SwipeCellKit class, despite its prefix).
class UIViewSpringAnimator: SwipeAnimator {
    var isRunning = false
    init(duration: TimeInterval, damping: CGFloat, initialVelocity: CGFloat = 0) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func stopAnimation(_ withoutFinishing: Bool) {}
}
