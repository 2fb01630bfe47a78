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
        // Xcode's canvas keeps the 6.1-inch phone's iOS 12 inset of 44 (its stored frames
        // say so in files from Xcode 10 and 13); devices since iOS 14 report 48.
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

    /// The design of a scene whose root view is `root`, in `document`.
    static func of(document: IBDocument, root: IBElement, controller: IBElement?) -> IBDesign {
        var design = canvas(document: document, root: root, controller: controller)
        design.contentSize = contentSize(toolsVersion: document.toolsVersion)
        return design
    }

    private static func canvas(document: IBDocument, root: IBElement, controller: IBElement?) -> IBDesign {
        let frame = IBScene.frameSize(of: root) ?? Size(width: 600, height: 600)
        let deviceElement = document.root.child("device")
        let landscape = deviceElement?["orientation"] == "landscape"
        let orientation: Orientation = landscape ? .landscape : .portrait
        let portraitFrame = landscape ? Size(width: frame.height, height: frame.width) : frame
        // Xcode 6–7 storyboards: no `<device>`, the square canvas of size classes.
        if deviceElement == nil && frame.width == 600 && frame.height == 600 {
            let device = Device(
                id: "design", portraitSize: frame, scale: 2, rootSideMargin: 20, isPad: false,
                portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false)
            return IBDesign(device: device, orientation: .portrait, isAnyAnyCanvas: true)
        }
        let id = deviceElement?["id"] ?? legacyDeviceID(document)
        let known = id.flatMap(device(forID:))
        // A root smaller than the screen (a cell, a freeform view) has no status bar or
        // hardware insets of its own: Xcode draws it alone on the canvas. A controller's view
        // on an unknown device is taken as full screen.
        let fullScreen = known.map { $0.portraitSize == portraitFrame } ?? (controller != nil)
        let device = Device(
            id: "design", portraitSize: portraitFrame, scale: known?.scale ?? 2,
            rootSideMargin: known?.rootSideMargin ?? (portraitFrame.width >= 414 ? 20 : 16),
            isPad: known?.isPad ?? false,
            portraitSafeArea: fullScreen ? known?.portraitSafeArea ?? .zero : .zero,
            landscapeSafeArea: fullScreen ? known?.landscapeSafeArea ?? .zero : .zero,
            regularWidthInLandscape: known?.regularWidthInLandscape ?? false, hasStatusBar: fullScreen)
        let screen = known.map { landscape ? $0.portraitSize.height : $0.portraitSize.width }
        return IBDesign(device: device, orientation: orientation, isAnyAnyCanvas: false, screenWidth: screen)
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
