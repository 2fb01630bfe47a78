import AutoLayout

extension AuditRules {
    /// Content (text, a control, an image) under the status bar, the sensor housing (notch or
    /// Dynamic Island), the home indicator or the navigation and tab bars, outside any scroll
    /// view: it is drawn under them, or cannot be tapped there.
    public static let underSystemUI = AuditRule(
        code: .underSystemUI,
        summary: "content under the status bar, sensor housing, home indicator or bars, outside a scroll view",
        reference: "HIG Layout: safe areas; Android layout validation: under system UI"
    ) { subject, thresholds in
        let regions = SystemUIRegion.regions(of: subject.environment)
        return subject.contentEntries(subject.painted).compactMap { entry -> AuditHit? in
            let deepest = regions.map { ($0, $0.depth(of: entry.frame)) }.max { $0.1 < $1.1 }
            guard let (region, depth) = deepest, depth > thresholds.edgeTolerance + 1e-6 else { return nil }
            return AuditHit(
                itemID: entry.id,
                detail: "\(entry.kind) \(subject.quoted(entry.id)) \(formatPoints(depth)) pt under \(region.name) "
                    + "(\(formatPoints(region.extent)) pt)",
                measured: depth, threshold: thresholds.edgeTolerance, unit: "pt")
        }
    }
}

/// A band of the screen the system draws over, from the environment's device, orientation and
/// bars (SPEC §2): its name, rectangle and which edge it hangs from.
struct SystemUIRegion {
    enum Edge { case top, bottom, left, right }
    var name: String
    var rect: Rect
    var edge: Edge

    /// The band's thickness, from its edge.
    var extent: Double { edge == .top || edge == .bottom ? rect.height : rect.width }

    /// How far into the band `frame` reaches from the band's inner side (0 when it does not
    /// touch it).
    func depth(of frame: Rect) -> Double {
        let overlap = frame.intersection(rect)
        guard !overlap.isEmptyArea else { return 0 }
        switch edge {
        case .top: return rect.maxY - overlap.y
        case .bottom: return overlap.maxY - rect.y
        case .left: return rect.maxX - overlap.x
        case .right: return overlap.maxX - rect.x
        }
    }

    static func regions(of environment: Environment) -> [SystemUIRegion] {
        let size = environment.size
        let hardware = environment.hardwareSafeArea
        var regions: [SystemUIRegion] = []
        let status = environment.statusBarHeight
        if status > 0 {
            let name = hardware.top > 0 ? "the status bar and sensor housing" : "the status bar"
            regions.append(.init(name: name, rect: Rect(x: 0, y: 0, width: size.width, height: status), edge: .top))
        }
        let navigation = environment.navigationBarHeight
        if navigation > 0 {
            regions.append(
                .init(
                    name: "the navigation bar", rect: Rect(x: 0, y: status, width: size.width, height: navigation),
                    edge: .top))
        }
        if hardware.bottom > 0 {
            regions.append(
                .init(
                    name: "the home indicator",
                    rect: Rect(x: 0, y: size.height - hardware.bottom, width: size.width, height: hardware.bottom),
                    edge: .bottom))
        }
        let tab = environment.tabBarHeight
        if tab > 0 {
            regions.append(
                .init(
                    name: "the tab bar",
                    rect: Rect(x: 0, y: size.height - hardware.bottom - tab, width: size.width, height: tab),
                    edge: .bottom))
        }
        if hardware.left > 0 {
            regions.append(
                .init(
                    name: "the sensor housing", rect: Rect(x: 0, y: 0, width: hardware.left, height: size.height),
                    edge: .left))
        }
        if hardware.right > 0 {
            regions.append(
                .init(
                    name: "the sensor housing",
                    rect: Rect(x: size.width - hardware.right, y: 0, width: hardware.right, height: size.height),
                    edge: .right))
        }
        return regions
    }
}
