import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import InterfaceBuilder

/// The project's own Interface Builder fixtures, with hand-computed frames (issue 18, "Views
/// and controls", "Constraints", "Size classes", "Design size", "Errors").
@Suite struct IBLayoutTests {
    static func load(
        _ xml: String, file: String = "fixture.storyboard", scene: String? = nil,
        forDesign: Bool = false
    ) throws(SceneError) -> Scene {
        try IBSceneLoader.load(
            document: try IBDocument.read(data: Data(xml.utf8), file: file), scene: scene,
            forDesign: forDesign)
    }

    static func layout(_ scene: Scene, _ device: Device = .iPhone8, _ orientation: Orientation = .portrait)
        -> Layout
    {
        LayoutEngine(root: scene.root, environment: scene.environment(device: device, orientation: orientation))
            .layout()
    }

    static func designLayout(_ scene: Scene) throws -> Layout {
        LayoutEngine(root: scene.root, environment: try #require(scene.designEnvironment())).layout()
    }

    /// The 1-based line of the first line holding `text`.
    static func line(of text: String, in xml: String) -> Int {
        (xml.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// An Xcode 9+ storyboard designed on the 4.7-inch phone, with a safe area. Saved by
    /// Xcode 15.1 (22505): its canvas shows the 20-point status bar, which Xcode 11.0–14.2
    /// left out on home-button phones (`reference/ib-canvas.md` §1.2).
    static let constraints = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-00-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Shapes" id="vc-00-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rd-00-001" userLabel="Red">
                                        <rect key="frame" x="16" y="20" width="343" height="100"/>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="c1-00-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bl-00-001" userLabel="Blue">
                                        <rect key="frame" x="20" y="128" width="90" height="120"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="120" id="c2-00-001"/>
                                            <constraint firstAttribute="width" secondItem="bl-00-001" secondAttribute="height" multiplier="3:4" id="c3-00-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gr-00-001" userLabel="Green">
                                        <rect key="frame" x="250" y="128" width="125" height="439"/>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-001">
                                        <rect key="frame" x="16" y="600" width="40" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-002">
                                        <rect key="frame" x="16" y="630" width="40" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="rd-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leadingMargin" id="c4-00-001"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="rd-00-001" secondAttribute="trailing" id="c5-00-001"/>
                                    <constraint firstItem="rd-00-001" firstAttribute="top" secondItem="sa-00-001" secondAttribute="top" id="c6-00-001"/>
                                    <constraint firstItem="bl-00-001" firstAttribute="top" secondItem="rd-00-001" secondAttribute="bottom" constant="8" symbolic="YES" id="c7-00-001"/>
                                    <constraint firstItem="bl-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" symbolic="YES" id="c8-00-001"/>
                                    <constraint firstItem="gr-00-001" firstAttribute="width" secondItem="rt-00-001" secondAttribute="width" multiplier="1/3" id="c9-00-001"/>
                                    <constraint firstAttribute="trailing" secondItem="gr-00-001" secondAttribute="trailing" id="ca-00-001"/>
                                    <constraint firstItem="gr-00-001" firstAttribute="top" secondItem="bl-00-001" secondAttribute="top" id="cb-00-001"/>
                                    <constraint firstItem="gr-00-001" firstAttribute="height" secondItem="bl-00-001" secondAttribute="height" multiplier="0.5" priority="750" identifier="half" id="cc-00-001"/>
                                    <constraint firstAttribute="bottom" secondItem="gr-00-001" secondAttribute="bottom" constant="100" placeholder="YES" id="cd-00-001"/>
                                    <constraint firstItem="lb-00-001" firstAttribute="leading" secondItem="sa-00-001" secondAttribute="leading" constant="16" id="ce-00-001"/>
                                    <constraint firstItem="lb-00-002" firstAttribute="leading" secondItem="sa-00-001" secondAttribute="leading" constant="16" id="cf-00-001"/>
                                    <constraint firstItem="lb-00-001" firstAttribute="bottom" secondItem="sa-00-001" secondAttribute="bottomMargin" constant="-50" id="cg-00-001"/>
                                    <constraint firstItem="lb-00-002" firstAttribute="baseline" secondItem="lb-00-001" secondAttribute="baseline" constant="30" id="ch-00-001"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="sa-00-001"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>
        """

    /// Margins, the safe area, implicit first items, `3:4`, `1/3` and `0.5` multipliers,
    /// Standard, a priority, and a placeholder constraint dropped as Xcode's build drops it.
    @Test func constraintsAsInterfaceBuilderWritesThem() throws {
        let scene = try Self.load(Self.constraints)
        #expect(scene.views.map(\.name) == ["Red", "Blue", "Green", "Hello", "Hello 2"])
        let layout = Self.layout(scene)
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        // iphone-8: side margins 16, safe area from 20 (the status bar) to 667.
        expectFrame(layout, "Red", Rect(x: 16, y: 20, width: 343, height: 100))
        // Standard to a sibling is 8; a 120-point height at 3:4 is 90 wide.
        expectFrame(layout, "Blue", Rect(x: 20, y: 128, width: 90, height: 120))
        // A third of 375, at the right edge; half Blue's height at 750 with no placeholder.
        expectFrame(layout, "Green", Rect(x: 250, y: 128, width: 125, height: 60))
        // The label's bottom sits 50 above the root's bottom margin (safe area, iOS 11
        // margins: 0 here); the second's baseline 30 below the first's.
        expectFrame(layout, "Hello", y: 667 - 50 - 20.5, height: 20.5)
        expectFrame(layout, "Hello 2", y: 667 - 50 - 20.5 + 30, height: 20.5)
        let half = try #require(scene.constraints.first { $0.identifier == "half" })
        #expect(half.priority == 750 && half.multiplier == 0.5)
        // The iPhone SE is narrower: a third of 320.
        let small = Self.layout(try Self.load(Self.constraints), .iPhoneSE)
        expectFrame(small, "Red", Rect(x: 16, y: 20, width: 288, height: 100))
        expectFrame(small, "Green", x: 320 - 320.0 / 3, width: 320.0 / 3)
    }

    /// On its own canvas the placeholder constraint holds, as Xcode shows it, and every
    /// stored frame is the solved one.
    @Test func theDesignCanvasKeepsPlaceholders() throws {
        let scene = try Self.load(Self.constraints, forDesign: true)
        let environment = try #require(scene.designEnvironment())
        #expect(environment.size == Size(width: 375, height: 667) && environment.scale == 2)
        #expect(environment.safeAreaInsets.top == 20)
        let layout = try Self.designLayout(scene)
        expectFrame(layout, "Green", Rect(x: 250, y: 128, width: 125, height: 439))
        let comparison = StoredFrameComparison(scene: scene, layout: layout)
        #expect(comparison.entries.count == 5)
        for entry in comparison.entries where entry.view.name != "Hello" && entry.view.name != "Hello 2" {
            #expect(
                entry.agreesVertically(within: 0.001) && entry.agreesHorizontally(within: 0.001),
                "\(entry.view.name): \(entry.stored) vs \(entry.solved)")
        }
        // JSON ids and kinds come from the sources.
        let red = try #require(scene.views.first { $0.name == "Red" })
        #expect(scene.sources[red.itemID]?.id == "rd-00-001" && scene.sources[red.itemID]?.kind == "view")
        let label = try #require(scene.views.first { $0.name == "Hello" })
        #expect(scene.sources[label.itemID]?.kind == "label")
        // systemBackgroundColor: white, black in the dark.
        #expect(scene.root.backgroundColor?.resolved(.light) == Color(red: 255, green: 255, blue: 255))
        #expect(scene.root.backgroundColor?.resolved(.dark) == Color(red: 0, green: 0, blue: 0))
        #expect(red.backgroundColor == Color(red: 255, green: 0, blue: 0))
    }

    /// Xcode 7's square canvas: legacy layout guides, a constant per size class, a subview
    /// installed only in regular width, and a view placed by its autoresizing mask.
    static let sizeClasses = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="8191" systemVersion="15A226d" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc-00-002">
            <scenes>
                <scene sceneID="sc-00-002">
                    <objects>
                        <viewController id="vc-00-002" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tg-00-002"/>
                                <viewControllerLayoutGuide type="bottom" id="bg-00-002"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="rt-00-002">
                                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aa-00-002" userLabel="Banner">
                                        <rect key="frame" x="20" y="28" width="560" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="h1-00-002">
                                                <variation key="heightClass=compact" constant="30"/>
                                            </constraint>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" id="bb-00-002" userLabel="Footer">
                                        <rect key="frame" x="20" y="500" width="560" height="80"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cc-00-002" userLabel="Sidebar">
                                        <rect key="frame" x="20" y="86" width="100" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w3-00-002"/>
                                            <constraint firstAttribute="height" constant="100" id="h3-00-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="aa-00-002" firstAttribute="top" secondItem="tg-00-002" secondAttribute="bottom" constant="8" symbolic="YES" id="t1-00-002"/>
                                    <constraint firstItem="aa-00-002" firstAttribute="leading" secondItem="rt-00-002" secondAttribute="leadingMargin" id="l1-00-002"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="aa-00-002" secondAttribute="trailing" id="r1-00-002"/>
                                    <constraint firstItem="cc-00-002" firstAttribute="top" secondItem="aa-00-002" secondAttribute="bottom" constant="8" symbolic="YES" id="t3-00-002"/>
                                    <constraint firstItem="cc-00-002" firstAttribute="leading" secondItem="aa-00-002" secondAttribute="leading" id="l3-00-002"/>
                                </constraints>
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="cc-00-002"/>
                                    </mask>
                                    <mask key="constraints">
                                        <exclude reference="t3-00-002"/>
                                        <exclude reference="l3-00-002"/>
                                    </mask>
                                </variation>
                                <variation key="widthClass=regular">
                                    <mask key="subviews">
                                        <include reference="cc-00-002"/>
                                    </mask>
                                    <mask key="constraints">
                                        <include reference="t3-00-002"/>
                                        <include reference="l3-00-002"/>
                                    </mask>
                                </variation>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func sizeClassesInstallAndChangeConstraints() throws {
        // iphone-8 portrait (wC hR): the top layout guide ends at 20; the footer keeps its
        // 20-point sides and bottom as the root shrinks from 600×600 to 375×667.
        let portrait = Self.layout(try Self.load(Self.sizeClasses))
        #expect(portrait.conflicts.isEmpty && portrait.ambiguous.isEmpty, "\(portrait.dump)")
        expectFrame(portrait, "Banner", Rect(x: 16, y: 28, width: 343, height: 50))
        expectFrame(portrait, "Footer", Rect(x: 20, y: 567, width: 335, height: 80))
        #expect(portrait.frame(of: "Sidebar") == nil)
        // Landscape (wC hC): no status bar, the compact-height constant.
        let landscape = Self.layout(try Self.load(Self.sizeClasses), .iPhone8, .landscape)
        expectFrame(landscape, "Banner", Rect(x: 16, y: 8, width: 635, height: 30))
        expectFrame(landscape, "Footer", Rect(x: 20, y: 275, width: 627, height: 80))
        #expect(landscape.frame(of: "Sidebar") == nil)
        // The iPad (wR hR) installs the sidebar and its constraints.
        let pad = Self.layout(try Self.load(Self.sizeClasses), .iPad)
        expectFrame(pad, "Banner", Rect(x: 20, y: 28, width: 728, height: 50))
        expectFrame(pad, "Sidebar", Rect(x: 20, y: 86, width: 100, height: 100))
        expectFrame(pad, "Footer", Rect(x: 20, y: 924, width: 728, height: 80))
    }

    /// Xcode 6–7's 600×600 canvas is "w Any h Any": what is installed by default, a 20-point
    /// status bar and 20-point root margins.
    @Test func theAnyAnyCanvas() throws {
        let scene = try Self.load(Self.sizeClasses, forDesign: true)
        let layout = try Self.designLayout(scene)
        #expect(layout.environment.size == Size(width: 600, height: 600))
        expectFrame(layout, "Banner", Rect(x: 20, y: 28, width: 560, height: 50))
        expectFrame(layout, "Footer", Rect(x: 20, y: 500, width: 560, height: 80))
        #expect(layout.frame(of: "Sidebar") == nil)
    }

    static func broken(_ constraint: String) -> String {
        constraints.replacingOccurrences(
            of: "<constraint firstAttribute=\"height\" constant=\"100\" id=\"c1-00-001\"/>",
            with: constraint)
    }

    @Test(arguments: [
        (
            "<constraint firstAttribute=\"middle\" constant=\"100\" id=\"c1-00-001\"/>",
            "unknown constraint attribute: 'middle'"
        ),
        (
            "<constraint firstAttribute=\"height\" secondItem=\"no-00-000\" secondAttribute=\"height\" id=\"c1-00-001\"/>",
            "a constraint names an object id that does not exist: 'no-00-000'"
        ),
        ("<constraint firstAttribute=\"height\" constant=\"ten\" id=\"c1-00-001\"/>", "malformed constant: 'ten'"),
        ("<constraint firstAttribute=\"height\" constant=\"1e999\" id=\"c1-00-001\"/>", "malformed constant: '1e999'"),
        (
            "<constraint firstAttribute=\"width\" secondItem=\"bl-00-001\" secondAttribute=\"width\" multiplier=\"3:\" id=\"c1-00-001\"/>",
            "malformed multiplier: '3:'"
        ),
        (
            "<constraint firstAttribute=\"width\" secondItem=\"bl-00-001\" secondAttribute=\"width\" multiplier=\"1/0\" id=\"c1-00-001\"/>",
            "malformed multiplier: '1/0'"
        ),
        (
            "<constraint firstAttribute=\"height\" constant=\"10\" priority=\"1001\" id=\"c1-00-001\"/>",
            "priority must be within 1…1000: '1001'"
        ),
        (
            "<constraint firstAttribute=\"height\" relation=\"about\" constant=\"10\" id=\"c1-00-001\"/>",
            "unknown relation: 'about'"
        ),
    ])
    func aBadConstraintNamesItsLineAndText(_ constraint: String, _ message: String) throws {
        let xml = Self.broken(constraint)
        do {
            _ = try Self.load(xml)
            Issue.record("loaded a document with \(constraint)")
        } catch {
            #expect(
                error.description
                    == "fixture.storyboard:\(Self.line(of: "id=\"c1-00-001\"", in: xml)): error: \(message)")
        }
    }

    /// A xib cell: the content view follows the cell; its label is laid out inside. Views
    /// Interface Builder draws that Plumb does not model are plain views at their stored
    /// size, with one warning per kind.
    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="ce-00-003" customClass="RowCell">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="ce-00-003" id="cv-00-003">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="st-00-003">
                                <rect key="frame" x="283" y="14" width="94" height="32"/>
                            </stepper>
                            <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mp-00-003">
                                <rect key="frame" x="16" y="10" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="mw-00-003"/>
                                    <constraint firstAttribute="width" secondItem="mp-00-003" secondAttribute="height" multiplier="1:1" id="mr-00-003"/>
                                </constraints>
                            </mapView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="st-00-003" secondAttribute="trailing" constant="16" id="s1-00-003"/>
                            <constraint firstItem="st-00-003" firstAttribute="centerY" secondItem="cv-00-003" secondAttribute="centerY" id="s2-00-003"/>
                            <constraint firstItem="mp-00-003" firstAttribute="leading" secondItem="cv-00-003" secondAttribute="leading" constant="16" id="m1-00-003"/>
                            <constraint firstItem="mp-00-003" firstAttribute="centerY" secondItem="cv-00-003" secondAttribute="centerY" id="m2-00-003"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test func aXibCellAtItsDesignSize() throws {
        let scene = try Self.load(Self.cell, file: "cell.xib", forDesign: true)
        #expect(scene.name == "RowCell")
        #expect(
            scene.warnings.map(\.description) == [
                "cell.xib:\(Self.line(of: "<stepper", in: Self.cell)): warning: drawn as a plain view with the intrinsic size Xcode stored: 'stepper'",
                "cell.xib:\(Self.line(of: "<mapView", in: Self.cell)): warning: unsupported element, laid out as a plain view of its stored size: 'mapView'",
            ])
        let environment = try #require(scene.designEnvironment())
        // A cell is drawn alone on the canvas: its own size, no status bar or notch.
        #expect(environment.size == Size(width: 393, height: 60) && environment.scale == 3)
        #expect(environment.safeAreaInsets == .zero)
        let layout = try Self.designLayout(scene)
        #expect(layout.conflicts.isEmpty && layout.ambiguous.isEmpty, "\(layout.dump)")
        expectFrame(layout, "Table View Cell Content View", Rect(x: 0, y: 0, width: 393, height: 60))
        expectFrame(layout, "Stepper", Rect(x: 283, y: 14, width: 94, height: 32))
        expectFrame(layout, "Map View", Rect(x: 16, y: 10, width: 40, height: 40))
        // On a device the top-level view is the root, the screen's size, as every scene's
        // root is: 16 from the right of 320, centred in 568.
        let phone = Self.layout(try Self.load(Self.cell, file: "cell.xib"), .iPhoneSE)
        expectFrame(phone, "Stepper", Rect(x: 210, y: 268, width: 94, height: 32))
    }
}
