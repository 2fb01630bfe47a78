import Foundation
import Testing
import AutoLayout
import SceneFormat
import TestSupport
@testable import InterfaceBuilder

/// `<fontDescription>` sizes as real files write them.
@Suite struct IBFontTests {
    static func size(_ pointSize: String) -> Double? {
        let element = IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": pointSize], line: 1)
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
}
