import Foundation
import Testing

/// `plumb lint` names the canvas rule that placed a misplaced view, and reports a scene whose
/// views were laid out for another canvas once, as stale (issue 32, points 4 and 5).
extension CommandLineTests {
    /// "Pin" hangs from the safe area's top under a navigation controller's bar (64 on the
    /// Xcode 15.1 4.7-inch canvas) but was stored at 44.
    static let underABar = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nv-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-00-001">
                    <objects>
                        <navigationController id="nv-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb-00-001">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc-00-001" kind="relationship" relationship="rootViewController" id="sg-00-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="sc-00-002">
                    <objects>
                        <viewController title="Inbox" id="vc-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pn-00-001" userLabel="Pin">
                                        <rect key="frame" x="0.0" y="44" width="375" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c1-00-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa-00-001"/>
                                <constraints>
                                    <constraint firstItem="pn-00-001" firstAttribute="top" secondItem="sa-00-001" secondAttribute="top" id="c2-00-001"/>
                                    <constraint firstItem="pn-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="c3-00-001"/>
                                    <constraint firstAttribute="trailing" secondItem="pn-00-001" secondAttribute="trailing" id="c4-00-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test func lintNamesTheCanvasRuleThatPlacedAView() throws {
        let path = try PlumbCommand.writeScene("bar.storyboard", Self.underABar)
        let run = try #require(PlumbCommand.run(["lint", path]))
        #expect(
            run.stdout == """
                \(path):23: warning: misplaced view 'Pin': stored (0, 44, 375, 50), solved (0, 64, 375, 50) at the design size (placed by the canvas's top inset: 64 = status bar 20 + navigation bar 44, inferred from the relationship segue (rootViewController) 'sg-00-001' from navigation controller 'nv-00-001' (line 7) at line 12) [misplaced, Inbox]

                """)
        #expect(run.status == 1)
    }

    /// Two views at the root stored for a canvas 100 points shorter: one pinned to the
    /// bottom (off by 100), one centred (off by 50).
    @Test func lintReportsAStaleSceneOnce() throws {
        let path = try PlumbCommand.writeScene(
            "stale.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc-00-001">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="sc-00-001">
                        <objects>
                            <viewController title="Old" id="vc-00-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="rt-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-001" userLabel="Bottom">
                                            <rect key="frame" x="0.0" y="517" width="375" height="50"/>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="md-00-001" userLabel="Middle">
                                            <rect key="frame" x="0.0" y="258.5" width="375" height="50"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bt-00-001" firstAttribute="height" constant="50" id="c1-00-001"/>
                                        <constraint firstItem="md-00-001" firstAttribute="height" constant="50" id="c2-00-001"/>
                                        <constraint firstAttribute="bottom" secondItem="bt-00-001" secondAttribute="bottom" id="c3-00-001"/>
                                        <constraint firstItem="md-00-001" firstAttribute="centerY" secondItem="rt-00-001" secondAttribute="centerY" id="c4-00-001"/>
                                        <constraint firstItem="bt-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="c5-00-001"/>
                                        <constraint firstAttribute="trailing" secondItem="bt-00-001" secondAttribute="trailing" id="c6-00-001"/>
                                        <constraint firstItem="md-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="c7-00-001"/>
                                        <constraint firstAttribute="trailing" secondItem="md-00-001" secondAttribute="trailing" id="c8-00-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """)
        let run = try #require(PlumbCommand.run(["lint", "--format", "json", path]))
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["stale"])
        #expect(findings.first?["line"] as? Int == 8)
        #expect(
            findings.first?["message"] as? String == "stale frames: 2 views at the root ('Bottom', 'Middle') are "
                + "where a 375x567 canvas would put them, not this 375x667 one, and what is inside them agrees: Xcode kept "
                + "them when it re-saved the scene")
        #expect(run.status == 1)
    }
}
