import AutoLayout

/// The device and orientation a scene was designed at (`--device design`, SPEC §4b): the
/// document's `<device id=…>` mapped to its metrics (`reference/traits.md` §3–4), sized to the
/// root view's stored frame.
struct IBDesign {
    var device: Device
    var orientation: Orientation
    /// Xcode 6–7's 600×600 "w Any h Any" canvas: only what is installed by default shows.
    var isAnyAnyCanvas: Bool

    /// Portrait size, scale, portrait and landscape safe areas (status bar included), side
    /// margin, iPad, regular width in landscape.
    private struct Metrics {
        var size: Size
        var scale: Double
        var portrait: EdgeInsets
        var landscape: EdgeInsets
        var isPad = false
        var regularWidthInLandscape = false
        var sideMargin: Double { isPad || size.width >= 414 ? 20 : 16 }
    }

    private static func notched(_ top: Double) -> (EdgeInsets, EdgeInsets) {
        (EdgeInsets(top: top, left: 0, bottom: 34, right: 0), EdgeInsets(top: 0, left: top, bottom: 21, right: top))
    }

    /// `<device id>` values. The ids whose sizes the reference lists as unconfirmed are
    /// included with the sizes of the devices they are named after; the root frame wins anyway.
    private static func metrics(forID id: String) -> Metrics? {
        let pad = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        func phone(_ w: Double, _ h: Double, _ scale: Double, top: Double?, regular: Bool = false) -> Metrics {
            if let top {
                let (p, l) = notched(top)
                return Metrics(size: Size(width: w, height: h), scale: scale, portrait: p, landscape: l,
                               regularWidthInLandscape: regular)
            }
            return Metrics(size: Size(width: w, height: h), scale: scale, portrait: .zero, landscape: .zero,
                           regularWidthInLandscape: regular)
        }
        func ipad(_ w: Double, _ h: Double, modern: Bool) -> Metrics {
            Metrics(size: Size(width: w, height: h), scale: 2, portrait: modern ? pad : .zero,
                    landscape: modern ? pad : .zero, isPad: true, regularWidthInLandscape: true)
        }
        switch id {
        case "retina3_5": return phone(320, 480, 2, top: nil)
        case "retina4_0": return phone(320, 568, 2, top: nil)
        case "retina4_7": return phone(375, 667, 2, top: nil)
        case "retina5_5": return phone(414, 736, 3, top: nil, regular: true)
        case "retina5_9": return phone(375, 812, 3, top: 44)
        case "retina5_4": return phone(375, 812, 3, top: 50)
        // Xcode's canvas keeps the 6.1-inch phone's iOS 12 inset of 44 (its stored frames
        // say so in files from Xcode 10 and 13); devices since iOS 14 report 48.
        case "retina6_1": return phone(414, 896, 2, top: 44, regular: true)
        case "retina6_5": return phone(414, 896, 3, top: 44, regular: true)
        case "retina6_0": return phone(390, 844, 3, top: 47)
        case "retina6_7": return phone(428, 926, 3, top: 47, regular: true)
        case "retina6_12": return phone(393, 852, 3, top: 59)
        case "retina6_72": return phone(430, 932, 3, top: 59, regular: true)
        case "retina6_3": return phone(402, 874, 3, top: 62)
        case "retina6_9": return phone(440, 956, 3, top: 62, regular: true)
        case "ipad9_7": return ipad(768, 1024, modern: false)
        case "ipad10_2": return ipad(810, 1080, modern: false)
        case "ipad10_5": return ipad(834, 1112, modern: false)
        case "ipad10_9rounded": return ipad(820, 1180, modern: true)
        case "ipad11_0rounded": return ipad(834, 1194, modern: true)
        case "ipad12_9": return ipad(1024, 1366, modern: false)
        case "ipad12_9rounded", "ipad13_0rounded": return ipad(1024, 1366, modern: true)
        default: return nil
        }
    }

    /// The design of a scene whose root view is `root`, in `document`.
    static func of(document: IBDocument, root: IBElement, controller: IBElement?) -> IBDesign {
        let frame = IBScene.frameSize(of: root) ?? Size(width: 600, height: 600)
        let deviceElement = document.root.child("device")
        let landscape = deviceElement?["orientation"] == "landscape"
        let orientation: Orientation = landscape ? .landscape : .portrait
        let portraitFrame = landscape ? Size(width: frame.height, height: frame.width) : frame
        // Xcode 6–7 storyboards: no `<device>`, the square canvas of size classes.
        if deviceElement == nil && frame.width == 600 && frame.height == 600 {
            let device = Device(id: "design", portraitSize: frame, scale: 2, rootSideMargin: 20, isPad: false,
                                portraitSafeArea: .zero, landscapeSafeArea: .zero, regularWidthInLandscape: false)
            return IBDesign(device: device, orientation: .portrait, isAnyAnyCanvas: true)
        }
        let id = deviceElement?["id"] ?? legacyDeviceID(document)
        let known = id.flatMap(metrics(forID:))
        var metrics = known ?? Metrics(size: portraitFrame, scale: 2, portrait: .zero, landscape: .zero)
        // A root smaller than the screen (a cell, a freeform view) has no status bar or
        // hardware insets of its own: Xcode draws it alone on the canvas. A controller's view
        // on an unknown device is taken as full screen.
        let fullScreen = known.map { $0.size == portraitFrame } ?? (controller != nil)
        if !fullScreen {
            metrics.portrait = .zero
            metrics.landscape = .zero
        }
        let device = Device(id: "design", portraitSize: portraitFrame, scale: metrics.scale,
                            rootSideMargin: metrics.sideMargin, isPad: metrics.isPad,
                            portraitSafeArea: metrics.portrait, landscapeSafeArea: metrics.landscape,
                            regularWidthInLandscape: metrics.regularWidthInLandscape, hasStatusBar: fullScreen)
        return IBDesign(device: device, orientation: orientation, isAnyAnyCanvas: false)
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
