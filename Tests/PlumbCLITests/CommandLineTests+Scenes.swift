import Foundation
import Testing

/// `plumb scenes FILE` (SPEC §4b, issue 18): an Interface Builder document's scenes, one per
/// line — id, name, kind, design size, the canvas's bars and insets, the initial one marked.
extension CommandLineTests {
    @Test func scenesListsAStoryboardsViewControllers() throws {
        let path = try PlumbCommand.writeScene(
            "two.storyboard",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="vc2-aa-002">
                <scenes>
                    <scene sceneID="sc1-aa-001">
                        <objects>
                            <viewController storyboardIdentifier="Login" id="vc1-aa-001" sceneMemberID="viewController">
                                <view key="view" id="v1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="sc2-aa-002">
                        <objects>
                            <tableViewController title="Inbox" id="vc2-aa-002" sceneMemberID="viewController">
                                <tableView key="view" id="tv2-aa-002">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="842.5"/>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        let run = try #require(PlumbCommand.run(["scenes", path]))
        #expect(
            run.stdout == """
                vc1-aa-001  View Controller  viewController       375x667    status; insets 20, 0
                vc2-aa-002  Inbox            tableViewController  414x842.5  status; insets 20, 0  initial

                """)
        #expect(run.stderr == "")
        #expect(run.status == 0)
    }

    @Test func scenesRefusesWhatIsNotAnIOSDocument() throws {
        let mac = try PlumbCommand.writeScene(
            "mac.xib",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"/>
            """)
        let run = try #require(PlumbCommand.run(["scenes", mac]))
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "\(mac):2: error: not an iOS storyboard or xib (document type): 'com.apple.InterfaceBuilder3.Cocoa.XIB'\n"
        )
        #expect(run.status == 1)
        // The layout commands refuse it the same way.
        let frames = try #require(PlumbCommand.run(["frames", mac]))
        #expect(
            frames.stderr
                == "\(mac):2: error: not an iOS storyboard or xib (document type): 'com.apple.InterfaceBuilder3.Cocoa.XIB'\n"
        )
        #expect(frames.stdout == "")
        #expect(frames.status == 1)
        let yaml = try #require(PlumbCommand.run(["scenes", Self.complexWidths]))
        #expect(yaml.stderr == "Error: plumb scenes reads .storyboard and .xib files, not '\(Self.complexWidths)'\n")
        #expect(yaml.status == 2)
    }
}
