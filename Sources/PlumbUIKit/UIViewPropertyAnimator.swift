/// UIKit's interruptible animator, inert as every animation is here: the animations it holds
/// run at once when it starts (the views take their final values, which is what a snapshot
/// shows), then the completions with `.end`. It is never running afterwards.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
    /// Where an animation is when it stops (UIKit's raw values).
    public enum Position: Int, Sendable {
        case end = 0, start, current
    }

    /// UIKit's `UIViewAnimatingState`, as the animator reports it.
    public enum State: Int, Sendable {
        case inactive = 0, active, stopped
    }

    public let duration: TimeInterval
    private var animations: [() -> Void] = []
    private var completions: [(Position) -> Void] = []
    public private(set) var state = State.inactive
    open var isRunning: Bool { false }
    open var isReversed = false
    open var isInterruptible = true
    open var fractionComplete: CGFloat = 0

    public required init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { animations.append(animation) }
    open func addCompletion(_ completion: @escaping (Position) -> Void) { completions.append(completion) }

    open func startAnimation() { finish(at: .end) }
    open func startAnimation(afterDelay delay: TimeInterval) { finish(at: .end) }
    open func pauseAnimation() {}

    /// Stopped before it started, nothing has run; `withoutFinishing` false runs the
    /// completions with `.current`, as UIKit does once `finishAnimation(at:)` is called.
    open func stopAnimation(_ withoutFinishing: Bool) {
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: Position) { finish(at: finalPosition) }

    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) { finish(at: .end) }

    /// Class method UIKit offers for fire-and-forget animations: applied at once.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((Position) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    private func finish(at position: Position) {
        let pending = animations
        animations = []
        for animation in pending { animation() }
        let done = completions
        completions = []
        state = .inactive
        fractionComplete = 1
        for completion in done { completion(position) }
    }
}
