import AutoLayout
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import InterfaceBuilder

/// Reading Interface Builder documents: what is an iOS storyboard or xib, and its scenes
/// (issue 18, "Documents and scenes").
@Suite struct IBDocumentTests {
    static func read(_ xml: String, file: String = "test.storyboard") throws(SceneError) -> IBDocument {
        try IBDocument.read(data: Data(xml.utf8), file: file)
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="abc-12-xyz">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Settings-->
                <scene sceneID="s1-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Settings" title="Settings" id="abc-12-xyz" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr-aa-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2-aa-002">
                    <objects>
                        <tableViewController id="tv-aa-002" customClass="InboxViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="tb-aa-002">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="842"/>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s3-aa-003">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Other" id="ph-aa-003" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s4-aa-004">
                    <objects>
                        <viewController id="vc-aa-004" userLabel="Settings" sceneMemberID="viewController">
                            <view key="view" id="v4-aa-004">
                                <rect key="frame" x="0.0" y="0.0" width="320.5" height="480"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aStoryboardsScenesAreItsViewControllers() throws {
        let document = try Self.read(Self.storyboard)
        #expect(document.kind == .storyboard)
        let scenes = document.scenes
        #expect(scenes.map(\.id) == ["abc-12-xyz", "tv-aa-002", "vc-aa-004"])
        #expect(scenes.map(\.name) == ["Settings", "InboxViewController", "Settings 2"])
        #expect(scenes.map(\.kind) == ["viewController", "tableViewController", "viewController"])
        #expect(scenes.map(\.isInitial) == [true, false, false])
        #expect(scenes.map(\.rootViewID) == ["v1-aa-001", "tb-aa-002", "v4-aa-004"])
        #expect(
            scenes.map(\.designSize) == [
                Size(width: 414, height: 896), Size(width: 414, height: 842),
                Size(width: 320.5, height: 480),
            ])
        #expect(scenes[0].storyboardIdentifier == "Settings")
        #expect(scenes[0].sceneID == "s1-aa-001")
        #expect(scenes.map(\.line) == [8, 18, 32])
    }

    @Test func aXibsScenesAreItsTopLevelViewsAndCells() throws {
        let document = try Self.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="32700" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    </view>
                    <tableViewCell contentMode="scaleToFill" id="KGk-i7-Jjw" customClass="EpisodeCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="72"/>
                    </tableViewCell>
                </objects>
            </document>
            """, file: "cells.xib")
        #expect(document.kind == .xib)
        let scenes = document.scenes
        #expect(scenes.map(\.id) == ["iN0-l3-epB", "KGk-i7-Jjw"])
        #expect(scenes.map(\.name) == ["View", "EpisodeCell"])
        #expect(scenes.map(\.kind) == ["view", "tableViewCell"])
        #expect(scenes.map(\.designSize) == [Size(width: 375, height: 200), Size(width: 320, height: 72)])
        #expect(scenes.allSatisfy { !$0.isInitial })
    }

    /// A navigation controller has no view of its own: it is not a scene, and when it is the
    /// initial controller, the scene its root relationship leads to is the initial one.
    @Test func theInitialNavigationControllerLeadsToItsRootScene() throws {
        let document = try Self.read(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav-00-001">
                <scenes>
                    <scene sceneID="sc-00-001">
                        <objects>
                            <navigationController id="nav-00-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar-00-001">
                                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="root-0-002" kind="relationship" relationship="rootViewController" id="sg-00-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="sc-00-002">
                        <objects>
                            <viewController title="Catalog" id="root-0-002" sceneMemberID="viewController">
                                <view key="view" id="view-0-002">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(document.scenes.map(\.id) == ["root-0-002"])
        #expect(document.scenes.map(\.name) == ["Catalog"])
        #expect(document.scenes.map(\.isInitial) == [true])
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var xml: String
        var message: String
        var testDescription: String { message }
    }

    static let refusals: [Refusal] = [
        .init(xml: "views: [{name: A}]\n", message: "test.storyboard:1:1: error: not an XML document"),
        .init(
            xml: "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>\n",
            message: "test.storyboard:3:12: error: malformed XML"),
        .init(
            xml:
                "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"/>\n",
            message:
                "test.storyboard:2: error: an Interface Builder archive from before Xcode 5; open and save it in a newer Xcode: 'com.apple.InterfaceBuilder3.CocoaTouch.XIB'"
        ),
        .init(
            xml: "<plist version=\"1.0\"/>\n",
            message:
                "test.storyboard:1: error: not an Interface Builder document (its root element is not <document>): 'plist'"
        ),
        .init(
            xml:
                "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>\n",
            message:
                "test.storyboard:1: error: not an iOS storyboard or xib (document type): 'com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB'"
        ),
        .init(
            xml: "<document type=\"com.apple.InterfaceBuilder3.AppleTV.Storyboard.XIB\" targetRuntime=\"AppleTV\"/>\n",
            message:
                "test.storyboard:1: error: not an iOS storyboard or xib (document type): 'com.apple.InterfaceBuilder3.AppleTV.Storyboard.XIB'"
        ),
        .init(
            xml:
                "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" targetRuntime=\"watchKit\"/>\n",
            message: "test.storyboard:1: error: not an iOS document (its target runtime): 'watchKit'"),
    ]

    @Test(arguments: refusals) func whatIsNotAnIOSDocumentIsRefused(_ refusal: Refusal) {
        #expect(throws: SceneError.self) { try Self.read(refusal.xml) }
        do {
            _ = try Self.read(refusal.xml)
        } catch {
            #expect(error.description == refusal.message)
        }
    }

    /// Found by the libFuzzer target: Foundation's XML parser trapped on an attribute name of
    /// 0xFF bytes. Bytes that are not UTF-8, and a declared encoding that is not, are refused.
    @Test func whatIsNotUTF8IsRefusedBeforeTheParserSeesIt() {
        var bytes = Array(
            "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\"\n    ".utf8)
        bytes += [0xFF, 0xFF, 0xFF] + Array("b=\"x\"/>\n".utf8)
        do {
            _ = try IBDocument.read(data: Data(bytes), file: "fuzz.xib")
            Issue.record("read bytes that are not UTF-8")
        } catch {
            #expect(error.description == "fuzz.xib:2:5: error: not UTF-8 text (Interface Builder documents are UTF-8)")
        }
        do {
            _ = try Self.read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>\n")
            Issue.record("read a document declared in ISO-8859-1")
        } catch {
            #expect(
                error.description
                    == "test.storyboard:1: error: an encoding other than UTF-8 (Interface Builder documents are UTF-8): 'ISO-8859-1'"
            )
        }
    }

    /// Also found by the libFuzzer target: the parser dereferenced a null pointer on a
    /// processing instruction with no data.
    @Test func aProcessingInstructionWithNoDataIsRefused() {
        do {
            _ = try Self.read("<document>\n  <objects><?target?></objects>\n</document>\n")
            Issue.record("read a processing instruction with no data")
        } catch {
            #expect(
                error.description
                    == "test.storyboard:2:12: error: a processing instruction with no data, which the XML parser cannot read: '<?target?>'"
            )
        }
    }

    @Test func nestingPastTheLimitIsAnErrorNotACrash() {
        let depth = IBXMLReader.maximumDepth + 10
        let xml = String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)
        do {
            _ = try Self.read(xml)
            Issue.record("read a document nested \(depth) deep")
        } catch {
            #expect(error.description == "test.storyboard:1: error: elements nested more than 256 deep: 'view'")
        }
    }

    /// The study storyboards (others' files, read in place from ../shared): each
    /// cookbook recipe has one view controller scene, the initial one, designed at 600×600
    /// (Xcode 7's size-class canvas).
    @Test(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
    func theCookbookStoryboardsEachHaveOneScene() throws {
        let folder = try SharedReference.folder("ib/cookbook")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        // SimpleSingleView is the one recipe kept in the sample's Base.lproj.
        let storyboards =
            names.filter { $0.hasSuffix(".storyboard") }.sorted() + ["Base.lproj/SimpleSingleView.storyboard"]
        #expect(storyboards.count == 25)
        for name in storyboards {
            let document = try IBDocument.read(path: folder.appendingPathComponent(name).path, file: name)
            let scenes = document.scenes
            #expect(scenes.count == 1, "\(name)")
            #expect(scenes.first?.isInitial == true, "\(name)")
            #expect(scenes.first?.designSize == Size(width: 600, height: 600), "\(name)")
        }
    }

    /// Every study file reads, and every scene found has an id and a root view.
    @Test(.enabled(if: SharedReference.isExpected, "reads ../shared/reference, absent on purpose here"))
    func everyStudyFileReads() throws {
        var paths: [String] = []
        for folder in ["cookbook", "cookbook/Base.lproj", "corpus"] {
            let directory = try SharedReference.folder("ib/" + folder)
            paths += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
                .map { directory.appendingPathComponent($0).path }
        }
        #expect(paths.count >= 45)
        for path in paths.sorted() {
            let scenes = try IBDocument.read(path: path).scenes
            #expect(!scenes.isEmpty, "\(path)")
            for scene in scenes {
                #expect(!scene.id.isEmpty && scene.rootViewID != nil, "\(path): \(scene.name)")
            }
        }
    }
}
