import Foundation
import FuzzSupport
import SceneFormat
import SceneModel
import SnapshotHarness

// The snapshot harness's two readers (issue 21): a `plumb.yml` → SnapshotSuite.load and its
// variants, in a small project of scenes; or, for an input that starts with `{`, a shard's
// `results.json` → SnapshotResults, the JUnit file and the merge's checks. Whatever the bytes:
// an error or a suite, never a crash or a hang.
let project = NSTemporaryDirectory() + "plumb-fuzz-suite-\(getpid())"
let scene = """
    name: Fuzz
    views:
      - {name: A, background: red}
    constraints:
      - A.Top = Superview.Top + 20
      - A.Leading = Superview.Leading + 20
      - A.Width = 100
      - A.Height = 50
    """
let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1-aa-001">
        <scenes>
            <scene sceneID="sc1-aa-001"><objects>
                <viewController title="First" id="vc1-aa-001" sceneMemberID="viewController">
                    <view key="view" id="vw1-aa-001"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="sc2-aa-002"><objects>
                <viewController title="Second" id="vc2-aa-002" sceneMemberID="viewController">
                    <view key="view" id="vw2-aa-002"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
try? FileManager.default.createDirectory(atPath: project + "/Screens/More", withIntermediateDirectories: true)
try? scene.write(toFile: project + "/Screens/Login.yaml", atomically: true, encoding: .utf8)
try? scene.write(toFile: project + "/Screens/More/Profile.yaml", atomically: true, encoding: .utf8)
try? storyboard.write(toFile: project + "/Main.storyboard", atomically: true, encoding: .utf8)
let config = project + "/plumb.yml"

FuzzDriver.run { bytes in
    guard let text = FuzzInput.text(bytes) else { return }
    if text.hasPrefix("{") {
        let file = project + "/results.json"
        guard (try? text.write(toFile: file, atomically: false, encoding: .utf8)) != nil else { return }
        do throws(SnapshotError) {
            let results = try SnapshotResults.read(file)
            try results.checkFiles(file: file)
            _ = JUnitReport(results: results, artifactsDirectory: "artifacts").xml
            _ = results.json()
        } catch {
            _ = error.description
        }
        return
    }
    guard (try? text.write(toFile: config, atomically: false, encoding: .utf8)) != nil else { return }
    do {
        let suite = try SnapshotSuite.load(path: config)
        // Bound the work an input can ask for: a long list of devices times every axis.
        guard suite.members.reduce(0, { $0 + $1.axes.environments.count }) <= 50_000 else { return }
        let variants = try suite.variants()
        _ = variants.map(\.stem)
        _ = try Shard(index: 1, count: 3).deal(variants)
    } catch let error as SceneError {
        _ = error.description
    } catch {
        _ = "\(error)"
    }
}
