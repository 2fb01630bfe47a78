import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// The pixel grid a scene's frames were stored on, read from the frames themselves, and the
/// comparison rounding Plumb's exact edges to it (issue 32, point 4; `reference/ib-canvas.md`
/// §1.4; docs/interface-builder.md, "The pixel grid").
@Suite struct IBPixelGridTests {
    static func source(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SceneViewSource {
        SceneViewSource(
            id: "v", kind: "view", line: 1, storedFrame: Rect(x: x, y: y, width: width, height: height),
            isMisplaced: false)
    }

    @Test func theGridIsReadFromTheStoredFrames() {
        // Any half: 2x. Any third: 3x (as Xcode writes it). Whole values: the device's.
        #expect(IBPixelGrid.scale(of: [1: Self.source(0, 20.5, 100, 20)], deviceScale: 3) == 2)
        #expect(
            IBPixelGrid.scale(
                of: [1: Self.source(0, 20.333333333333332, 100, 20.333333333333336)],
                deviceScale: 2) == 3)
        #expect(IBPixelGrid.scale(of: [1: Self.source(0, 20, 100, 21)], deviceScale: 3) == 3)
        #expect(IBPixelGrid.scale(of: [1: Self.source(0, 20, 100, 21)], deviceScale: 2) == 2)
        // Both: the more frequent (two thirds against one half).
        #expect(
            IBPixelGrid.scale(
                of: [1: Self.source(0, 0.5, 1.6666666666666667, 2.3333333333333335)],
                deviceScale: 2) == 3)
        // Edges, not sizes, are rounded: four 93.75-point columns on 2x.
        let columns = (0..<4).map {
            IBPixelGrid.round(Rect(x: Double($0) * 93.75, y: 0, width: 93.75, height: 1), scale: 2)
        }
        #expect(columns.map(\.width).reduce(0, +) == 375)
        #expect(columns.allSatisfy { $0.width == 93.5 || $0.width == 94 })
    }

    /// Three equal columns across a 320-point view: 106.67 each, exactly. Xcode stores the
    /// edges on its grid: 0, 106.5, 213.5, 320 on 2x (106.5, 107, 106.5 wide); thirds on 3x.
    static func columns(device: String, widths: [String], xs: [String]) -> String {
        let ids = ["a", "b", "c"]
        let views = (0..<3).map { index in
            """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(ids[index])-00-001" userLabel="\(ids[index].uppercased())">
                            <rect key="frame" x="\(xs[index])" y="0.0" width="\(widths[index])" height="50"/>
                        </view>
            """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
            \(views.joined(separator: "\n"))
                        </subviews>
                        <constraints>
                            <constraint firstItem="a-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" id="k1-00-001"/>
                            <constraint firstItem="b-00-001" firstAttribute="leading" secondItem="a-00-001" secondAttribute="trailing" id="k2-00-001"/>
                            <constraint firstItem="c-00-001" firstAttribute="leading" secondItem="b-00-001" secondAttribute="trailing" id="k3-00-001"/>
                            <constraint firstAttribute="trailing" secondItem="c-00-001" secondAttribute="trailing" id="k4-00-001"/>
                            <constraint firstItem="b-00-001" firstAttribute="width" secondItem="a-00-001" secondAttribute="width" id="k5-00-001"/>
                            <constraint firstItem="c-00-001" firstAttribute="width" secondItem="a-00-001" secondAttribute="width" id="k6-00-001"/>
                            <constraint firstItem="a-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" id="k7-00-001"/>
                            <constraint firstItem="b-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" id="k8-00-001"/>
                            <constraint firstItem="c-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" id="k9-00-001"/>
                            <constraint firstAttribute="bottom" secondItem="a-00-001" secondAttribute="bottom" id="ka-00-001"/>
                            <constraint firstAttribute="bottom" secondItem="b-00-001" secondAttribute="bottom" id="kb-00-001"/>
                            <constraint firstAttribute="bottom" secondItem="c-00-001" secondAttribute="bottom" id="kc-00-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
    }

    static func comparison(_ xml: String) throws -> StoredFrameComparison {
        let scene = try IBSceneLoader.load(
            document: try IBDocument.read(data: Data(xml.utf8), file: "grid.xib"),
            forDesign: true)
        let environment = try #require(scene.designEnvironment())
        return StoredFrameComparison(
            scene: scene, layout: LayoutEngine(root: scene.root, environment: environment).layout())
    }

    @Test func solvedEdgesAreRoundedToTheStoredGrid() throws {
        let twice = try Self.comparison(
            Self.columns(
                device: "retina4_7", widths: ["106.5", "107", "106.5"],
                xs: ["0.0", "106.5", "213.5"]))
        #expect(twice.grid == 2)
        #expect(twice.entries.map(\.solved.width) == [106.5, 107, 106.5])
        #expect(twice.entries.allSatisfy { $0.agreesHorizontally(within: 0.001) && $0.agreesVertically(within: 0.001) })
        // The same document on a 3x phone, its frames on thirds.
        let thrice = try Self.comparison(
            Self.columns(
                device: "retina6_12", widths: ["106.66666666666667", "106.66666666666666", "106.66666666666669"],
                xs: ["0.0", "106.66666666666667", "213.33333333333331"]))
        #expect(thrice.grid == 3)
        #expect(thrice.entries.allSatisfy { $0.agreesHorizontally(within: 0.001) })
        // A 3x phone whose frames were stored on a 2x Mac's grid is compared on 2x.
        let mac = try Self.comparison(
            Self.columns(
                device: "retina6_12", widths: ["106.5", "107", "106.5"],
                xs: ["0.0", "106.5", "213.5"]))
        #expect(mac.grid == 2 && mac.entries.allSatisfy { $0.agreesHorizontally(within: 0.001) })
    }
}
