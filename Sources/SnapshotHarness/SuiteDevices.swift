import AutoLayout
import SceneFormat
import SceneModel

/// A team's own devices (SPEC §2, wave 3): an entry `name: {…}` in any `devices:` list of a
/// `plumb.yml` defines a device, which every `devices:` of the file (the suite's and each
/// override's) may then name.
///
/// ```yaml
/// devices:
///   - iphone-15
///   - kiosk-phone:
///       points: 390x844             # portrait, 100…4000 each way
///       scale: 3                    # 1, 2 or 3
///       safeArea: {top: 47, bottom: 34}          # portrait, status bar included
///       landscapeSafeArea: {left: 47, bottom: 21, right: 47}   # optional
///       statusBar: true             # optional: default, when the portrait top is above 0
///       sizeClasses: {portrait: wC hR, landscape: wC hC}       # optional
///       margin: 16                  # optional: the root's side margins
/// overrides:
///   Screens/Login.yaml: {devices: [kiosk-phone]}
/// ```
///
/// What is not given is worked out as for `--device WxH@S` (docs/traits.md): 600 points wide
/// and more is an iPad (regular both ways, its insets kept in landscape); a phone is regular
/// width in landscape from 414 points of width, as UIKit's Plus and Max phones are; a phone
/// with a bottom inset moves its portrait top inset to both sides in landscape, 21 below.
enum SuiteDevices {
    static let keys = ["points", "scale", "safeArea", "landscapeSafeArea", "statusBar", "sizeClasses", "margin"]

    /// Every device the config defines, by its (lower-case) name: in the suite's `devices:`
    /// and in each override's. A name is a built-in device's, or defined twice: an error.
    static func definitions(in fields: SceneFields) throws(SceneError) -> [String: Device] {
        var lists = [fields]
        for (_, _, override) in try fields.namedMappings("overrides") ?? [] { lists.append(override) }
        var result: [String: Device] = [:]
        for list in lists {
            for entry in try list.entries("devices") ?? [] {
                guard case let .named(name, location, definition) = entry else { continue }
                let id = name.trimmingCharacters(in: .whitespaces).lowercased()
                if Device.named(id) != nil || id == SuiteAxes.design.id {
                    throw location.error(
                        "'\(name)' is a built-in device (`plumb devices`): give your device another name", name)
                }
                let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-_.")
                guard let first = id.first, first.isLetter || first.isNumber, id.allSatisfy(allowed.contains) else {
                    throw location.error(
                        "a device's name is letters, digits, '-', '_' and '.' (it names snapshot files)", name)
                }
                guard result[id] == nil else {
                    throw location.error(
                        "the device '\(name)' is defined twice (define it once, name it anywhere)", name)
                }
                result[id] = try device(id, definition, at: location)
            }
        }
        return result
    }

    /// One definition, every value checked.
    static func device(_ id: String, _ fields: SceneFields, at location: SceneLocation) throws(SceneError) -> Device {
        try fields.checkKeys(keys)
        guard let points = try fields.string("points") else {
            throw location.error("the device '\(id)' gives no 'points' (its portrait size, WxH)", id)
        }
        let sides = points.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x")
        guard sides.count == 2, let width = Double(sides[0].trimmingCharacters(in: .whitespaces)),
            let height = Double(sides[1].trimmingCharacters(in: .whitespaces)),
            (100...4000).contains(width), (100...4000).contains(height)
        else {
            throw fields.error("points", "'points' must be WxH, each within 100…4000 points (portrait)", points)
        }
        guard let scale = try fields.number("scale") else {
            throw location.error("the device '\(id)' gives no 'scale' (1, 2 or 3)", id)
        }
        guard [1, 2, 3].contains(scale) else {
            throw fields.error("scale", "'scale' must be 1, 2 or 3", formatPoints(scale))
        }
        let limit = SceneLimit.length("a safe-area inset")
        let portrait = try fields.edgeInsets("safeArea", limit) ?? .zero
        try check(portrait, fits: Size(width: width, height: height), "safeArea", fields)
        let classes = try sizeClasses(fields, width: width)
        let landscape =
            try fields.edgeInsets("landscapeSafeArea", limit)
            ?? (classes.isPad
                ? portrait
                : portrait.bottom > 0
                    ? EdgeInsets(top: 0, left: portrait.top, bottom: 21, right: portrait.top) : .zero)
        try check(landscape, fits: Size(width: height, height: width), "landscapeSafeArea", fields)
        let margin =
            try fields.number("margin", SceneLimit("margin", 0, width / 2)) ?? (classes.isPad || width >= 414 ? 20 : 16)
        return Device(
            id: id, portraitSize: Size(width: width, height: height), scale: scale, rootSideMargin: margin,
            isPad: classes.isPad, portraitSafeArea: portrait, landscapeSafeArea: landscape,
            regularWidthInLandscape: classes.isPad || classes.regularWidthInLandscape,
            hasStatusBar: try fields.bool("statusBar") ?? (portrait.top > 0))
    }

    /// The insets must leave some of the screen.
    private static func check(_ insets: EdgeInsets, fits size: Size, _ key: String, _ fields: SceneFields)
        throws(SceneError)
    {
        guard insets.top + insets.bottom < size.height, insets.left + insets.right < size.width else {
            throw fields.error(
                key, "'\(key)' leaves nothing of the \(formatPoints(size.width))x\(formatPoints(size.height)) screen",
                key)
        }
    }

    /// `sizeClasses: {portrait: wC hR, landscape: wR hC}`, as UIKit gives them to a full-screen
    /// app: a phone is wC hR in portrait and wC hC or wR hC in landscape; an iPad wR hR in
    /// both. Missing ones follow from the width.
    private static func sizeClasses(_ fields: SceneFields, width: Double) throws(SceneError) -> (
        isPad: Bool, regularWidthInLandscape: Bool
    ) {
        let derived = (isPad: width >= 600, regularWidthInLandscape: width >= 414)
        guard let classes = try fields.mapping("sizeClasses") else { return derived }
        try classes.checkKeys(["portrait", "landscape"])
        func read(_ key: String) throws(SceneError) -> String? {
            try classes.string(key).map { $0.lowercased().split(separator: " ").joined(separator: " ") }
        }
        let portrait = try read("portrait")
        let landscape = try read("landscape")
        let message =
            "size classes are those UIKit gives a full-screen app: a phone wC hR in portrait and wC hC or "
            + "wR hC in landscape, an iPad wR hR in both"
        let isPad: Bool
        switch portrait {
        case "wr hr"?: isPad = true
        case "wc hr"?: isPad = false
        case nil: isPad = landscape == "wr hr" || (landscape == nil && derived.isPad)
        default: throw classes.error("portrait", message, try classes.string("portrait") ?? "")
        }
        switch (isPad, landscape) {
        case (true, "wr hr"?), (true, nil): return (true, true)
        case (false, "wc hc"?): return (false, false)
        case (false, "wr hc"?): return (false, true)
        case (false, nil): return (false, derived.regularWidthInLandscape)
        default: throw classes.error("landscape", message, try classes.string("landscape") ?? "")
        }
    }
}
