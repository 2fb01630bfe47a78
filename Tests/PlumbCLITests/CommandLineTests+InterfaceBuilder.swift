import Foundation
import Testing

/// Storyboards and xibs on the layout commands and `plumb lint` (SPEC §4b, §5; issue 18):
/// `--scene`, `--device design`, the JSON's ids and kinds, and lint's findings.
extension CommandLineTests {
    /// Two scenes: "Login" (initial) is sound and stored as solved; "Broken" has a conflict,
    /// an ambiguous width and a view Xcode stored 10 points left of where it goes.
    static let twoScenes = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc-aa-001">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-aa-001">
                    <objects>
                        <viewController storyboardIdentifier="Login" id="vc-aa-001" sceneMemberID="viewController">
                            <view key="view" id="rt-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="bx-aa-001" userLabel="Box">
                                        <rect key="frame" x="16" y="100" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="c1-aa-001"/>
                                            <constraint firstAttribute="height" constant="50" id="c2-aa-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bx-aa-001" firstAttribute="leading" secondItem="rt-aa-001" secondAttribute="leading" constant="16" id="c3-aa-001"/>
                                    <constraint firstItem="bx-aa-001" firstAttribute="top" secondItem="rt-aa-001" secondAttribute="top" constant="100" id="c4-aa-001"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="sc-aa-002">
                    <objects>
                        <viewController title="Broken" id="vc-aa-002" sceneMemberID="viewController">
                            <view key="view" id="rt-aa-002">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="ls-aa-002" userLabel="Loose">
                                        <rect key="frame" x="20" y="20" width="10" height="10"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="10" id="c5-aa-002"/>
                                        </constraints>
                                    </view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="mv-aa-002" userLabel="Moved">
                                        <rect key="frame" x="30" y="40" width="50" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="c6-aa-002"/>
                                            <constraint firstAttribute="height" constant="50" id="c7-aa-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="ls-aa-002" firstAttribute="leading" secondItem="rt-aa-002" secondAttribute="leading" constant="20" id="c8-aa-002"/>
                                    <constraint firstItem="ls-aa-002" firstAttribute="top" secondItem="rt-aa-002" secondAttribute="top" constant="20" id="c9-aa-002"/>
                                    <constraint firstItem="mv-aa-002" firstAttribute="leading" secondItem="rt-aa-002" secondAttribute="leading" constant="20" id="ca-aa-002"/>
                                    <constraint firstItem="mv-aa-002" firstAttribute="top" secondItem="rt-aa-002" secondAttribute="top" constant="40" id="cb-aa-002"/>
                                    <constraint firstItem="mv-aa-002" firstAttribute="width" constant="60" id="cc-aa-002"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// Without `--device`, the default device: the iPhone 17 (SPEC §2).
    @Test func framesReadsAStoryboardsInitialScene() throws {
        let path = try PlumbCommand.writeScene("initial.storyboard", Self.twoScenes)
        let run = try #require(PlumbCommand.run(["frames", path, "--format", "json"]))
        #expect(
            run.stdout
                == #"{"recipe": "View Controller", "device": "iphone-17", "orientation": "portrait", "direction": "ltr", "size": {"width": 402, "height": 874}, "scale": 3, "views": [{"name": "Box", "id": "bx-aa-001", "kind": "view", "frame": {"x": 16, "y": 100, "width": 100, "height": 50}}], "conflicts": [], "ambiguous": []}"#
                + "\n")
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func sceneAndDesignPickWhatAndWhere() throws {
        let path = try PlumbCommand.writeScene("picked.storyboard", Self.twoScenes)
        let run = try #require(PlumbCommand.run(["frames", path, "--scene", "broken", "--device", "design"]))
        #expect(
            run.stdout == """
                design portrait ltr 375x667 @2x
                View (0, 0, 375, 667)
                |   Loose (20, 20, 0, 10)
                |   Moved (20, 40, 60, 50)
                conflict: broke Moved.Width = 50
                    Moved.Width = 60
                    Moved.Width = 50
                ambiguous: Loose (width)

                """)
        #expect(run.status == 0)
        // By IB id too; an unknown name says what is near.
        let byID = try #require(PlumbCommand.run(["frames", path, "--scene", "rt-aa-002"]))
        #expect(byID.stdout.contains("|   Moved (20, 40, 60, 50)"))
        let unknown = try #require(PlumbCommand.run(["frames", path, "--scene", "Brokn"]))
        #expect(unknown.stdout == "")
        #expect(
            unknown.stderr
                == "\(path): error: no such scene (`plumb scenes \(path)` lists them): 'Brokn' (did you mean 'Broken'?)\n"
        )
        #expect(unknown.status == 1)
        // A YAML scene has no design canvas and no scenes to pick.
        let design = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--device", "design"]))
        #expect(
            design.stderr == "--device design needs a storyboard or xib ('\(Self.complexWidths)' is a YAML scene)\n")
        #expect(design.status == 2)
        let scene = try #require(PlumbCommand.run(["frames", Self.complexWidths, "--scene", "Login"]))
        #expect(
            scene.stderr
                == "\(Self.complexWidths): error: --scene picks a scene of a storyboard or xib; a YAML scene has one: 'Login'\n"
        )
        #expect(scene.status == 1)
    }

    @Test func lintReportsConflictsAmbiguityAndMisplacedViews() throws {
        let path = try PlumbCommand.writeScene("linted.storyboard", Self.twoScenes)
        let run = try #require(PlumbCommand.run(["lint", path]))
        #expect(
            run.stdout == """
                \(path):42: warning: unsatisfiable: broke 'Moved.Width = 50', which conflicts with 'Moved.Width = 60' [conflict, Broken]
                \(path):33: warning: ambiguous layout: 'Loose' width [ambiguous, Broken]
                \(path):33: warning: misplaced view 'Loose': stored (20, 20, 10, 10), solved (20, 20, 0, 10) at the design size [misplaced, Broken]
                \(path):39: warning: misplaced view 'Moved': stored (30, 40, 50, 50), solved (20, 40, 60, 50) at the design size [misplaced, Broken]

                """)
        #expect(run.status == 1)
        let json = try #require(PlumbCommand.run(["lint", "--format", "json", path]))
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["conflict", "ambiguous", "misplaced", "misplaced"])
        #expect(findings.map { $0["line"] as? Int } == [42, 33, 33, 39])
        #expect(json.status == 1)
        // A sound scene, a YAML scene among them: nothing to say, exit 0.
        let sound = try PlumbCommand.writeScene(
            "sound.storyboard",
            Self.twoScenes.components(separatedBy: "        <scene sceneID=\"sc-aa-002\">")[0]
                + "    </scenes>\n</document>\n")
        let clean = try #require(PlumbCommand.run(["lint", sound, Self.complexWidths]))
        #expect(clean.stdout == "")
        #expect(clean.status == 0)
    }

    /// A plain view with no height of its own across a centred row: Xcode stored it 40 high
    /// (and, in this file, flagged it ambiguous); UIKit collapses it, and lint says why.
    @Test func lintExplainsAViewThatCollapsesAcrossAStack() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="rt-bb-001">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="sk-bb-001" userLabel="Row">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                                <subviews>
                                    <view contentMode="scaleToFill" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bx-bb-001" userLabel="Box">
                                        <rect key="frame" x="0.0" y="10" width="300" height="40"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="sk-bb-001" firstAttribute="leading" secondItem="rt-bb-001" secondAttribute="leading" id="c1-bb-001"/>
                            <constraint firstAttribute="trailing" secondItem="sk-bb-001" secondAttribute="trailing" id="c2-bb-001"/>
                            <constraint firstItem="sk-bb-001" firstAttribute="top" secondItem="rt-bb-001" secondAttribute="top" id="c3-bb-001"/>
                            <constraint firstAttribute="bottom" secondItem="sk-bb-001" secondAttribute="bottom" id="c4-bb-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let path = try PlumbCommand.writeScene("row.xib", xib)
        let run = try #require(PlumbCommand.run(["lint", path]))
        #expect(
            run.stdout == """
                \(path):11: warning: misplaced view 'Box': stored (0, 10, 300, 40), solved (0, 30, 300, 0) at the design size \
                (Xcode marks it ambiguous; zero high at run time: only the stack's ambiguity suppression sizes it across \
                the stack; Xcode's canvas keeps it as stored) [misplaced, View]

                """)
        #expect(run.status == 1)
    }
}
