import AutoLayout
import Foundation
import InterfaceBuilder
import SceneModel
import TestSupport
import Testing

/// Interface Builder's `<accessibility key="accessibilityConfiguration">`, as Xcode writes it
/// (label, hint and identifier attributes, a traits element once the inspector is touched, an
/// `isElement` flag), read into each view's accessibility properties over its kind's defaults.
@Suite struct IBAccessibilityTests {
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="rt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bt-00-001" userLabel="Close">
                            <rect key="frame" x="20" y="20" width="44" height="44"/>
                            <accessibility key="accessibilityConfiguration" label="Close Sleep Timer" hint="Returns to the episode"/>
                        </button>
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="im-00-001" userLabel="Art">
                            <rect key="frame" x="20" y="80" width="60" height="60"/>
                            <accessibility key="accessibilityConfiguration" identifier="artwork">
                                <accessibilityTraits key="traits" image="YES" header="YES"/>
                                <bool key="isElement" value="YES"/>
                            </accessibility>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="4:59" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-001" userLabel="Time">
                            <rect key="frame" x="20" y="160" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <accessibility key="accessibilityConfiguration">
                                <accessibilityTraits key="traits" none="YES"/>
                                <bool key="isElement" value="NO"/>
                            </accessibility>
                        </label>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Plain" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lb-00-002" userLabel="Plain">
                            <rect key="frame" x="20" y="200" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bt-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c1-00-001"/>
                        <constraint firstItem="bt-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="20" id="c2-00-001"/>
                        <constraint firstItem="im-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c3-00-001"/>
                        <constraint firstItem="im-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="80" id="c4-00-001"/>
                        <constraint firstItem="im-00-001" firstAttribute="width" constant="60" id="c9-00-001"/>
                        <constraint firstItem="im-00-001" firstAttribute="height" constant="60" id="c9-00-002"/>
                        <constraint firstItem="lb-00-001" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c5-00-001"/>
                        <constraint firstItem="lb-00-001" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="160" id="c6-00-001"/>
                        <constraint firstItem="lb-00-002" firstAttribute="leading" secondItem="rt-00-001" secondAttribute="leading" constant="20" id="c7-00-001"/>
                        <constraint firstItem="lb-00-002" firstAttribute="top" secondItem="rt-00-001" secondAttribute="top" constant="200" id="c8-00-001"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    static func scene(_ text: String = xib) throws -> Scene {
        try IBSceneLoader.load(document: try IBDocument.read(data: Data(text.utf8), file: "a.xib"), forDesign: true)
    }

    static func description(_ scene: Scene, _ name: String) throws -> AccessibilityDescription {
        try scene.view(named: name).get().accessibilityDescription(direction: .leftToRight)
    }

    @Test func theInspectorsFieldsOverTheKindsDefaults() throws {
        let scene = try Self.scene()
        // A label and a hint; the traits stay the button's own.
        #expect(
            try Self.description(scene, "Close")
                == AccessibilityDescription(
                    isElement: true, label: "Close Sleep Timer", hint: "Returns to the episode", traits: .button))
        // An image made an element (UIKit's default is not), with the traits as ticked.
        #expect(
            try Self.description(scene, "Art")
                == AccessibilityDescription(isElement: true, traits: [.image, .header], identifier: "artwork"))
        // Every box cleared: no traits, and not an element; the label still reads its text.
        #expect(try Self.description(scene, "Time") == AccessibilityDescription(isElement: false, label: "4:59"))
        // Untouched: UIKit's defaults for a label.
        #expect(
            try Self.description(scene, "Plain")
                == AccessibilityDescription(isElement: true, label: "Plain", traits: .staticText))
        let layout = LayoutEngine(root: scene.root, environment: try #require(scene.designEnvironment())).layout()
        #expect(AccessibilityOrder(root: scene.root, layout: layout).elements.map(\.name) == ["Close", "Art", "Plain"])
    }

    @Test func anUnknownTraitNamesItsLine() throws {
        let bad = Self.xib.replacingOccurrences(of: "header=\"YES\"", with: "heading=\"YES\"")
        let error = #expect(throws: SceneError.self) { _ = try Self.scene(bad) }
        #expect(error?.line == 15)
        #expect(error?.text == "heading")
        #expect(error?.message == "unknown accessibility trait")
    }

    /// Pocket Casts' sleep timer (needs ../shared/reference/ib): three plain views of class
    /// UIButton made button elements with labels, and a button set to the image trait and no
    /// element.
    @Test func pocketCastsSleepTimer() throws {
        let folder = try SharedReference.folder("ib/corpus")
        let scene = try IBSceneLoader.load(
            path: folder.appendingPathComponent("Automattic__pocket-casts-ios__podcasts__SleepTimerViewController.xib")
                .path, forDesign: true)
        func described(_ id: String) throws -> AccessibilityDescription {
            let itemID = try #require(scene.sources.first { $0.value.id == id }?.key)
            let view = try #require(scene.views.first { $0.itemID == itemID })
            return view.accessibilityDescription(direction: .leftToRight)
        }
        #expect(
            try described("TXG-Ts-uOu")
                == AccessibilityDescription(isElement: true, label: "Add five minutes", traits: .button))
        #expect(try described("EOQ-B1-4Zt").label == "Cancel Timer")
        let imageButton = try described("E6q-a6-BhY")
        #expect(imageButton.traits == .image && !imageButton.isElement)
    }
}
