import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import InterfaceBuilder

/// `<fontDescription>` sizes as real files write them.
@Suite struct IBFontTests {
    static func size(_ pointSize: String) -> Double? {
        let element = IBElement(
            name: "fontDescription", attributes: ["type": "system", "pointSize": pointSize], line: 1)
        guard case let .font(font) = IBFont.read(element) else { return nil }
        return font.size
    }

    /// Xcode writes `pointSize="0.0"` for a table cell's style-managed labels (seen in
    /// element-ios and woocommerce-ios); a font at size 0 is Core Text's default, 12 points.
    @Test func sizeZeroIsTheDefaultTwelvePoints() {
        #expect(Self.size("0.0") == 12)
        #expect(Self.size("14") == 14)
        for bad in ["-1", "ten", "1e999", "1001"] {
            let element = IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": bad], line: 1)
            guard case let .malformed(text) = IBFont.read(element) else {
                Issue.record("\(bad) read as a size")
                continue
            }
            #expect(text == bad)
        }
    }

    /// The cell label woocommerce-ios stores at 25 × 14.5 with a size-0 font: 12 points is a
    /// 14.32-point line, 14.5 on the 2x grid.
    @Test func aSizeZeroLabelLaysOutAtTwelvePoints() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-00-003">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-003" userLabel="Title">
                                <rect key="frame" x="16" y="6" width="25" height="14.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-00-003" firstAttribute="leading" secondItem="rt-00-003" secondAttribute="leading" constant="16" id="c1-00-003"/>
                            <constraint firstItem="lb-00-003" firstAttribute="top" secondItem="rt-00-003" secondAttribute="top" constant="6" id="c2-00-003"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try IBLayoutTests.load(xml, file: "cell.xib", forDesign: true)
        let layout = try IBLayoutTests.designLayout(scene)
        expectFrame(layout, "Title", y: 6, height: 14.5)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    }

    /// The same Headline label as Xcode 7.3 (tools 10117) and Xcode 8 (11762) stored it in
    /// habitica-ios's Social.storyboard: 19.5 and 20.5 high. Xcode 5–7's canvas measured text
    /// styles at Medium (Headline 16 points, a 19.09-point line); from Xcode 8 on, at Large.
    /// A size asked for explicitly wins, and a fixed-size system font is the same on both.
    @Test(arguments: [("10117", 19.5), ("11762", 20.5), ("", 20.5)])
    func oldCanvasesMeasureTextStylesAtMedium(_ toolsVersion: String, _ height: Double) throws {
        let tools = toolsVersion.isEmpty ? "" : " toolsVersion=\"\(toolsVersion)\""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"\(tools) targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-00-006">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" contentMode="left" text="Party" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-006" userLabel="Styled">
                                <rect key="frame" x="16" y="20" width="44" height="\(formatPoints(height))"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                            </label>
                            <label opaque="NO" contentMode="left" text="Party" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-007" userLabel="Fixed">
                                <rect key="frame" x="16" y="60" width="44" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lb-00-006" firstAttribute="leading" secondItem="rt-00-006" secondAttribute="leading" constant="16" id="c1-00-006"/>
                            <constraint firstItem="lb-00-006" firstAttribute="top" secondItem="rt-00-006" secondAttribute="top" constant="20" id="c2-00-006"/>
                            <constraint firstItem="lb-00-007" firstAttribute="leading" secondItem="rt-00-006" secondAttribute="leading" constant="16" id="c3-00-006"/>
                            <constraint firstItem="lb-00-007" firstAttribute="top" secondItem="rt-00-006" secondAttribute="top" constant="60" id="c4-00-006"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let scene = try IBLayoutTests.load(xml, file: "styles.xib", forDesign: true)
        #expect(scene.canvas?.contentSize == (toolsVersion == "10117" ? .medium : .large))
        let layout = try IBLayoutTests.designLayout(scene)
        expectFrame(layout, "Styled", y: 20, height: height)
        expectFrame(layout, "Fixed", y: 60, height: 20.5)
        let asked = try #require(scene.designEnvironment(contentSize: .large))
        let large = LayoutEngine(root: scene.root, environment: asked).layout()
        expectFrame(large, "Styled", y: 20, height: 20.5)
    }
}
