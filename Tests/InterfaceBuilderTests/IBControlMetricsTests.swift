import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// Control sizes read from Xcode's stored frames (`docs/interface-builder.md`, "Controls"):
/// legacy buttons round their title up to whole points, configured buttons pad an exact line
/// 7 above and below and wrap, borderless fields hug their line, and Xcode 26's slider has no
/// alignment insets. Each case is worked by hand in the comments.
@Suite struct IBControlMetricsTests {
    /// Free-sized controls pinned to the top leading corner of a 393-wide root (a 3x canvas).
    static func controls(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-001" userLabel="Small">
                            <rect key="frame" x="20" y="20" width="80" height="28"/>
                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                            <state key="normal" title="Thirteen"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-002" userLabel="Large">
                            <rect key="frame" x="20" y="60" width="80" height="38"/>
                            <fontDescription key="fontDescription" type="system" pointSize="21"/>
                            <state key="normal" title="Large"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-003" userLabel="Configured">
                            <rect key="frame" x="20" y="110" width="80" height="34.333333333333336"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="plain" title="Go"/>
                        </button>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-004" userLabel="Wrapped">
                            <rect key="frame" x="20" y="160" width="100" height="38"/>
                            <state key="normal" title="Button"/>
                            <buttonConfiguration key="configuration" style="filled" title="Use high energy">
                                <fontDescription key="titleFontDescription" type="system" pointSize="10"/>
                            </buttonConfiguration>
                        </button>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="plain" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-00-001" userLabel="Borderless">
                            <rect key="frame" x="20" y="210" width="200" height="18.666666666666668"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl-00-001" userLabel="Slider">
                            <rect key="frame" x="18" y="260" width="204" height="31"/>
                        </slider>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c1-00-001"/>
                        <constraint firstItem="bt-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="20" id="c2-00-001"/>
                        <constraint firstItem="bt-00-002" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c3-00-001"/>
                        <constraint firstItem="bt-00-002" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="60" id="c4-00-001"/>
                        <constraint firstItem="bt-00-003" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c5-00-001"/>
                        <constraint firstItem="bt-00-003" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="110" id="c6-00-001"/>
                        <constraint firstItem="bt-00-004" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c7-00-001"/>
                        <constraint firstItem="bt-00-004" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="160" id="c8-00-001"/>
                        <constraint firstItem="bt-00-004" firstAttribute="width" constant="100" id="c9-00-001"/>
                        <constraint firstItem="tf-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="d1-00-001"/>
                        <constraint firstItem="tf-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="210" id="d2-00-001"/>
                        <constraint firstItem="tf-00-001" firstAttribute="width" constant="200" id="d3-00-001"/>
                        <constraint firstItem="sl-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="d4-00-001"/>
                        <constraint firstItem="sl-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="260" id="d5-00-001"/>
                        <constraint firstItem="sl-00-001" firstAttribute="width" constant="200" id="d6-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    static func layout(toolsVersion: String) throws -> Layout {
        let document = try IBDocument.read(data: Data(Self.controls(toolsVersion: toolsVersion).utf8), file: "c.xib")
        let scene = try IBSceneLoader.load(document: document, forDesign: true)
        let environment = try #require(scene.designEnvironment())
        return LayoutEngine(root: scene.root, environment: environment).layout()
    }

    static func expect(_ layout: Layout, _ name: String, _ expected: Rect, line: Int = #line) throws {
        let frame = try #require(layout.frame(of: name))
        let close = [
            (frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0 - $1) < 1e-3 }
        #expect(close, "\(name): \(frame), expected \(expected) (line \(line))")
    }

    @Test func buttonsAndFieldsTakeXcodesSizes() throws {
        let layout = try Self.layout(toolsVersion: "24765")
        // 13-point title: line 15.51 → 16 whole points, + 6 + 6.
        try Self.expect(
            layout, "Small", Rect(x: 20, y: 20, width: try #require(layout.frame(of: "Small")?.width), height: 28))
        #expect(layout.frame(of: "Small").map { $0.width == $0.width.rounded() } == true)
        // 21-point title: line 25.06 → 26, + 12.
        try Self.expect(
            layout, "Large", Rect(x: 20, y: 60, width: try #require(layout.frame(of: "Large")?.width), height: 38))
        // A configuration's 17-point title: 20.29 + 7 + 7 = 34.29, up to the 3x pixel.
        try Self.expect(
            layout, "Configured",
            Rect(x: 20, y: 110, width: try #require(layout.frame(of: "Configured")?.width), height: 34.333))
        // 100 wide leaves 76 inside the 12-point side insets: "Use high energy" at 10 points
        // takes two lines, 11.93 + 11.93 + 14 = 37.87, up to 38 on the 3x grid.
        try Self.expect(layout, "Wrapped", Rect(x: 20, y: 160, width: 100, height: 38))
        // A borderless 14-point field: 16.71 + 5/3 = 18.37, up to 18.667.
        try Self.expect(layout, "Borderless", Rect(x: 20, y: 210, width: 200, height: 18.667))
    }

    /// Before Xcode 26 a slider's alignment rectangle is inset 2 at the sides: pinned 20 in
    /// and 200 wide, its frame starts at 18 and is 204 wide; Xcode 26's has no inset.
    @Test(arguments: [
        ("23727", Rect(x: 18, y: 260, width: 204, height: 31)), ("24765", Rect(x: 20, y: 260, width: 200, height: 31)),
    ])
    func sliderInsetsEndWithXcode26(toolsVersion: String, expected: Rect) throws {
        try Self.expect(Self.layout(toolsVersion: toolsVersion), "Slider", expected)
    }
}

/// From iOS 11 a root's margins are measured from its safe area even in a document that
/// keeps the legacy layout guides: Xcode 11.4 stores a view pinned to the top margin of such a
/// root under a simulated navigation bar at y = 44 (openfoodfacts' `ProductAddViewController`).
@Suite struct IBLegacyRootMarginTests {
    static func document(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-00-001">
                    <objects>
                        <viewController id="vc-00-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-00-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-00-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-00-001" userLabel="Box">
                                        <rect key="frame" x="0.0" y="44" width="375" height="100"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="topMargin" id="c1-00-001"/>
                                    <constraint firstItem="bx-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="c2-00-001"/>
                                    <constraint firstAttribute="trailing" secondItem="bx-00-001" secondAttribute="trailing" id="c3-00-001"/>
                                    <constraint firstItem="bx-00-001" firstAttribute="height" constant="100" id="c4-00-001"/>
                                </constraints>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Xcode 11.4 shows no status bar on a home-button phone, so the safe area's top is the
    /// 44-point bar; Xcode 10.2 (iOS 12) shows both, 64.
    @Test(arguments: [("16097.3", 44.0), ("14490.70", 64.0)])
    func theTopMarginFollowsTheSafeArea(toolsVersion: String, top: Double) throws {
        let document = try IBDocument.read(
            data: Data(Self.document(toolsVersion: toolsVersion).utf8), file: "m.storyboard")
        let scene = try IBSceneLoader.load(document: document, forDesign: true)
        let layout = LayoutEngine(root: scene.root, environment: try #require(scene.designEnvironment())).layout()
        #expect(layout.frame(of: "Box") == Rect(x: 0, y: top, width: 375, height: 100))
    }
}
