import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// An Interface Builder document is laid out for the iOS SDK of the Xcode that saved it
/// (SPEC §10; `reference/ib-canvas.md` §1.1), so its text fields and switches take that
/// version's metrics (`IOSMetrics`, §1.3).
@Suite struct IBIOSVersionTests {
    /// A text field and a switch pinned to the top leading corner, free in size.
    static func controls(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="tf-00-001" userLabel="Field">
                            <rect key="frame" x="20" y="20" width="200" height="34"/>
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            <textInputTraits key="textInputTraits"/>
                        </textField>
                        <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw-00-001" userLabel="Toggle">
                            <rect key="frame" x="20" y="100" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstItem="tf-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="k1-00-001"/>
                        <constraint firstItem="tf-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="20" id="k2-00-001"/>
                        <constraint firstItem="tf-00-001" firstAttribute="width" constant="200" id="k3-00-001"/>
                        <constraint firstItem="sw-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="k4-00-001"/>
                        <constraint firstItem="sw-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="100" id="k5-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test(arguments: [
        ("11201", 10, 30.0, Size(width: 51, height: 31)), // Xcode 8
        ("14490.70", 12, 30.0, Size(width: 51, height: 31)), // Xcode 10.2
        ("15702", 13, 34.0, Size(width: 51, height: 31)), // Xcode 11.3
        ("32700.99.1234", 17, 34.0, Size(width: 51, height: 31)), // Xcode 15.3
        ("23727", 18, 34.0, Size(width: 51, height: 31)), // Xcode 16.3
        ("24412", 26, 34.0, Size(width: 63, height: 28)), // Xcode 26.1
    ])
    func controlsTakeTheMetricsOfTheSavingXcodesSDK(
        toolsVersion: String, ios: Int, fieldHeight: Double, switchSize: Size
    ) throws {
        let document = try IBDocument.read(data: Data(Self.controls(toolsVersion: toolsVersion).utf8), file: "v.xib")
        #expect(document.iosVersion == ios)
        let scene = try IBSceneLoader.load(document: document, forDesign: true)
        #expect(scene.iosVersion == ios)
        let environment = try #require(scene.designEnvironment())
        #expect(environment.iosVersion == ios)
        let layout = LayoutEngine(root: scene.root, environment: environment).layout()
        #expect(layout.frame(of: "Field")?.height == fieldHeight)
        #expect(layout.frame(of: "Toggle").map { Size(width: $0.width, height: $0.height) } == switchSize)
    }

    @Test func xcodeVersionsFollowTheToolsVersionTable() {
        let cases: [(Int, Int?)] = [
            (0, nil), (4514, 5), (6254, 6), (10117, 7), (12121, 8), (14113, 9), (13122, 9), (14490, 10),
            (14800, 11), (16097, 11), (17156, 12), (20037, 13), (21701, 14), (22700, 15), (23727, 16),
            (24123, 26), (24765, 26),
        ]
        for (tools, xcode) in cases {
            #expect(IBDocument.xcodeMajor(toolsVersion: tools) == xcode, "tools \(tools)")
        }
    }
}
