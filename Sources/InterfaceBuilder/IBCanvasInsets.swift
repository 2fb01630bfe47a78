import AutoLayout

/// The top and bottom insets of a scene's root on Xcode's canvas (its safe area, and the
/// legacy layout guides), from the device family, the Xcode that saved the document and the
/// scene's bars, each with the rule that gave it. Every number is read from stored frames:
/// `reference/ib-canvas.md` §1.2, whose table this follows.
struct IBCanvasInsets: Equatable {
    var top: Double
    var bottom: Double
    /// `92 = status bar 48 (…) + navigation bar 44 (…)`: for `plumb scenes` and `lint`.
    var topRule: String
    var bottomRule: String

    /// Tools versions where the canvas changed (ib-canvas.md §1.1 maps them to Xcode).
    enum Era {
        /// Xcode 11: home-button phones lose the status bar, simulated toolbars grow to 49.
        static let xcode11 = 14800
        /// Xcode 13.2: iPads get their status bar back.
        static let xcode13_2 = 19529
        /// Xcode 14: the 6.1-, 6.0- and 5.8-inch canvases take iOS 16's insets (48, 47, 50).
        static let xcode14 = 21000
        /// Xcode 14.3: home-button phones get their status bar back (21507 is mixed, 21701
        /// consistently 20).
        static let xcode14_3 = 21600
        /// Xcode 26: notched canvases double their top inset, the home indicator is 68, the
        /// navigation bar 54.
        static let xcode26 = 24000
    }

    enum Family {
        case homeButtonPhone, homeButtonPad, notchedPhone, roundedPad
    }

    static func family(of device: Device) -> Family {
        switch (device.isPad, device.portraitSafeArea.bottom > 0) {
        case (false, false): return .homeButtonPhone
        case (true, false): return .homeButtonPad
        case (false, true): return .notchedPhone
        case (true, true): return .roundedPad
        }
    }

    /// The status bar (with the sensor housing on notched phones) the canvas reserves at the
    /// top of a full-screen root.
    static func statusBar(deviceID: String, device: Device, toolsVersion tools: Int, landscape: Bool)
        -> (height: Double, rule: String)
    {
        let version = "tools \(tools)"
        switch family(of: device) {
        case .homeButtonPhone:
            if landscape { return (0, "no status bar: a phone in landscape") }
            if tools >= Era.xcode11 && tools < Era.xcode14_3 {
                return (0, "no status bar on home-button phones in Xcode 11.0–14.2 (\(version))")
            }
            return (20, "status bar 20")
        case .homeButtonPad:
            if tools >= Era.xcode11 && tools < Era.xcode13_2 {
                return (0, "no status bar on iPads in Xcode 11.0–13.1 (\(version))")
            }
            return (20, "status bar 20")
        case .roundedPad:
            return (device.portraitSafeArea.top, "status bar \(formatted(device.portraitSafeArea.top))")
        case .notchedPhone:
            var top = device.portraitSafeArea.top
            var rule = "\(deviceID) status bar \(formatted(top))"
            switch deviceID {
            case "retina5_9" where tools >= Era.xcode14, "retina6_1" where tools >= Era.xcode14,
                "retina6_0" where tools >= Era.xcode14:
                top = ["retina5_9": 50, "retina6_1": 48, "retina6_0": 47][deviceID] ?? top
                rule = "\(deviceID) status bar \(formatted(top)) from Xcode 14 (\(version))"
            case "retina5_9", "retina6_1", "retina6_0", "retina6_5":
                top = 44
                rule = "\(deviceID) status bar 44" + (deviceID == "retina6_5" ? "" : " before Xcode 14 (\(version))")
            default:
                break
            }
            if landscape {
                guard tools >= Era.xcode26 else { return (0, "no status bar: a phone in landscape") }
                return (top, rule + " in landscape, Xcode 26")
            }
            if tools >= Era.xcode26 {
                return (
                    top * 2,
                    "\(deviceID) top inset \(formatted(top * 2)) in Xcode 26 (status bar "
                        + "\(formatted(top)) plus the sensor housing's \(formatted(top)), \(version))"
                )
            }
            return (top, rule)
        }
    }

    /// The home indicator below a full-screen root.
    static func homeIndicator(device: Device, toolsVersion tools: Int, landscape: Bool)
        -> (height: Double, rule: String)
    {
        switch family(of: device) {
        case .homeButtonPhone, .homeButtonPad:
            return (0, "")
        case .roundedPad:
            return (device.portraitSafeArea.bottom, "home indicator \(formatted(device.portraitSafeArea.bottom))")
        case .notchedPhone:
            let base = landscape ? device.landscapeSafeArea.bottom : device.portraitSafeArea.bottom
            if tools >= Era.xcode26 {
                return (base + 34, "home indicator \(formatted(base + 34)) in Xcode 26 (tools \(tools))")
            }
            return (base, "home indicator \(formatted(base))")
        }
    }

    /// A navigation bar's height: 44 (32 on a phone in landscape), 54 from Xcode 26; 56 in a
    /// sheet; 52 more with a large title (where the height allows one), 30 more with a prompt.
    static func navigationBar(
        _ bar: IBBars.NavigationBar, presentation: IBBars.Presentation, toolsVersion tools: Int,
        compactHeight: Bool
    ) -> (height: Double, rule: String) {
        var height: Double
        var rule: String
        if presentation == .sheet {
            (height, rule) = (56, "navigation bar 56 in a sheet")
        } else if tools >= Era.xcode26 {
            (height, rule) = (54, "navigation bar 54 in Xcode 26 (tools \(tools))")
        } else if compactHeight {
            (height, rule) = (32, "navigation bar 32 in compact height")
        } else {
            (height, rule) = (44, "navigation bar 44")
        }
        if bar.hasLargeTitle && !compactHeight {
            height += 52
            rule += " + large title 52"
        }
        if bar.isPrompted {
            height += 30
            rule += " + prompt 30"
        }
        return (height, rule)
    }

    /// A tab bar is 49 (31 in compact height from Xcode 26: xdripswift's landscape tab
    /// scenes leave 86 below, 55 of it the home indicator); a simulated toolbar 44 before
    /// Xcode 11 and 49 from it.
    static func bottomBar(_ bar: IBBars.BottomBar, toolsVersion tools: Int, compactHeight: Bool = false)
        -> (height: Double, rule: String)
    {
        switch bar {
        case .tabBar:
            if compactHeight && tools >= Era.xcode26 {
                return (31, "tab bar 31 in compact height, Xcode 26 (tools \(tools))")
            }
            return (49, "tab bar 49")
        case .toolbar:
            return tools >= Era.xcode11
                ? (49, "toolbar 49 from Xcode 11 (tools \(tools))")
                : (44, "toolbar 44 before Xcode 11 (tools \(tools))")
        }
    }

    /// The insets of a root with `bars`. `onScreen`: the root is drawn on the device's screen
    /// (not a freeform or embedded view, which has no status bar or hardware insets; its
    /// translucent bars still count). `statusBar` and `homeIndicator` are the device's, as
    /// the functions above give them.
    /// `sheetTop`: the top inset of a sheet without a bar in Xcode 26 (the status bar's
    /// height before Xcode 26 doubled it, on notched phones).
    static func of(
        bars: IBBars, onScreen: Bool, statusBar: (height: Double, rule: String),
        homeIndicator: (height: Double, rule: String), toolsVersion: Int, compactHeight: Bool,
        sheetTop: Double = 0
    ) -> IBCanvasInsets {
        var topParts: [(Double, String)] = []
        // Xcode 26 draws a sheet's content below a top strip: the safe area starts at the
        // status bar's height (59 on retina6_12), and a navigation bar stands 16 down, 54 high
        // (sentry's `ehF-Y7-8St`, its stack 8 below the safe area at y = 67, and `ikl-rF-hao`,
        // its bar stored at y = 16). The sheet's bottom has no home indicator there.
        let xcode26Sheet = onScreen && bars.presentation == .sheet && toolsVersion >= Era.xcode26
        if onScreen && bars.statusBar && bars.presentation == .screen { topParts.append(statusBar) }
        if xcode26Sheet && bars.navigationBar == nil && sheetTop > 0 {
            topParts.append(
                (
                    sheetTop,
                    "a sheet's top inset \(formatted(sheetTop)) in Xcode 26 (tools \(toolsVersion))"
                ))
        }
        if let bar = bars.navigationBar {
            var part = navigationBar(
                bar, presentation: bars.presentation, toolsVersion: toolsVersion,
                compactHeight: compactHeight)
            if xcode26Sheet {
                let large = bar.hasLargeTitle ? 52.0 : 0
                part = (
                    16 + 54 + large,
                    "navigation bar 54 at y = 16 in a sheet, Xcode 26 (tools \(toolsVersion))"
                        + (large > 0 ? " + large title 52" : "")
                )
            }
            if let reason = bars.navigationBarReason { part.rule += ", " + reason }
            topParts.append(part)
        }
        var bottomParts: [(Double, String)] = []
        if let bar = bars.bottomBar {
            var part = bottomBar(bar, toolsVersion: toolsVersion, compactHeight: compactHeight)
            if let reason = bars.bottomBarReason { part.rule += ", " + reason }
            bottomParts.append(part)
        }
        if onScreen && bars.presentation != .embedded && homeIndicator.height > 0 && !xcode26Sheet {
            bottomParts.append(homeIndicator)
        }

        var top = topParts.reduce(0) { $0 + $1.0 }
        var topRule = describe(top, topParts)
        if bars.rootIsBelowTopBar {
            top = 0
            let why =
                bars.extendsUnderTop
                ? "the navigation bar is opaque"
                : "edgesForExtendedLayout leaves out the top"
            topRule = "0: the root is below the bars (\(why)); " + topRule
        }
        var bottom = bottomParts.reduce(0) { $0 + $1.0 }
        var bottomRule = describe(bottom, bottomParts)
        if bars.rootIsAboveBottomBar {
            bottom = 0
            let why = bars.extendsUnderBottom ? "the bar is opaque" : "edgesForExtendedLayout leaves out the bottom"
            bottomRule = "0: the root is above the bottom bar (\(why)); " + bottomRule
        }
        if let reason = bars.presentationReason {
            topRule += "; " + reason
        }
        return IBCanvasInsets(top: top, bottom: bottom, topRule: topRule, bottomRule: bottomRule)
    }

    private static func describe(_ total: Double, _ parts: [(Double, String)]) -> String {
        guard !parts.isEmpty else { return "0: no bars" }
        let terms = parts.map(\.1).joined(separator: " + ")
        return parts.count == 1 && parts[0].0 == total ? terms : "\(formatted(total)) = \(terms)"
    }

    static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
