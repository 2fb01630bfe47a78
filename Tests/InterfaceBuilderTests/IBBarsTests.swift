import AutoLayout
import Foundation
import SceneModel
import Testing

@testable import InterfaceBuilder

/// The bars of Xcode's canvas, from the storyboard's graph and its simulated metrics, and the
/// insets they give by Xcode version (issue 32, point 1; `reference/ib-canvas.md` §1.2;
/// docs/interface-builder.md, "Bars and insets"). Every fixture scene holds one view, "Pin",
/// pinned to the safe area's top and to the root's bottom and sides, stored where Xcode's
/// canvas puts it (y = the top inset, down to the root's bottom); the bottom inset is read
/// from the design environment.
@Suite struct IBBarsTests {
    /// A storyboard of `scenes`, saved by `tools` on `device`.
    static func storyboard(
        tools: String = "22505", device: String = "retina4_7", orientation: String = "portrait",
        initial: String, _ scenes: [String]
    ) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <device id="\(device)" orientation="\(orientation)" appearance="light"/>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
        </document>
        """
    }

    /// A controller whose view is `width`×`height` (stored at `y`), with "Pin" stored at
    /// `pinY` and as high as the root below it; `inner` goes inside the controller (navigation
    /// items, simulated metrics), `segues` into its connections, `attributes` on its element.
    static func controller(
        _ id: String, width: Double = 375, height: Double = 667, y: Double = 0, pinY: Double,
        attributes: String = "", inner: String = "", segues: String = ""
    ) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-rt">
                                <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-pn" userLabel="Pin">
                                        <rect key="frame" x="0.0" y="\(pinY)" width="\(width)" height="\(height - pinY)"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                                <constraints>
                                    <constraint firstItem="\(id)-pn" firstAttribute="top" secondItem="\(id)-sa" secondAttribute="top" id="\(id)-c1"/>
                                    <constraint firstItem="\(id)-pn" firstAttribute="leading" secondItem="\(id)-rt" secondAttribute="leading" id="\(id)-c2"/>
                                    <constraint firstAttribute="trailing" secondItem="\(id)-pn" secondAttribute="trailing" id="\(id)-c3"/>
                                    <constraint firstAttribute="bottom" secondItem="\(id)-pn" secondAttribute="bottom" id="\(id)-c4"/>
                                </constraints>
                            </view>
                            \(inner)
                            <connections>
                                \(segues)
                            </connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    /// A navigation controller leading to `root`; `bar` and `attributes` on its bar and itself.
    static func navigation(
        _ id: String, root: String, bar: String = "", attributes: String = "",
        inner: String = ""
    ) -> String {
        """
                <scene sceneID="\(id)-sc">
                    <objects>
                        <navigationController id="\(id)" \(attributes) sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-br" \(bar)>
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            </navigationBar>
                            \(inner)
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-sg"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    /// A tab bar controller whose tabs are `children`.
    static func tabs(_ id: String, children: [String], bar: String = "") -> String {
        let segues = children.map {
            "<segue destination=\"\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(id)-\($0)\"/>"
        }
        return """
                    <scene sceneID="\(id)-sc">
                        <objects>
                            <tabBarController id="\(id)" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="\(id)-br" \(bar)>
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                                </tabBar>
                                <connections>
                                    \(segues.joined(separator: "\n"))
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
            """
    }

    static func show(_ destination: String, kind: String = "show", extra: String = "") -> String {
        "<segue destination=\"\(destination)\" kind=\"\(kind)\" \(extra) id=\"to-\(destination)\"/>"
    }

    struct Canvas {
        var scene: IBScene
        var top: Double
        var bottom: Double
        var pin: Rect
        var agrees: Bool
        var rule: String
    }

    /// The scene `id` of `xml` on its design canvas: its insets, the solved Pin, and whether
    /// every stored frame agrees.
    static func canvas(_ xml: String, _ id: String) throws -> Canvas {
        let document = try IBDocument.read(data: Data(xml.utf8), file: "bars.storyboard")
        let entry = try #require(document.scenes.first { $0.id == id })
        let scene = try IBSceneLoader.load(document: document, scene: id, forDesign: true)
        let environment = try #require(scene.designEnvironment())
        let layout = LayoutEngine(root: scene.root, environment: environment).layout()
        let pin = try #require(scene.views.first { $0.name == "Pin" })
        let frame = try #require(layout.frame(of: pin.name))
        let comparison = StoredFrameComparison(scene: scene, layout: layout)
        let agrees = comparison.entries.allSatisfy {
            $0.agreesVertically(within: 0.001) && $0.agreesHorizontally(within: 0.001)
        }
        return Canvas(
            scene: entry, top: environment.safeAreaInsets.top, bottom: environment.safeAreaInsets.bottom,
            pin: frame, agrees: agrees, rule: scene.canvas?.topInsetRule ?? "")
    }

    /// A navigation controller's root has its bar with or without a navigation item, and so
    /// does a scene it pushes; a navigation item alone gives none. Xcode 15.1, 4.7 inches:
    /// 20 + 44 = 64.
    @Test func aNavigationControllerGivesItsScenesTheBar() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt"),
                Self.controller("rt", pinY: 64, segues: Self.show("pu")),
                Self.controller("pu", pinY: 64),
                Self.controller(
                    "lo", pinY: 20, inner: "<navigationItem key=\"navigationItem\" title=\"Alone\" id=\"lo-ni\"/>"),
            ])
        for id in ["rt", "pu"] {
            let canvas = try Self.canvas(xml, id)
            #expect(canvas.top == 64 && canvas.bottom == 0, "\(id)")
            #expect(canvas.pin == Rect(x: 0, y: 64, width: 375, height: 603) && canvas.agrees, "\(id)")
            #expect(canvas.scene.bars.summary() == "status, navigation bar")
        }
        #expect(try Self.canvas(xml, "rt").rule.contains("relationship segue (rootViewController) 'nv-sg'"))
        #expect(try Self.canvas(xml, "pu").rule.contains("show segue 'to-pu'"))
        let alone = try Self.canvas(xml, "lo")
        #expect(alone.top == 20 && alone.agrees && alone.scene.bars.summary() == "status")
    }

    /// An opaque bar stands above the root, stored 375×603: the root's top inset is 0, unless
    /// the scene extends under opaque bars (then the root is full height, inset 64).
    @Test func anOpaqueBarStandsAboveTheRoot() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt", bar: "translucent=\"NO\""),
                Self.controller("rt", height: 603, pinY: 0, segues: Self.show("ex")),
                Self.controller("ex", pinY: 64, attributes: "extendedLayoutIncludesOpaqueBars=\"YES\""),
            ])
        let below = try Self.canvas(xml, "rt")
        #expect(below.top == 0 && below.pin == Rect(x: 0, y: 0, width: 375, height: 603) && below.agrees)
        #expect(below.scene.bars.summary() == "status, navigation bar (opaque)")
        let under = try Self.canvas(xml, "ex")
        #expect(under.top == 64 && under.agrees)
    }

    /// `<extendedEdge>` without the top edge keeps the root below a translucent bar too.
    @Test func edgesForExtendedLayoutWithoutTheTop() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt"),
                Self.controller(
                    "rt", height: 603, pinY: 0,
                    inner: "<extendedEdge key=\"edgesForExtendedLayout\" bottom=\"YES\"/>"),
            ])
        let canvas = try Self.canvas(xml, "rt")
        #expect(canvas.top == 0 && canvas.agrees)
    }

    /// Tab → navigation → child: both bars (64 above, 49 below); a scene it pushes keeps
    /// the tab bar unless it hides it when pushed.
    @Test func aTabOfANavigationController() throws {
        let xml = Self.storyboard(
            initial: "tb",
            [
                Self.tabs("tb", children: ["nv"]),
                Self.navigation("nv", root: "rt"),
                Self.controller("rt", pinY: 64, segues: Self.show("pu") + Self.show("hd")),
                Self.controller("pu", pinY: 64),
                Self.controller("hd", pinY: 64, attributes: "hidesBottomBarWhenPushed=\"YES\""),
            ])
        for id in ["rt", "pu"] {
            let canvas = try Self.canvas(xml, id)
            #expect(canvas.top == 64 && canvas.bottom == 49 && canvas.agrees, "\(id)")
            #expect(canvas.scene.bars.summary() == "status, navigation bar, tab bar")
        }
        let hidden = try Self.canvas(xml, "hd")
        #expect(hidden.top == 64 && hidden.bottom == 0 && hidden.scene.bars.summary() == "status, navigation bar")
    }

    /// Navigation → tab → child: the outer bar and the tab bar; a push from the child goes
    /// onto the outer navigation controller and covers the tab bar controller.
    @Test func aNavigationControllerAroundATabBarController() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "tb"),
                Self.tabs("tb", children: ["ch"], bar: "translucent=\"NO\""),
                Self.controller("ch", height: 618, pinY: 64, segues: Self.show("pu")),
                Self.controller("pu", pinY: 64),
            ])
        let child = try Self.canvas(xml, "ch")
        #expect(child.top == 64 && child.bottom == 0 && child.agrees)
        #expect(child.scene.bars.summary() == "status, navigation bar, tab bar (opaque)")
        let pushed = try Self.canvas(xml, "pu")
        #expect(pushed.top == 64 && pushed.bottom == 0 && pushed.scene.bars.summary() == "status, navigation bar")
    }

    /// A hidden navigation bar leaves the status bar; a shown toolbar is 49 from Xcode 11
    /// and 44 before; large titles make the bar 96, unless the scene says never.
    @Test func hiddenBarsToolbarsAndLargeTitles() throws {
        let hidden = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt", attributes: "navigationBarHidden=\"YES\" toolbarHidden=\"NO\""),
                Self.controller("rt", pinY: 20),
            ])
        let canvas = try Self.canvas(hidden, "rt")
        #expect(canvas.top == 20 && canvas.bottom == 49 && canvas.agrees)
        #expect(canvas.scene.bars.summary() == "status, toolbar")
        let old = hidden.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"14490.70\"")
        #expect(try Self.canvas(old, "rt").bottom == 44)

        let large = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt", bar: "largeTitles=\"YES\""),
                Self.controller("rt", pinY: 116, segues: Self.show("nv2")),
                Self.controller(
                    "nv2", pinY: 64,
                    inner: "<navigationItem key=\"navigationItem\" largeTitleDisplayMode=\"never\" id=\"nv2-ni\"/>"),
            ])
        let title = try Self.canvas(large, "rt")
        #expect(
            title.top == 116 && title.agrees && title.scene.bars.summary() == "status, navigation bar (large title)")
        #expect(try Self.canvas(large, "nv2").top == 64)
    }

    /// From Xcode 11 a presentation is a sheet: no status bar, the root 20 shorter, a 56-point
    /// navigation bar; full-screen presentations and older documents keep the screen.
    @Test func presentationsAreSheets() throws {
        let xml = Self.storyboard(
            initial: "rt",
            [
                Self.controller(
                    "rt", pinY: 20,
                    segues: Self.show("nv", kind: "presentation")
                        + Self.show("fs", kind: "presentation", extra: "modalPresentationStyle=\"fullScreen\"")),
                Self.navigation("nv", root: "sh"),
                Self.controller("sh", height: 647, pinY: 56),
                Self.controller("fs", pinY: 20),
            ])
        let sheet = try Self.canvas(xml, "sh")
        #expect(sheet.top == 56 && sheet.bottom == 0 && sheet.agrees)
        #expect(sheet.scene.bars.summary() == "sheet, navigation bar")
        #expect(sheet.rule.contains("a sheet: presented by the presentation segue 'to-nv'"))
        let full = try Self.canvas(xml, "fs")
        #expect(full.top == 20 && full.agrees && full.scene.bars.summary() == "status")
    }

    /// Simulated metrics win over the graph: `nil` is none, `prompted="YES"` adds 30,
    /// `prompted="NO"` is still a bar, a simulated tab bar is one.
    @Test func simulatedMetricsAreReadExactly() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "no"),
                Self.controller(
                    "no", pinY: 0,
                    inner: """
                        <nil key="simulatedTopBarMetrics"/>
                        <nil key="simulatedStatusBarMetrics"/>
                        """),
                Self.controller(
                    "pr", pinY: 94,
                    inner: """
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>
                        <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
                        """),
                Self.controller(
                    "np", pinY: 64,
                    inner: "<simulatedNavigationBarMetrics key=\"simulatedTopBarMetrics\" prompted=\"NO\"/>"),
            ])
        let none = try Self.canvas(xml, "no")
        #expect(none.top == 0 && none.agrees && none.scene.bars.summary() == "no bars")
        let prompted = try Self.canvas(xml, "pr")
        #expect(prompted.top == 94 && prompted.bottom == 49 && prompted.agrees)
        #expect(prompted.scene.bars.summary() == "status, navigation bar (prompt), tab bar")
        #expect(try Self.canvas(xml, "np").top == 64)
    }

    /// The status bar by device family and Xcode version: none on home-button phones from
    /// Xcode 11.0 to 14.2, nor on iPads from 11.0 to 13.1; the 6.1-inch canvas 44 before
    /// Xcode 14 and 48 from it (6.0-inch 47, 5.8-inch 50); Xcode 26 doubles a notched
    /// canvas's top inset, puts 68 below and draws a 54-point bar.
    @Test func statusBarsByXcodeVersion() throws {
        func top(_ tools: String, _ device: String, height: Double, bar: Bool = false) throws -> (Double, Double) {
            let widths: [String: Double] = ["retina6_1": 414, "retina6_12": 393, "retina6_0": 390, "ipad9_7": 768]
            let width = widths[device] ?? 375
            let scenes =
                bar
                ? [Self.navigation("nv", root: "rt"), Self.controller("rt", width: width, height: height, pinY: 0)]
                : [Self.controller("rt", width: width, height: height, pinY: 0)]
            let canvas = try Self.canvas(
                Self.storyboard(tools: tools, device: device, initial: bar ? "nv" : "rt", scenes), "rt")
            return (canvas.top, canvas.bottom)
        }
        #expect(try top("14490.70", "retina4_7", height: 667) == (20, 0))
        #expect(try top("15400", "retina4_7", height: 667) == (0, 0))
        #expect(try top("15400", "retina4_7", height: 667, bar: true) == (44, 0))
        #expect(try top("21701", "retina4_7", height: 667) == (20, 0))
        #expect(try top("19455", "retina6_1", height: 896) == (44, 34))
        #expect(try top("32700.99.1234", "retina6_1", height: 896, bar: true) == (92, 34))
        #expect(try top("15400", "ipad9_7", height: 1024) == (0, 0))
        #expect(try top("19529", "ipad9_7", height: 1024) == (20, 0))
        #expect(try top("18122", "retina6_0", height: 844) == (44, 34))
        #expect(try top("21507", "retina6_0", height: 844) == (47, 34))
        #expect(try top("22505", "retina5_9", height: 812) == (50, 34))
        #expect(try top("24412", "retina6_12", height: 852) == (118, 68))
        #expect(try top("24412", "retina6_12", height: 852, bar: true) == (172, 68))
    }

    /// Xcode 26's sheets on a notched phone: the safe area starts at the status bar's height
    /// (59 on retina6_12, not doubled), a navigation bar stands at y = 16, 54 high, and no home
    /// indicator insets the bottom. Its landscape canvas: the status bar's 47 at the top of a
    /// retina6_0, 55 at the bottom, 86 under a tab bar (31 in compact height).
    @Test func xcode26SheetsAndLandscape() throws {
        let sheets = Self.storyboard(
            tools: "24412", device: "retina6_12", initial: "rt",
            [
                Self.controller(
                    "rt", width: 393, height: 852, pinY: 118,
                    segues: Self.show("sh", kind: "presentation") + Self.show("nv", kind: "presentation")),
                Self.controller("sh", width: 393, height: 793, pinY: 59),
                Self.navigation("nv", root: "sn"),
                Self.controller("sn", width: 393, height: 793, pinY: 70),
            ])
        for (id, top) in [("rt", 118.0), ("sh", 59), ("sn", 70)] {
            let canvas = try Self.canvas(sheets, id)
            #expect(canvas.top == top && canvas.agrees, "\(id)")
            #expect(canvas.bottom == (id == "rt" ? 68 : 0), "\(id)")
        }
        let landscape = Self.storyboard(
            tools: "24412", device: "retina6_0", orientation: "landscape", initial: "tb",
            [
                Self.tabs("tb", children: ["ch"]),
                Self.controller("ch", width: 844, height: 390, pinY: 47),
                Self.controller("lo", width: 844, height: 390, pinY: 47),
            ])
        let tab = try Self.canvas(landscape, "ch")
        #expect(tab.top == 47 && tab.bottom == 86 && tab.agrees)
        let alone = try Self.canvas(landscape, "lo")
        #expect(alone.top == 47 && alone.bottom == 55 && alone.agrees)
    }

    /// A root stored below the top of the screen (Xcode 8 without a `<device>`, under an
    /// opaque bar) is laid out in what is left of the screen below it, with no top inset.
    @Test func aRootStoredBelowTheBar() throws {
        let xml = Self.storyboard(
            initial: "nv",
            [
                Self.navigation("nv", root: "rt", bar: "translucent=\"NO\""),
                Self.controller("rt", y: 64, pinY: 0),
            ]
        ).replacingOccurrences(
            of: "<device id=\"retina4_7\" orientation=\"portrait\" appearance=\"light\"/>",
            with: "<device id=\"retina4_7\" orientation=\"portrait\"/>")
        let document = try IBDocument.read(data: Data(xml.utf8), file: "bars.storyboard")
        let scene = try IBSceneLoader.load(document: document, scene: "rt", forDesign: true)
        let environment = try #require(scene.designEnvironment())
        #expect(environment.size == Size(width: 375, height: 603))
        #expect(environment.safeAreaInsets.top == 0)
    }

    /// A long chain of pushes is walked without recursion and once: every scene of 3,000
    /// pushed one from the next under a navigation controller has its bar.
    @Test func aLongChainOfPushes() throws {
        let count = 3000
        var scenes = [Self.navigation("nv", root: "s0")]
        for index in 0..<count {
            let next = index + 1 < count ? "<segue destination=\"s\(index + 1)\" kind=\"show\" id=\"g\(index)\"/>" : ""
            scenes.append(
                """
                        <scene sceneID="c\(index)"><objects>
                            <viewController id="s\(index)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v\(index)">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </view>
                                <connections>\(next)</connections>
                            </viewController>
                        </objects></scene>
                """)
        }
        let document = try IBDocument.read(
            data: Data(Self.storyboard(initial: "nv", scenes).utf8), file: "chain.storyboard")
        let all = document.scenes
        #expect(all.count == count)
        #expect(all.allSatisfy { $0.bars.summary() == "status, navigation bar" })
        #expect(all.last?.bars.navigationBarReason?.contains("show segue 'g\(count - 2)'") == true)
    }

    /// A freeform root has no status bar or home indicator; a translucent bar still counts.
    @Test func aFreeformRootUnderABar() throws {
        let xml = Self.storyboard(
            tools: "23504", device: "retina6_1", initial: "nv",
            [
                Self.navigation("nv", root: "rt"),
                Self.controller(
                    "rt", width: 414, height: 1200, pinY: 44,
                    inner: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"),
            ])
        let canvas = try Self.canvas(xml, "rt")
        #expect(canvas.top == 44 && canvas.bottom == 0 && canvas.agrees)
    }

    /// Xcode 26 gives a freeform root on a notched phone the screen's insets: in a landscape
    /// retina6_0 document, 47 at the top (Xcode 26's landscape status bar) and at the sides,
    /// 55 below, as xdripswift's 320 × 600 picker roots are stored. Before Xcode 26, none.
    @Test func anXcode26FreeformRootTakesTheScreensInsets() throws {
        // As xdripswift writes it: a freeform size, no simulated metrics.
        let freeform = "<size key=\"freeformSize\" width=\"320\" height=\"600\"/>"
        let xml = Self.storyboard(
            tools: "24412", device: "retina6_0", orientation: "landscape", initial: "ff",
            [Self.controller("ff", width: 320, height: 600, pinY: 47, inner: freeform)])
        let canvas = try Self.canvas(xml, "ff")
        #expect(canvas.top == 47 && canvas.bottom == 55 && canvas.agrees)
        #expect(canvas.rule.contains("a freeform root has the screen's insets in Xcode 26 (tools 24412)"))
        let scene = try IBSceneLoader.load(
            document: try IBDocument.read(data: Data(xml.utf8), file: "ff.storyboard"), scene: "ff", forDesign: true)
        let environment = try #require(scene.designEnvironment())
        #expect(environment.safeAreaInsets.left == 47 && environment.safeAreaInsets.right == 47)
        let older = Self.storyboard(
            tools: "23504", device: "retina6_0", orientation: "landscape", initial: "ff",
            [Self.controller("ff", width: 320, height: 600, pinY: 0, inner: freeform)])
        let before = try Self.canvas(older, "ff")
        #expect(before.top == 0 && before.bottom == 0 && before.agrees)
    }
}
