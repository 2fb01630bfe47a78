import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import InterfaceBuilder

/// A table cell's content-view margins, as Xcode stores them (docs/interface-builder.md,
/// "Table cells"): a label pinned to the content view's leading and top margins.
@Suite struct IBCellMarginsTests {
    static func cell(tools: String, device: String, width: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="ce-00-005" userLabel="Cell">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-00-005" id="cv-00-005">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bx-00-005" userLabel="Box">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="10" id="c1-00-005"/>
                                    <constraint firstAttribute="height" constant="10" id="c2-00-005"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bx-00-005" firstAttribute="leading" secondItem="cv-00-005" secondAttribute="leadingMargin" id="c3-00-005"/>
                            <constraint firstItem="bx-00-005" firstAttribute="top" secondItem="cv-00-005" secondAttribute="topMargin" id="c4-00-005"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static func box(_ xml: String) throws -> Rect {
        let layout = try IBLayoutTests.designLayout(try IBLayoutTests.load(xml, file: "cell.xib", forDesign: true))
        return try #require(layout.frame(of: "Box"))
    }

    @Test func sincesXcode9CellsHave11AboveAnd16Or20AtTheSides() throws {
        // A 320-wide cell on the 6.1-inch canvas: the cell is narrower than 414, so 16.
        #expect(
            try Self.box(Self.cell(tools: "17156", device: "retina6_1", width: 320))
                == Rect(x: 16, y: 11, width: 10, height: 10))
        // As wide as the 6.1-inch screen: 20.
        #expect(
            try Self.box(Self.cell(tools: "17156", device: "retina6_1", width: 414))
                == Rect(x: 20, y: 11, width: 10, height: 10))
        // A 600-wide cell on the 4.7-inch canvas: the screen is narrower than 414, so 16.
        #expect(
            try Self.box(Self.cell(tools: "17156", device: "retina4_7", width: 600))
                == Rect(x: 16, y: 11, width: 10, height: 10))
    }

    @Test func olderDocumentsKeepEight() throws {
        #expect(
            try Self.box(Self.cell(tools: "12118", device: "retina4_7", width: 600))
                == Rect(x: 8, y: 8, width: 10, height: 10))
    }

    @Test func marginsTheDocumentGivesWin() throws {
        let xml = Self.cell(tools: "17156", device: "retina6_1", width: 414).replacingOccurrences(
            of: "</tableViewCellContentView>",
            with:
                "<edgeInsets key=\"layoutMargins\" top=\"5\" left=\"30\" bottom=\"5\" right=\"30\"/></tableViewCellContentView>"
        )
        #expect(xml.contains("left=\"30\""))
        #expect(try Self.box(xml) == Rect(x: 30, y: 5, width: 10, height: 10))
    }
}
