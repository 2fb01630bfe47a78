import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// Views that do not translate their mask and that no constraint names keep their stored
/// frame, as ibtool's build-time "view with fixed frame" constraints keep them
/// (`docs/interface-builder.md`, "Views without constraints"): appcenter's Sasquatch stores
/// such fields in its static cells, unflagged from Xcode 12 on.
@Suite struct IBFixedFrameTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="TestEvent" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-00-001" userLabel="Loose field">
                            <rect key="frame" x="139" y="7" width="220" height="30"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl-00-001" userLabel="Loose slider">
                            <rect key="frame" x="128" y="50" width="232" height="30"/>
                        </slider>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg-00-001" userLabel="Fixed segments">
                            <rect key="frame" x="22" y="100" width="331" height="33"/>
                            <segments>
                                <segment title="All"/>
                                <segment title="Favorites"/>
                            </segments>
                        </segmentedControl>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ph-00-001" userLabel="Placeheld">
                            <rect key="frame" x="20" y="300" width="100" height="40"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" placeholder="YES" id="p3-00-001"/>
                                <constraint firstAttribute="height" constant="40" placeholder="YES" id="p4-00-001"/>
                            </constraints>
                        </view>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st-00-001" userLabel="Stack">
                            <rect key="frame" x="20" y="200" width="200" height="20.333333333333332"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Arranged" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-001" userLabel="Arranged">
                                    <rect key="frame" x="50" y="50" width="10" height="10"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c1-00-001"/>
                        <constraint firstItem="st-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="200" id="c2-00-001"/>
                        <constraint firstItem="st-00-001" firstAttribute="width" constant="200" id="c3-00-001"/>
                        <constraint firstItem="ph-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" placeholder="YES" id="p1-00-001"/>
                        <constraint firstItem="ph-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="300" placeholder="YES" id="p2-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func layout(forDesign: Bool) throws -> Layout {
        let document = try IBDocument.read(data: Data(Self.document.utf8), file: "f.xib")
        let scene = try IBSceneLoader.load(document: document, forDesign: forDesign)
        let environment = try #require(forDesign ? scene.designEnvironment() : scene.environment(device: .iPhone8))
        return LayoutEngine(root: scene.root, environment: environment).layout()
    }

    static func expect(_ layout: Layout, _ name: String, _ expected: Rect) throws {
        let frame = try #require(layout.frame(of: name))
        let close = [
            (frame.x, expected.x), (frame.y, expected.y), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0 - $1) < 1e-3 }
        #expect(close, "\(name): \(frame), expected \(expected)")
    }

    /// On the canvas and at run time (an iPhone 8) alike: the field keeps (139, 7, 220, 30) although a
    /// borderless 17-point field measures 21.96 high; the slider's pins hold its alignment
    /// rectangle, 2 in from each side and 1 above the bottom, so its frame is the stored one;
    /// the `fixedFrame` segmented control (1 below) likewise. The arranged label is placed
    /// by its stack, not at its stale stored frame: (20, 200), 200 wide, its 17-point line
    /// 20.29 high, up to the pixel: 20.333 on the 3x design canvas, 20.5 on the 2x iPhone 8.
    @Test(arguments: [true, false])
    func unconstrainedViewsKeepTheirStoredFrames(forDesign: Bool) throws {
        let layout = try Self.layout(forDesign: forDesign)
        try Self.expect(layout, "Loose field", Rect(x: 139, y: 7, width: 220, height: 30))
        try Self.expect(layout, "Loose slider", Rect(x: 128, y: 50, width: 232, height: 30))
        try Self.expect(layout, "Fixed segments", Rect(x: 22, y: 100, width: 331, height: 33))
        let line = forDesign ? 20.333 : 20.5
        try Self.expect(layout, "Arranged", Rect(x: 20, y: 200, width: 200, height: line))
    }

    /// Placeholder constraints name their view: the canvas lays it out by them, at (20, 300),
    /// 100 × 40; the build drops them and pins nothing in their place, so at run time the
    /// plain view has nothing to place or size it.
    @Test func placeholderConstraintsStillNameTheirView() throws {
        try Self.expect(Self.layout(forDesign: true), "Placeheld", Rect(x: 20, y: 300, width: 100, height: 40))
        let runtime = try Self.layout(forDesign: false)
        #expect(runtime.ambiguous.first { $0.view == "Placeheld" }?.attributes == ["x", "y", "width", "height"])
    }
}
