import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// What `plumb lint` says beside a misplaced view (the canvas rule that placed it) and when a
/// scene's frames are stale (issue 32, points 4 and 5): `IBInsetDependence` and `StaleCanvas`
/// on hand-worked storyboards.
@Suite struct IBLintRulesTests {
    static func scene(_ xml: String, _ id: String) throws -> (Scene, StoredFrameComparison) {
        let document = try IBDocument.read(data: Data(xml.utf8), file: "lint.storyboard")
        let scene = try IBSceneLoader.load(document: document, scene: id, forDesign: true)
        let environment = try #require(scene.designEnvironment())
        return (
            scene,
            StoredFrameComparison(
                scene: scene, layout: LayoutEngine(root: scene.root, environment: environment).layout())
        )
    }

    /// "Pin" hangs from the safe area's top (so from the bar inferred from the navigation
    /// controller's relationship segue); it was stored 20 higher, as if there were no status
    /// bar. "Free", pinned to the root's own top, hangs from no inset.
    @Test func aMisplacedViewNamesTheInsetThatPlacedIt() throws {
        let free = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fr-00-001" userLabel="Free">
                <rect key="frame" x="0.0" y="10" width="10" height="10"/>
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="fw-00-001"/>
                    <constraint firstAttribute="height" constant="10" id="fh-00-001"/>
                </constraints>
            </view>
            """
        var root = IBBarsTests.controller("rt", pinY: 44)
        root = root.replacingOccurrences(of: "</subviews>", with: free + "\n</subviews>")
            .replacingOccurrences(
                of: "<constraints>\n",
                with: """
                    <constraints>
                    <constraint firstItem="fr-00-001" firstAttribute="top" secondItem="rt-rt" secondAttribute="top" constant="10" id="f1-00-001"/>
                    <constraint firstItem="fr-00-001" firstAttribute="leading" secondItem="rt-rt" secondAttribute="leading" id="f2-00-001"/>

                    """)
        let xml = IBBarsTests.storyboard(initial: "nv", [IBBarsTests.navigation("nv", root: "rt"), root])
        let (scene, comparison) = try Self.scene(xml, "rt")
        let dependence = IBInsetDependence(scene: scene)
        let pin = try #require(scene.views.first { $0.name == "Pin" })
        let loose = try #require(scene.views.first { $0.name == "Free" })
        #expect(dependence.top.contains(pin.itemID) && !dependence.top.contains(loose.itemID))
        #expect(!dependence.bottom.contains(pin.itemID))
        let misplaced = comparison.entries.filter { !$0.agreesVertically() }
        #expect(misplaced.map(\.view.name) == ["Pin"])
        #expect(
            scene.canvas?.topInsetRule == "64 = status bar 20 + navigation bar 44, inferred from the relationship "
                + "segue (rootViewController) 'nv-sg' from navigation controller 'nv' (line 7) at line 13")
        // One view off: misplaced, not stale.
        #expect(StaleCanvas(comparison, root: scene.root) == nil)
    }

    /// Two views at the root laid out for a canvas 39 narrower and 118 shorter (a 375×778
    /// sheet re-saved as a 414×896 screen, its subviews kept): "Corner" pinned to the
    /// trailing and bottom edges is off by all of it, "Middle", centred, by half; "Inner",
    /// inside Corner, agrees.
    @Test func subviewsLaidOutForAnotherCanvasAreStale() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc-00-001">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-00-001">
                        <objects>
                            <viewController id="vc-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="co-00-001" userLabel="Corner">
                                            <rect key="frame" x="275" y="678" width="100" height="100"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="in-00-001" userLabel="Inner">
                                                    <rect key="frame" x="10" y="10" width="80" height="80"/>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="c1-00-001"/>
                                                <constraint firstAttribute="height" constant="100" id="c2-00-001"/>
                                                <constraint firstItem="in-00-001" firstAttribute="leading" secondItem="co-00-001" secondAttribute="leading" constant="10" id="c3-00-001"/>
                                                <constraint firstItem="in-00-001" firstAttribute="top" secondItem="co-00-001" secondAttribute="top" constant="10" id="c4-00-001"/>
                                                <constraint firstAttribute="trailing" secondItem="in-00-001" secondAttribute="trailing" constant="10" id="c5-00-001"/>
                                                <constraint firstAttribute="bottom" secondItem="in-00-001" secondAttribute="bottom" constant="10" id="c6-00-001"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-00-001" userLabel="Middle">
                                            <rect key="frame" x="162.5" y="364" width="50" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="50" id="c7-00-001"/>
                                                <constraint firstAttribute="height" constant="50" id="c8-00-001"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="trailing" secondItem="co-00-001" secondAttribute="trailing" id="c9-00-001"/>
                                        <constraint firstAttribute="bottom" secondItem="co-00-001" secondAttribute="bottom" id="ca-00-001"/>
                                        <constraint firstItem="md-00-001" firstAttribute="centerX" secondItem="rt-00-001" secondAttribute="centerX" id="cb-00-001"/>
                                        <constraint firstItem="md-00-001" firstAttribute="centerY" secondItem="rt-00-001" secondAttribute="centerY" id="cc-00-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (scene, comparison) = try Self.scene(xml, "vc-00-001")
        let stale = try #require(StaleCanvas(comparison, root: scene.root))
        #expect(stale.difference == Size(width: 39, height: 118))
        #expect(stale.views.map(\.name) == ["Corner", "Middle"])
        // Moved by something else than the canvas (Middle 7 points lower still): misplaced.
        let moved = xml.replacingOccurrences(of: "y=\"364\"", with: "y=\"357\"")
        let (other, otherComparison) = try Self.scene(moved, "vc-00-001")
        #expect(StaleCanvas(otherComparison, root: other.root) == nil)
    }
}
