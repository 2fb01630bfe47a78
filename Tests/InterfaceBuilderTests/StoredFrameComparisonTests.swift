import Foundation
import SceneFormat
import SceneModel
import Testing

@testable import AutoLayout
@testable import InterfaceBuilder

/// `StoredFrameComparison.asXcodeLaysOut` on a hand-worked xib (docs/interface-builder.md,
/// "Xcode's own frames"): a misplaced view's content is laid out in its stored frame, an
/// ambiguous view is held where Xcode left it only in what its constraints leave free, and a
/// view is never compared with a layout that pins it.
@Suite struct StoredFrameComparisonTests {
    /// On the 4.7-inch canvas (375×667):
    /// - Held: ambiguous, leading 20 and top 30 and width 100 decided, height free; stored
    ///   (20, 30, 100, 50).
    /// - Overruled: ambiguous, top 40 decided (stored at 60), height free (stored 10).
    /// - Stale: misplaced, stored (10, 300, 200, 80), its constraints put it at (0, 500, 300, 100).
    /// - Inner: inside Stale, 10 in from each edge; stored (10, 10, 180, 60).
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hd-00-001" userLabel="Held">
                            <rect key="frame" x="20" y="30" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c1-00-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="or-00-001" userLabel="Overruled">
                            <rect key="frame" x="20" y="60" width="100" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="c2-00-001"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="st-00-001" userLabel="Stale">
                            <rect key="frame" x="10" y="300" width="200" height="80"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in-00-001" userLabel="Inner">
                                    <rect key="frame" x="10" y="10" width="180" height="60"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstAttribute="width" constant="300" id="c3-00-001"/>
                                <constraint firstAttribute="height" constant="100" id="c4-00-001"/>
                                <constraint firstItem="in-00-001" firstAttribute="leading" secondItem="st-00-001" secondAttribute="leading" constant="10" id="c5-00-001"/>
                                <constraint firstItem="in-00-001" firstAttribute="top" secondItem="st-00-001" secondAttribute="top" constant="10" id="c6-00-001"/>
                                <constraint firstAttribute="trailing" secondItem="in-00-001" secondAttribute="trailing" constant="10" id="c7-00-001"/>
                                <constraint firstAttribute="bottom" secondItem="in-00-001" secondAttribute="bottom" constant="10" id="c8-00-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="hd-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c9-00-001"/>
                        <constraint firstItem="hd-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="30" id="ca-00-001"/>
                        <constraint firstItem="or-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="cb-00-001"/>
                        <constraint firstItem="or-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="40" id="cc-00-001"/>
                        <constraint firstItem="st-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="cd-00-001"/>
                        <constraint firstItem="st-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="500" id="ce-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func scene() throws -> Scene {
        try IBLayoutTests.load(Self.xib, file: "canvas.xib", forDesign: true)
    }

    static func entry(_ name: String, in comparison: StoredFrameComparison) throws -> StoredFrameComparison.Entry {
        try #require(comparison.entries.first { $0.view.name == name })
    }

    /// Asking how Xcode's canvas lays a scene out never changes the scene: the query is a
    /// what-if layout, so the caller's constraints keep their activation order (it decides
    /// which one a conflict breaks) and its engine stays its engine.
    @Test func askingAsXcodeLaysOutLeavesTheSceneAsItWas() throws {
        let scene = try Self.scene()
        let environment = try #require(scene.designEnvironment())
        let inner = try #require(scene.views.first { $0.name == "Inner" })
        try inner.widthAnchor.constraint(equalToConstant: 50).activate()
        let engine = LayoutEngine(root: scene.root, environment: environment)
        let before = engine.layout()
        #expect(before.frame(of: "Stale") == Rect(x: 0, y: 500, width: 300, height: 100))
        #expect(before.conflicts.map(\.broken) == ["Inner.Width = 50"])
        let stamps = scene.root.constraints.map(\.activationStamp)
        _ = StoredFrameComparison.asXcodeLaysOut(scene: scene, environment: environment)
        #expect(scene.root.constraints.map(\.activationStamp) == stamps)
        #expect(scene.root.engine === engine)
        #expect(engine.layout().dump == before.dump)
        let fresh = LayoutEngine(root: scene.root, environment: environment).layout()
        #expect(fresh.dump == before.dump)
        #expect(fresh.frame(of: "Stale") == Rect(x: 0, y: 500, width: 300, height: 100))
    }

    @Test func theCanvasHoldsWhatNothingDecidesAndLaysOutInsideStaleFrames() throws {
        let scene = try Self.scene()
        let environment = try #require(scene.designEnvironment())
        let canvas = StoredFrameComparison.asXcodeLaysOut(scene: scene, environment: environment)
        // Held's height is free: the canvas leaves it at the stored 50; the rest is decided.
        #expect(try Self.entry("Held", in: canvas).solved == Rect(x: 20, y: 30, width: 100, height: 50))
        // Overruled's top is decided (40), so the hold at 60 loses; its free height is held at 10.
        let overruled = try Self.entry("Overruled", in: canvas)
        #expect(overruled.solved == Rect(x: 20, y: 40, width: 100, height: 10))
        #expect(!overruled.agreesVertically() && overruled.agreesHorizontally())
        // Inner is laid out in Stale's stored 200×80 frame, not the 300×100 its constraints give.
        #expect(try Self.entry("Inner", in: canvas).solved == Rect(x: 10, y: 10, width: 180, height: 60))
        // Stale itself is compared with the plain layout, never with the one that pins it.
        #expect(try Self.entry("Stale", in: canvas).solved == Rect(x: 0, y: 500, width: 300, height: 100))
        #expect(canvas.notMisplaced.map(\.view.name) == ["Held", "Overruled", "Inner"])
        // The scene is left as it was: a plain layout after the comparison is the plain one.
        let plain = StoredFrameComparison(
            scene: scene, layout: LayoutEngine(root: scene.root, environment: environment).layout())
        #expect(try Self.entry("Inner", in: plain).solved == Rect(x: 10, y: 10, width: 280, height: 80))
        #expect(try Self.entry("Held", in: plain).solved.y == 30)
    }

    /// A 300×60 row centred on its views, with Box (100 wide, no height of its own, stored
    /// 40 high) holding Dot (10×10, centred); Xcode stored Box at its old height, unflagged.
    static let row = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-005">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sk-00-005" userLabel="Row">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-00-005" userLabel="Box">
                                    <rect key="frame" x="0.0" y="10" width="100" height="40"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dt-00-005" userLabel="Dot">
                                            <rect key="frame" x="45" y="15" width="10" height="10"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="10" id="c1-00-005"/>
                                                <constraint firstAttribute="height" constant="10" id="c2-00-005"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="c3-00-005"/>
                                        <constraint firstItem="dt-00-005" firstAttribute="centerX" secondItem="bx-00-005" secondAttribute="centerX" id="c4-00-005"/>
                                        <constraint firstItem="dt-00-005" firstAttribute="centerY" secondItem="bx-00-005" secondAttribute="centerY" id="c5-00-005"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx-00-005" userLabel="Fixed">
                                    <rect key="frame" x="100" y="20" width="200" height="20"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="20" id="c6-00-005"/>
                                    </constraints>
                                </view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sk-00-005" firstAttribute="leading" secondItem="rt-00-005" secondAttribute="leading" id="c7-00-005"/>
                        <constraint firstAttribute="trailing" secondItem="sk-00-005" secondAttribute="trailing" id="c8-00-005"/>
                        <constraint firstItem="sk-00-005" firstAttribute="top" secondItem="rt-00-005" secondAttribute="top" id="c9-00-005"/>
                        <constraint firstAttribute="bottom" secondItem="sk-00-005" secondAttribute="bottom" id="ca-00-005"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// UIKit pulls Box's free height to zero (`UISV-ambiguity-suppression`); the canvas leaves
    /// it at the stored 40, and Dot, centred in it, where Xcode stored it.
    @Test func theCanvasLeavesAFreeSizeAcrossAStackAsItWas() throws {
        let scene = try IBLayoutTests.load(Self.row, file: "row.xib", forDesign: true)
        let environment = try #require(scene.designEnvironment())
        let plain = StoredFrameComparison(
            scene: scene, layout: LayoutEngine(root: scene.root, environment: environment).layout())
        #expect(try Self.entry("Box", in: plain).solved == Rect(x: 0, y: 30, width: 100, height: 0))
        #expect(try Self.entry("Dot", in: plain).solved == Rect(x: 45, y: -5, width: 10, height: 10))
        let canvas = StoredFrameComparison.asXcodeLaysOut(scene: scene, environment: environment)
        for entry in canvas.entries {
            #expect(entry.solved == entry.stored, "\(entry.view.name): \(entry.solved) vs \(entry.stored)")
        }
        // The stack is left as it was: the run-time pull is back.
        let stack = try #require(scene.views.first { $0.name == "Row" } as? StackView)
        #expect(stack.suppressesCrossAmbiguity)
        let again = StoredFrameComparison(
            scene: scene, layout: LayoutEngine(root: scene.root, environment: environment).layout())
        #expect(try Self.entry("Box", in: again).solved.height == 0)
        // Box alone collapses at run time; Fixed has a height of its own, Dot is not arranged.
        let collapsed = StoredFrameComparison.collapsedAcrossStacks(in: again, scene: scene, environment: environment)
        #expect(collapsed == [try Self.entry("Box", in: plain).view.itemID])
    }

    /// A slider and a segmented control as Xcode stores them (the values of real files): the
    /// slider pinned 20 in from each side is stored at x = 18, 339 wide; the segmented control
    /// under a 24-point height is stored 25 high, and the view 30 below it starts at 28 + 24 + 30.
    static let controls = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-002">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-00-002" userLabel="Segments">
                            <rect key="frame" x="20" y="28" width="335" height="25"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="24" id="c1-00-002"/>
                            </constraints>
                            <segments>
                                <segment title="First"/>
                                <segment title="Second"/>
                            </segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bw-00-002" userLabel="Below">
                            <rect key="frame" x="20" y="82" width="335" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="c2-00-002"/>
                            </constraints>
                        </view>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl-00-002" userLabel="Volume">
                            <rect key="frame" x="18" y="136" width="339" height="31"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="sg-00-002" firstAttribute="leading" secondItem="rt-00-002" secondAttribute="leading" constant="20" id="c3-00-002"/>
                        <constraint firstAttribute="trailing" secondItem="sg-00-002" secondAttribute="trailing" constant="20" id="c4-00-002"/>
                        <constraint firstItem="sg-00-002" firstAttribute="top" secondItem="rt-00-002" secondAttribute="top" constant="28" id="c5-00-002"/>
                        <constraint firstItem="bw-00-002" firstAttribute="top" secondItem="sg-00-002" secondAttribute="bottom" constant="30" id="c6-00-002"/>
                        <constraint firstItem="bw-00-002" firstAttribute="leading" secondItem="sg-00-002" secondAttribute="leading" id="c7-00-002"/>
                        <constraint firstItem="bw-00-002" firstAttribute="trailing" secondItem="sg-00-002" secondAttribute="trailing" id="c8-00-002"/>
                        <constraint firstItem="sl-00-002" firstAttribute="leading" secondItem="rt-00-002" secondAttribute="leading" constant="20" id="c9-00-002"/>
                        <constraint firstAttribute="trailing" secondItem="sl-00-002" secondAttribute="trailing" constant="20" id="ca-00-002"/>
                        <constraint firstItem="sl-00-002" firstAttribute="top" secondItem="bw-00-002" secondAttribute="bottom" constant="10" id="cb-00-002"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// Constraints place alignment rectangles; the frames Xcode stored are them grown by the
    /// controls' insets, and the intrinsic height Xcode stored for the slider (31) is its
    /// frame's (30 of alignment rectangle).
    @Test func controlsAreStoredWithTheirAlignmentInsets() throws {
        let scene = try IBLayoutTests.load(Self.controls, file: "controls.xib", forDesign: true)
        let layout = try IBLayoutTests.designLayout(scene)
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        let comparison = StoredFrameComparison(scene: scene, layout: layout)
        #expect(comparison.entries.map(\.view.name) == ["Segments", "Below", "Volume"])
        for entry in comparison.entries {
            #expect(entry.solved == entry.stored, "\(entry.view.name): \(entry.solved) vs \(entry.stored)")
        }
        let slider = try #require(scene.views.first { $0.name == "Volume" })
        #expect(slider.alignmentRectInsets == EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(slider.explicitIntrinsicContentSize.height == 30)
    }

    /// `preservesSuperviewLayoutMargins="YES"`: a content view flush with a card whose margins
    /// are 20 lays its label out 20 in, as Xcode stored it (8 with its own margins).
    @Test func preservedMarginsAreApplied() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-00-004">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="cv-00-004" userLabel="Content">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-004" userLabel="Inner">
                                        <rect key="frame" x="20" y="20" width="280" height="60"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lb-00-004" firstAttribute="leading" secondItem="cv-00-004" secondAttribute="leadingMargin" id="c1-00-004"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="lb-00-004" secondAttribute="trailing" id="c2-00-004"/>
                                    <constraint firstItem="lb-00-004" firstAttribute="top" secondItem="cv-00-004" secondAttribute="topMargin" id="c3-00-004"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="lb-00-004" secondAttribute="bottom" id="c4-00-004"/>
                                </constraints>
                            </view>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="20" left="20" bottom="20" right="20"/>
                        <constraints>
                            <constraint firstItem="cv-00-004" firstAttribute="leading" secondItem="rt-00-004" secondAttribute="leading" id="c5-00-004"/>
                            <constraint firstAttribute="trailing" secondItem="cv-00-004" secondAttribute="trailing" id="c6-00-004"/>
                            <constraint firstItem="cv-00-004" firstAttribute="top" secondItem="rt-00-004" secondAttribute="top" id="c7-00-004"/>
                            <constraint firstAttribute="bottom" secondItem="cv-00-004" secondAttribute="bottom" id="c8-00-004"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try IBLayoutTests.load(xml, file: "margins.xib", forDesign: true)
        let layout = try IBLayoutTests.designLayout(scene)
        let comparison = StoredFrameComparison(scene: scene, layout: layout)
        #expect(comparison.entries.map(\.view.name) == ["Content", "Inner"])
        for entry in comparison.entries {
            #expect(entry.solved == entry.stored, "\(entry.view.name): \(entry.solved) vs \(entry.stored)")
        }
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }
}
