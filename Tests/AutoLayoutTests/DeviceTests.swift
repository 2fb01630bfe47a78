import Cookbook
import Foundation
import SceneFormat
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout

/// Today's devices and custom ones (SPEC §2, `reference/traits.md` §3; issue 20): the Safe
/// Area guide, the layout guides and the root margins in both orientations, and size classes.
@Suite struct DeviceTests {
    /// id, portrait size, scale, safe area top in portrait, wide (regular width in landscape).
    static let today: [(String, Double, Double, Double, Double, Bool)] = [
        ("iphone-11", 414, 896, 2, 48, true), ("iphone-12-mini", 375, 812, 3, 50, false),
        ("iphone-13", 390, 844, 3, 47, false), ("iphone-14-plus", 428, 926, 3, 47, true),
        ("iphone-15", 393, 852, 3, 59, false), ("iphone-15-pro-max", 430, 932, 3, 59, true),
        ("iphone-16-pro", 402, 874, 3, 62, false), ("iphone-16-pro-max", 440, 956, 3, 62, true),
        // Wave 3 (issue 32): on sale from 2024 to 2026.
        ("iphone-16", 393, 852, 3, 59, false), ("iphone-16-plus", 430, 932, 3, 59, true),
        ("iphone-16e", 390, 844, 3, 47, false), ("iphone-17", 402, 874, 3, 62, false),
        ("iphone-air", 420, 912, 3, 68, true), ("iphone-17-pro", 402, 874, 3, 62, false),
        ("iphone-17-pro-max", 440, 956, 3, 62, true),
    ]

    static let pads: [(String, Double, Double)] = [
        ("ipad-mini", 744, 1133), ("ipad-air-11", 820, 1180), ("ipad-pro-11", 834, 1194), ("ipad-pro-13", 1032, 1376),
        ("ipad-a16", 820, 1180), ("ipad-air-13", 1024, 1366), ("ipad-pro-11-m4", 834, 1210),
    ]

    /// A view on the Safe Area and one on the root's margins, between the layout guides.
    static let probe = """
        views:
          - {name: Safe}
          - {name: Margins}
        constraints:
          - Safe.Leading = Safe Area.Leading
          - Safe.Trailing = Safe Area.Trailing
          - Safe.Top = Safe Area.Top
          - Safe.Bottom = Safe Area.Bottom
          - Margins.Leading = Superview.LeadingMargin
          - Margins.Trailing = Superview.TrailingMargin
          - Margins.Top = Top Layout Guide.Bottom
          - Bottom Layout Guide.Top = Margins.Bottom
        """

    static func layout(_ device: Device, _ orientation: Orientation) throws -> Layout {
        let scene = try SceneLoader.standard.load(yaml: probe, file: "probe.yaml")
        return LayoutEngine(root: scene.root, environment: scene.environment(device: device, orientation: orientation))
            .layout()
    }

    @Test(arguments: today)
    func todaysPhones(_ id: String, _ width: Double, _ height: Double, _ scale: Double, _ top: Double, _ wide: Bool)
        throws
    {
        let device = try #require(Device.named(id))
        #expect(device.portraitSize == Size(width: width, height: height) && device.scale == scale)
        let margin: Double = width >= 414 ? 20 : 16
        // Portrait: the status bar and sensor housing above, the home indicator (34) below.
        let portrait = try Self.layout(device, .portrait)
        #expect(portrait.environment.size == Size(width: width, height: height))
        expectFrame(portrait, "Safe", Rect(x: 0, y: top, width: width, height: height - top - 34))
        expectFrame(portrait, "Margins", Rect(x: margin, y: top, width: width - 2 * margin, height: height - top - 34))
        #expect(
            portrait.environment.horizontalSizeClass == .compact && portrait.environment.verticalSizeClass == .regular)
        // Landscape: no status bar; the housing's inset on both sides, 21 below; margins
        // measured from the safe area.
        let landscape = try Self.layout(device, .landscape)
        expectFrame(landscape, "Safe", Rect(x: top, y: 0, width: height - 2 * top, height: width - 21))
        expectFrame(
            landscape, "Margins",
            Rect(x: top + margin, y: 0, width: height - 2 * top - 2 * margin, height: width - 21))
        #expect(landscape.environment.horizontalSizeClass == (wide ? .regular : .compact))
        #expect(landscape.environment.verticalSizeClass == .compact)
    }

    @Test(arguments: pads)
    func todaysPads(_ id: String, _ width: Double, _ height: Double) throws {
        let device = try #require(Device.named(id))
        // A 24-point status bar and the 20-point home indicator in both orientations.
        for (orientation, w, h) in [(Orientation.portrait, width, height), (.landscape, height, width)] {
            let layout = try Self.layout(device, orientation)
            #expect(layout.environment.size == Size(width: w, height: h) && layout.environment.scale == 2)
            expectFrame(layout, "Safe", Rect(x: 0, y: 24, width: w, height: h - 44))
            expectFrame(layout, "Margins", Rect(x: 20, y: 24, width: w - 40, height: h - 44))
            #expect(
                layout.environment.horizontalSizeClass == .regular && layout.environment.verticalSizeClass == .regular)
        }
    }

    @Test func theCookbookDevicesKeepTheirNumbers() throws {
        #expect(Device.classic.map(\.id) == ["iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "ipad"])
        let eight = try Self.layout(.iPhone8, .portrait)
        expectFrame(eight, "Safe", Rect(x: 0, y: 20, width: 375, height: 647))
        expectFrame(eight, "Margins", Rect(x: 16, y: 20, width: 343, height: 647))
        #expect(Device.all.count == 27 && Set(Device.all.map(\.id)).count == 27)
    }

    /// docs/traits.md's wave-3 table (device, value, number, source): every row is the
    /// device's number as `plumb devices` prints it, and every wave-3 device has all six.
    @Test func theDocumentedNumbersAreTheDevices() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/traits.md").standardized
        let text = try String(contentsOf: docs, encoding: .utf8)
        var checked: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4 else { continue }
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            // The "on sale / uses" table names models, not ids.
            guard let device = Device.named(id), !cells[3].isEmpty else { continue }
            #expect(Self.number(cells[1], of: device) == cells[2], "\(id) \(cells[1])")
            checked[id, default: []].insert(cells[1])
        }
        let wave3 = [
            "iphone-16", "iphone-16-plus", "iphone-16e", "iphone-17", "iphone-air", "iphone-17-pro",
            "iphone-17-pro-max", "ipad-a16", "ipad-air-13", "ipad-pro-11-m4",
        ]
        let values: Set = ["points", "scale", "safe area portrait", "safe area landscape", "size classes", "margin"]
        for id in wave3 { #expect(checked[id] == values, "\(id)") }
    }

    /// One value of a device as `plumb devices` prints it.
    static func number(_ value: String, of device: Device) -> String? {
        let portrait = Environment(device: device, orientation: .portrait)
        let landscape = Environment(device: device, orientation: .landscape)
        func insets(_ i: EdgeInsets) -> String {
            [i.top, i.left, i.bottom, i.right].map(formatPoints).joined(separator: "/")
        }
        func classes(_ e: Environment) -> String {
            "w\(e.horizontalSizeClass == .compact ? "C" : "R") h\(e.verticalSizeClass == .compact ? "C" : "R")"
        }
        switch value {
        case "points": return "\(formatPoints(device.portraitSize.width))x\(formatPoints(device.portraitSize.height))"
        case "scale": return formatPoints(device.scale)
        case "safe area portrait": return insets(portrait.safeAreaInsets)
        case "safe area landscape": return insets(landscape.safeAreaInsets)
        case "size classes": return "\(classes(portrait)) / \(classes(landscape))"
        case "margin": return formatPoints(device.rootSideMargin)
        default: return nil
        }
    }

    @Test func aCustomDevice() throws {
        // A notched phone: the portrait top goes to the sides in landscape, 21 below.
        let notched = try #require(
            Device.custom("390x844@3", safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)))
        #expect(notched.id == "390x844@3" && !notched.isPad && notched.rootSideMargin == 16)
        let landscape = try Self.layout(notched, .landscape)
        expectFrame(landscape, "Safe", Rect(x: 47, y: 0, width: 750, height: 369))
        #expect(landscape.environment.horizontalSizeClass == .compact)
        // Without a safe area there is no status bar at all.
        let bare = try Self.layout(try #require(Device.custom("500x800@2")), .portrait)
        expectFrame(bare, "Safe", Rect(x: 0, y: 0, width: 500, height: 800))
        expectFrame(bare, "Margins", Rect(x: 20, y: 0, width: 460, height: 800))
        // 600 points wide and more is an iPad: regular both ways, insets kept in landscape.
        let pad = try #require(
            Device.custom("800x1200@2", safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)))
        let padLandscape = try Self.layout(pad, .landscape)
        expectFrame(padLandscape, "Safe", Rect(x: 0, y: 24, width: 1200, height: 756))
        #expect(padLandscape.environment.verticalSizeClass == .regular)
        for bad in ["390x844", "390x844@4", "90x844@2", "390by844@2", "390x844@2@3"] {
            #expect(Device.custom(bad) == nil, "\(bad)")
        }
        #expect(Device.custom("390x844@3", safeArea: EdgeInsets(top: 500, left: 0, bottom: 400, right: 0)) == nil)
    }

    /// Every recipe lays out without conflict or ambiguity on every new device, both
    /// orientations and directions, at the default text size and at AX5.
    @Test func everyRecipeOnTodaysDevices() throws {
        var broken: Set<String> = []
        for recipe in Cookbook.recipes {
            for device in Device.today {
                for orientation in Orientation.allCases {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                            let scene = try SceneLoader.standard.load(path: recipe.scenePath)
                            let layout = LayoutEngine(
                                root: scene.root,
                                environment: scene.environment(
                                    device: device, orientation: orientation, direction: direction,
                                    contentSize: category)
                            ).layout()
                            if !layout.conflicts.isEmpty || !layout.ambiguous.isEmpty {
                                broken.insert("\(recipe.slug) \(category.shortName)")
                            }
                        }
                    }
                }
            }
        }
        #expect(broken == Self.brokenAtAX5, "\(broken.sorted())")
    }

    /// Recipes that genuinely break at the largest accessibility size, as real apps do: none
    /// of the cookbook's, whose text is set in text styles and whose rows wrap or stretch.
    static let brokenAtAX5: Set<String> = []
}
