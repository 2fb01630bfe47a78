@_spi(Plumb) import PlumbUIKit
import Testing

// The compile-only tail: declared as UIKit's, inert and honest. Animations apply at once
// and complete; gesture recognizers and actions are stored, never fired; notifications go
// through Foundation's NotificationCenter.

@Suite @MainActor
struct InertAPITests {
    final class Target: NSObject {}

    /// What the observer saw; the observer runs synchronously inside `post`, on this thread.
    final class Seen: @unchecked Sendable {
        var frames: [CGRect] = []
    }

    @Test func animationsApplyAtOnceAndComplete() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }, completion: { finished.append($0) })
        UIView.animate(
            withDuration: 0.3, delay: 1, options: [.curveEaseInOut, .beginFromCurrentState],
            animations: { view.frame.size.width = 40 }, completion: { finished.append($0) })
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
            animations: { view.isHidden = true }, completion: { finished.append($0) })
        UIView.transition(
            with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.tag = 4 },
            completion: { finished.append($0) })
        UIView.performWithoutAnimation { view.tag = 5 }
        #expect(view.alpha == 0.2)
        #expect(view.frame.width == 40)
        #expect(view.isHidden)
        #expect(view.tag == 5)
        #expect(finished == [true, true, true, true])
    }

    @Test func gestureRecognizersAreStoredNeverFired() {
        let target = Target()
        let view = UIView()
        let tap = UITapGestureRecognizer(target: target, action: Selector("didTap"))
        tap.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer(target: target, action: Selector("didPan"))
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizers?.count == 2)
        #expect(tap.view === view)
        #expect(tap.state == .possible)
        #expect(tap.targetActions.first?.action == Selector("didTap"))
        #expect(pan.translation(in: view) == .zero)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1)
        #expect(tap.view == nil)
    }

    @Test func actionsKeepTheirHandler() {
        var ran = 0
        let action = UIAction(title: "Share", image: nil) { _ in ran += 1 }
        #expect(action.title == "Share")
        #expect(ran == 0)
        action.handler(action)
        #expect(ran == 1)
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share")
    }

    @Test func theApplicationIsMinimal() {
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(UIApplication.shared.isIdleTimerDisabled)
        #expect(UIApplication.shared.applicationState == .active)
        UIApplication.shared.isIdleTimerDisabled = false
    }

    @Test func keyboardNotificationsGoThroughNotificationCenter() {
        let center = NotificationCenter()
        let seen = Seen()
        let observer = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            note in
            if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect {
                seen.frames.append(frame)
            }
        }
        center.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 500, width: 402, height: 374)])
        center.removeObserver(observer)
        #expect(seen.frames == [CGRect(x: 0, y: 500, width: 402, height: 374)])
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    }
}

/// Core Foundation's string transform, which `import UIKit` brings on iOS, through ICU.
@Suite @MainActor
struct CoreFoundationTransformTests {
    @Test func javaEscapesAreDecodedAndRangesAndUnknownTransformsAreHandled() {
        let escaped = NSMutableString(string: "caf\\u00e9")
        #expect(CFStringTransform(escaped, nil, "Any-Hex/Java" as CFString, true))
        #expect(escaped as String == "café")
        let partly = NSMutableString(string: "ab\\u00e9")
        var range = CFRangeMake(2, 6)
        #expect(CFStringTransform(partly, &range, "Any-Hex/Java" as CFString, true))
        #expect(partly as String == "abé" && range.length == 1)
        let kept = NSMutableString(string: "same")
        #expect(!CFStringTransform(kept, nil, "No-Such-Transform" as CFString, false))
        var outside = CFRangeMake(3, 9)
        #expect(!CFStringTransform(kept, &outside, "Any-Latin" as CFString, false) && kept as String == "same")
    }
}
