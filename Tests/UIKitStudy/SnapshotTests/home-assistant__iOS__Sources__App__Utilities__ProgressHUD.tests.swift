// The team's test of ProgressHUD's frames in each of its modes, over a 390 × 844-point screen
// (an iPhone 13's; the HUD covers its view, as showAdded(to:animated:) makes it), worked out by
// hand from the file's constraints and the stub's DesignSystem values (16-point spaces) — docs/
// uikit.md, "Hand-worked frames". Init's own tests snapshot the three views at the phone's
// width (scripts/uikit-init-study puts this file in the package's test target as
// TeamSnapshots.swift).
import Testing
import UIKit

@testable import Views

@MainActor @Suite struct TeamSnapshots {
    /// Each edge of `view`'s frame within 1e-3 pt of `expected`.
    func expectFrame(
        _ view: UIView, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let frame = view.frame
        let close = [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0.0 - $0.1) <= 1e-3 }
        #expect(close, "frame \(frame), expected \(expected)", sourceLocation: sourceLocation)
    }

    /// The HUD's private views, by the order setup() adds them: the background, then the bezel
    /// holding the content stack, whose arranged views are the activity indicator, the custom
    /// view's container and the label.
    struct Parts {
        let background: UIView
        let bezel: UIVisualEffectView
        let stack: UIStackView
    }

    func parts(of hud: ProgressHUD) throws -> Parts {
        #expect(hud.subviews.count == 2)
        let bezel = try #require(hud.subviews[1] as? UIVisualEffectView)
        let stack = try #require(bezel.contentView.subviews.first as? UIStackView)
        #expect(stack.arrangedSubviews.count == 3)
        return Parts(background: hud.subviews[0], bezel: bezel, stack: stack)
    }

    @Test func indeterminate() throws {
        let hud = ProgressHUD(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        hud.layoutIfNeeded()
        let parts = try parts(of: hud)
        // Pinned to the HUD's four edges.
        expectFrame(parts.background, CGRect(x: 0, y: 0, width: 390, height: 844))
        // Only the indicator shows (no custom view, no text): a large one is 37 × 37 (UIKit's
        // size for .large), so the stack is 37 × 37, 16 inside the bezel's content view on
        // each side: the bezel is 37 + 2 × 16 = 69 square, centred on (195, 422):
        // x 195 − 34.5 = 160.5, y 422 − 34.5 = 387.5.
        expectFrame(parts.bezel, CGRect(x: 160.5, y: 387.5, width: 69, height: 69))
        expectFrame(parts.bezel.contentView, CGRect(x: 0, y: 0, width: 69, height: 69))
        expectFrame(parts.stack, CGRect(x: 16, y: 16, width: 37, height: 37))
        expectFrame(parts.stack.arrangedSubviews[0], CGRect(x: 0, y: 0, width: 37, height: 37))
        #expect(parts.stack.arrangedSubviews[1].isHidden && parts.stack.arrangedSubviews[2].isHidden)
    }

    @Test func customView() throws {
        let hud = ProgressHUD(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let checkmark = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        hud.customView = checkmark
        hud.mode = .customView
        hud.layoutIfNeeded()
        let parts = try parts(of: hud)
        // The custom view's width and height constraints keep its frame's 60 × 40 and its
        // edges are its container's, the only arranged view showing: the stack is 60 × 40, the
        // bezel 60 + 32 = 92 by 40 + 32 = 72, centred: x 195 − 46 = 149, y 422 − 36 = 386.
        expectFrame(parts.bezel, CGRect(x: 149, y: 386, width: 92, height: 72))
        expectFrame(parts.stack, CGRect(x: 16, y: 16, width: 60, height: 40))
        expectFrame(parts.stack.arrangedSubviews[1], CGRect(x: 0, y: 0, width: 60, height: 40))
        expectFrame(checkmark, CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(parts.stack.arrangedSubviews[0].isHidden && parts.stack.arrangedSubviews[2].isHidden)
    }

    @Test func text() throws {
        let hud = ProgressHUD(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        hud.mode = .text
        hud.label.text = "Saved"
        hud.layoutIfNeeded()
        let parts = try parts(of: hud)
        let label = parts.stack.arrangedSubviews[2]
        #expect(label === hud.label && !label.isHidden && parts.stack.arrangedSubviews[0].isHidden)
        // The label's one line of the Headline style (17 points, semibold): ascender +
        // descender = 17 × (0.9521484375 + 0.2412109375) = 20.287109375 (docs/typesetting.md,
        // the iOS system font's metrics), rounded up to the pixel at 3×: 60.86 → 61 px,
        // 20.333… The bezel is 20.333 + 32 = 52.333 high, centred on 422: y 422 − 26.1667 =
        // 395.8333. Its width is the text's, so only centres are checked there.
        let lineHeight = (61.0 / 3.0) as CGFloat
        #expect(abs(label.frame.height - lineHeight) <= 1e-3)
        #expect(abs(parts.bezel.frame.height - (lineHeight + 32)) <= 1e-3)
        #expect(abs(parts.bezel.frame.minY - (422 - (lineHeight + 32) / 2)) <= 1e-3)
        #expect(abs(parts.bezel.frame.midX - 195) <= 1e-3)
        // The stack 16 inside the bezel, the label filling it (alignment .center: its
        // intrinsic width is the stack's, the only view showing).
        #expect(abs(parts.stack.frame.minY - 16) <= 1e-3 && abs(parts.stack.frame.minX - 16) <= 1e-3)
        #expect(abs(parts.bezel.frame.width - parts.stack.frame.width - 32) <= 1e-3)
        #expect(abs(label.frame.width - parts.stack.frame.width) <= 1e-3)
    }
}
