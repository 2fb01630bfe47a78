import AutoLayout

/// The device and orientation a scene was designed at (`--device design`, SPEC §4b): the
/// document's `<device id=…>` mapped to its metrics (`reference/traits.md` §3–4), sized to the
/// root view's stored frame.
struct IBDesign {
    var device: Device
    var orientation: Orientation
    /// Xcode 6–7's 600×600 "w Any h Any" canvas: only what is installed by default shows.
    var isAnyAnyCanvas: Bool
    /// The width of the screen the document names, in the design orientation (a lone cell or
    /// freeform view is drawn narrower than it).
    var screenWidth: Double? = nil
    /// The Dynamic Type size the canvas measured text styles at.
    var contentSize: ContentSizeCategory = .large
    /// The root's top and bottom insets on the canvas, and the rules that gave them.
    var insets: IBCanvasInsets
    /// The root is drawn on the device's screen (with its status bar and hardware insets),
    /// not alone.
    var isOnScreen = true

    /// The design device drawn at `scale` pixels per point: the grid the scene's frames were
    /// stored on (`IBPixelGrid`), which is the Mac's screen as much as the device's. Text is
    /// measured rounded up to that grid, as Xcode's canvas measured it: a 17-point line is
    /// 21 high on a 1x screen, 20.5 on 2x, 20.33 on 3x (`reference/ib-canvas.md` §1.4).
    func device(scale: Double) -> Device {
        Device(
            id: device.id, portraitSize: device.portraitSize, scale: scale, rootSideMargin: device.rootSideMargin,
            isPad: device.isPad, portraitSafeArea: device.portraitSafeArea,
            landscapeSafeArea: device.landscapeSafeArea, regularWidthInLandscape: device.regularWidthInLandscape,
            hasStatusBar: device.hasStatusBar)
    }

    /// The first tools version whose canvas measures text styles at the Large size. Xcode 5–7
    /// stored them one size smaller, at Medium: the same Headline label is stored 19.5 or 20
    /// high by Xcode 7.3 (tools 10117) and 20.5 or 21 by Xcode 8 (11762) and later, and Body,
    /// Subhead, Caption 1 and Footnote labels of Xcode 5–7 files have Medium's line heights
    /// (docs/interface-builder.md, "Text styles on old canvases").
    static let largeTextToolsVersion = 11000

    static func contentSize(toolsVersion: Int) -> ContentSizeCategory {
        toolsVersion > 0 && toolsVersion < largeTextToolsVersion ? .medium : .large
    }

    /// `<device id>` values, as Plumb's devices where they are the same screen. The ids whose
    /// sizes the reference lists as unconfirmed are included with the sizes of the devices
    /// they are named after; the root frame wins anyway.
    private static func device(forID id: String) -> Device? {
        switch id {
        case "retina3_5": return .homeButton(id, 320, 480, scale: 2, isPad: false)
        case "retina4_0": return .iPhoneSE
        case "retina4_7": return .iPhone8
        case "retina5_5": return .iPhone8Plus
        case "retina5_9": return .iPhoneX
        case "retina5_4": return .named("iphone-12-mini")
        // The canvas's top inset for these is Xcode's, by version (`IBCanvasInsets.statusBar`:
        // 44 before Xcode 14, 48 from it, doubled in Xcode 26).
        case "retina6_1": return .phone(id, 414, 896, scale: 2, top: 44)
        case "retina6_5": return .phone(id, 414, 896, scale: 3, top: 44)
        case "retina6_0": return .named("iphone-13")
        case "retina6_7": return .named("iphone-14-plus")
        case "retina6_12": return .named("iphone-15")
        case "retina6_72": return .named("iphone-15-pro-max")
        case "retina6_3": return .named("iphone-16-pro")
        case "retina6_9": return .named("iphone-16-pro-max")
        case "ipad9_7": return .iPad
        case "ipad10_2": return .homeButton(id, 810, 1080, scale: 2, isPad: true)
        case "ipad10_5": return .homeButton(id, 834, 1112, scale: 2, isPad: true)
        case "ipad10_9rounded": return .named("ipad-air-11")
        case "ipad11_0rounded": return .named("ipad-pro-11")
        case "ipad12_9": return .homeButton(id, 1024, 1366, scale: 2, isPad: true)
        case "ipad12_9rounded", "ipad13_0rounded": return .pad(id, 1024, 1366)
        default: return nil
        }
    }

    /// The design of a scene whose root view is `root`, in `document`, with the bars its
    /// canvas draws.
    static func of(document: IBDocument, root: IBElement, controller: IBElement?, bars: IBBars = IBBars()) -> IBDesign {
        var design = canvas(document: document, root: root, controller: controller, bars: bars)
        design.contentSize = contentSize(toolsVersion: document.toolsVersion)
        return design
    }

    private static func canvas(document: IBDocument, root: IBElement, controller: IBElement?, bars: IBBars)
        -> IBDesign
    {
        let frame = IBScene.frameSize(of: root) ?? Size(width: 600, height: 600)
        let deviceElement = document.root.child("device")
        let landscape = deviceElement?["orientation"] == "landscape"
        let orientation: Orientation = landscape ? .landscape : .portrait
        let tools = document.toolsVersion
        // Xcode 6–7 storyboards: no `<device>`, the square canvas of size classes, with a
        // 20-point status bar and the bars the scene has.
        if deviceElement == nil && frame.width == 600 && frame.height == 600 {
            let insets = IBCanvasInsets.of(
                bars: bars, onScreen: true, statusBar: (20, "status bar 20"),
                homeIndicator: (0, ""), toolsVersion: tools, compactHeight: false)
            let device = Device(
                id: "design", portraitSize: frame, scale: 2, rootSideMargin: 20, isPad: false,
                portraitSafeArea: EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0),
                landscapeSafeArea: .zero, regularWidthInLandscape: false, hasStatusBar: insets.top > 0)
            return IBDesign(device: device, orientation: .portrait, isAnyAnyCanvas: true, insets: insets)
        }
        let id = deviceElement?["id"] ?? legacyDeviceID(document)
        let known = id.flatMap(device(forID:))
        // A root stored below the top of the screen (Xcode 8 without a `<device>`, under an
        // opaque bar) is laid out in what is left of the screen below it.
        let originY = storedOriginY(of: root)
        var layoutFrame = frame
        if originY > 0 {
            let screenHeight = known.map { landscape ? $0.portraitSize.width : $0.portraitSize.height } ?? frame.height
            layoutFrame.height = max(0, min(frame.height, screenHeight - originY))
        }
        let portraitFrame = landscape ? Size(width: layoutFrame.height, height: layoutFrame.width) : layoutFrame
        let screenSize = known.map {
            landscape
                ? Size(width: $0.portraitSize.height, height: $0.portraitSize.width)
                : $0.portraitSize
        }
        var onScreen = isOnScreen(
            frame: frame, screen: screenSize, originY: originY, controller: controller,
            bars: bars)
        // Xcode 26 lays a freeform root (simulated freeform metrics, or a stored
        // `freeformSize`) out with the screen's insets on a notched phone: xdripswift's two
        // 320 × 600 roots in its landscape retina6_0 document are stored with 47 at the top
        // and sides (ib-canvas.md §1.2, "What the fixes leave").
        var freeformRule: String?
        if !onScreen, tools >= IBCanvasInsets.Era.xcode26, let known, IBCanvasInsets.family(of: known) == .notchedPhone,
            controller?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
                || controller?.child("size", key: "freeformSize") != nil
        {
            onScreen = true
            freeformRule = "a freeform root has the screen's insets in Xcode 26 (tools \(tools))"
        }
        let compactHeight = landscape && !(known?.isPad ?? false)
        let statusBar: (height: Double, rule: String)
        let homeIndicator: (height: Double, rule: String)
        var sheetTop = 0.0
        if let known, let id {
            statusBar = IBCanvasInsets.statusBar(deviceID: id, device: known, toolsVersion: tools, landscape: landscape)
            homeIndicator = IBCanvasInsets.homeIndicator(device: known, toolsVersion: tools, landscape: landscape)
            if IBCanvasInsets.family(of: known) == .notchedPhone {
                // The status bar before Xcode 26 doubled it.
                let before26 = IBCanvasInsets.Era.xcode26 - 1
                sheetTop =
                    IBCanvasInsets.statusBar(
                        deviceID: id, device: known, toolsVersion: before26,
                        landscape: landscape
                    ).height
            }
        } else {
            // A controller's view on a device Plumb does not know: the 20-point status bar.
            statusBar = compactHeight ? (0, "no status bar: a phone in landscape") : (20, "status bar 20")
            homeIndicator = (0, "")
        }
        var insets = IBCanvasInsets.of(
            bars: bars, onScreen: onScreen, statusBar: statusBar,
            homeIndicator: homeIndicator, toolsVersion: tools, compactHeight: compactHeight,
            sheetTop: sheetTop)
        if let freeformRule {
            insets.topRule += "; " + freeformRule
            insets.bottomRule += "; " + freeformRule
        }
        if originY > 0 {
            // The root starts `originY` down the screen: only what reaches below that insets it.
            let top = max(0, insets.top - originY)
            insets.topRule =
                "\(IBCanvasInsets.formatted(top)): the root is stored at y = "
                + "\(IBCanvasInsets.formatted(originY)), below \(insets.topRule)"
            insets.top = top
        }
        // The canvas's insets, bars included, are the design device's safe area (with the
        // hardware's sides, on a screen), so its environment adds no bars of its own.
        let hardware = onScreen ? (landscape ? known?.landscapeSafeArea : known?.portraitSafeArea) ?? .zero : .zero
        let safeArea = EdgeInsets(top: insets.top, left: hardware.left, bottom: insets.bottom, right: hardware.right)
        let device = Device(
            id: "design", portraitSize: portraitFrame, scale: known?.scale ?? 2,
            rootSideMargin: known?.rootSideMargin ?? (portraitFrame.width >= 414 ? 20 : 16),
            isPad: known?.isPad ?? false, portraitSafeArea: safeArea, landscapeSafeArea: safeArea,
            regularWidthInLandscape: known?.regularWidthInLandscape ?? false,
            hasStatusBar: insets.top > 0)
        let screen = known.map { landscape ? $0.portraitSize.height : $0.portraitSize.width }
        return IBDesign(
            device: device, orientation: orientation, isAnyAnyCanvas: false, screenWidth: screen,
            insets: insets, isOnScreen: onScreen)
    }

    /// Whether the root is drawn on the device's screen, with its status bar and hardware
    /// insets: as wide as the screen and as high, or shorter by what its bars explain (a
    /// sheet, opaque bars it stands clear of, a root stored below the top). A freeform or
    /// embedded view, a lone cell or a view smaller than the screen is drawn alone. A
    /// controller's view on an unknown device is taken as full screen. Sizes are in the
    /// design orientation.
    private static func isOnScreen(
        frame: Size, screen: Size?, originY: Double, controller: IBElement?,
        bars: IBBars
    ) -> Bool {
        guard let screen else { return controller != nil }
        if controller?.child("freeformSimulatedSizeMetrics", key: "simulatedDestinationMetrics") != nil
            || bars.presentation == .embedded
        {
            return false
        }
        guard screen != frame else { return true }
        return controller != nil && screen.width == frame.width
            && (bars.presentation == .sheet || bars.rootIsBelowTopBar || bars.rootIsAboveBottomBar || originY > 0)
    }

    private static func storedOriginY(of root: IBElement) -> Double {
        guard let y = root.child("rect", key: "frame")?["y"].flatMap(Double.init), y.isFinite, y > 0, y < 1e6 else {
            return 0
        }
        return y
    }

    /// Xcode 5–7 documents name the screen in simulated metrics: `retina4` is the 4-inch
    /// phone, no type the 3.5-inch one (or the iPad, for iPad documents).
    private static func legacyDeviceID(_ document: IBDocument) -> String? {
        guard let metrics = document.root.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics") else {
            return nil
        }
        switch metrics["type"] {
        case "retina4": return "retina4_0"
        case "retina47": return "retina4_7"
        case "retina55": return "retina5_5"
        case nil: return (document.root["targetRuntime"] ?? "").hasSuffix("iPad") ? "ipad9_7" : "retina3_5"
        default: return nil
        }
    }
}
