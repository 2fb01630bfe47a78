import AutoLayout
import SceneFormat
import SceneModel

/// A suite's matrix for one scene (SPEC §6): devices × orientations × directions × content
/// sizes × appearances × iOS versions, and the tolerance its images are compared with. The defaults are the
/// cookbook's matrix: iphone-se, iphone-8 and ipad, both orientations, both directions, at
/// `l` in light mode.
public struct SuiteAxes: Hashable, Sendable {
    public var devices: [Device] = SnapshotMatrix.devices
    public var orientations: [Orientation] = SnapshotMatrix.orientations
    public var directions: [LayoutDirection] = SnapshotMatrix.directions
    public var contentSizes: [ContentSizeCategory] = [.large]
    public var appearances: [Appearance] = [.light]
    /// The iOS versions (`ios:`); nil, the default, is each scene's own (SPEC §10).
    public var iosVersions: [Int?] = [nil]
    /// Nil: the run's tolerance.
    public var tolerance: Tolerance?

    public init() {}

    /// `design` in `devices:`: a storyboard's or xib's own canvas (the device and orientation
    /// it was designed in; a cell's or freeform view's own size), as `--device design` lays it
    /// out. A stand-in until the scene is read; its variants are named `design-<direction>`.
    public static let design = Device(
        id: "design", portraitSize: Size(width: 0, height: 0), scale: 2, rootSideMargin: 0,
        isPad: false, portraitSafeArea: .zero, landscapeSafeArea: .zero,
        regularWidthInLandscape: false, hasStatusBar: false)

    static let keys = ["devices", "orientations", "directions", "contentSizes", "appearances", "ios", "tolerance"]

    /// These axes with the ones `fields` gives replaced; `devices:` may name the config's own
    /// devices (`definitions`, `SuiteDevices`), or define them there.
    func overridden(by fields: SceneFields, definitions: [String: Device] = [:]) throws(SceneError) -> SuiteAxes {
        var axes = self
        if let values = try Self.devices(fields, definitions) {
            axes.devices = values
        }
        if let values = try Self.values(
            fields, "orientations", { Orientation(rawValue: $0.lowercased()) },
            expected: "portrait or landscape")
        {
            axes.orientations = values
        }
        if let values = try Self.values(
            fields, "directions", { LayoutDirection(rawValue: $0.lowercased()) },
            expected: "ltr or rtl")
        {
            axes.directions = values
        }
        if let values = try Self.values(
            fields, "contentSizes", { ContentSizeCategory(name: $0) },
            expected: "a content size such as l, xxxl or ax5")
        {
            axes.contentSizes = values
        }
        if let values = try Self.values(
            fields, "appearances", { Appearance(rawValue: $0.lowercased()) },
            expected: "light or dark")
        {
            axes.appearances = values
        }
        if let values = try Self.values(
            fields, "ios", { IOSMetrics.version(parsing: $0) }, expected: IOSMetrics.expectedVersion)
        {
            axes.iosVersions = values
        }
        if let text = try fields.string("tolerance") {
            do throws(SnapshotError) {
                axes.tolerance = try Tolerance(parsing: text)
            } catch {
                throw fields.error("tolerance", error.description, text)
            }
        }
        return axes
    }

    /// `devices:`: built-in devices, `design`, `WxH@S` and the config's own (named, or defined
    /// in place: `SuiteDevices.definitions` has read those already).
    private static func devices(_ fields: SceneFields, _ definitions: [String: Device]) throws(SceneError)
        -> [Device]?
    {
        guard let entries = try fields.entries("devices") else { return nil }
        guard !entries.isEmpty else {
            throw fields.error("devices", "'devices' must list at least one value", "devices")
        }
        var result: [Device] = []
        for entry in entries {
            let device: Device
            switch entry {
            case let .text(text, location):
                let name = text.trimmingCharacters(in: .whitespaces).lowercased()
                guard
                    let found = name == design.id
                        ? design : definitions[name] ?? Device.named(name) ?? Device.custom(name)
                else {
                    throw location.error(
                        "unknown value in 'devices' (expected a device of `plumb devices`, design, or WxH@S)", text)
                }
                device = found
            case let .named(name, location, _):
                guard let defined = definitions[name.trimmingCharacters(in: .whitespaces).lowercased()] else {
                    throw location.error("the device '\(name)' is not defined", name)
                }
                device = defined
            }
            if !result.contains(device) { result.append(device) }
        }
        return result
    }

    /// A key's list, each value parsed; an empty list or an unknown value is an error at its
    /// line; a value given twice counts once.
    private static func values<T: Equatable>(
        _ fields: SceneFields, _ key: String, _ parse: (String) -> T?,
        expected: String
    ) throws(SceneError) -> [T]? {
        guard let texts = try fields.strings(key) else { return nil }
        guard !texts.isEmpty else { throw fields.error(key, "'\(key)' must list at least one value", key) }
        var result: [T] = []
        for (text, location) in texts {
            guard let value = parse(text.trimmingCharacters(in: .whitespaces)) else {
                throw location.error("unknown value in '\(key)' (expected \(expected))", text)
            }
            if !result.contains(value) { result.append(value) }
        }
        return result
    }

    /// Every environment of the matrix, in axis order. The design canvas has one orientation
    /// of its own, so `design` takes the first of `orientations` only, as a placeholder.
    public var environments: [Environment] {
        var result: [Environment] = []
        result.reserveCapacity(
            devices.count * orientations.count * directions.count * contentSizes.count
                * appearances.count * iosVersions.count)
        for device in devices {
            for orientation in device == Self.design ? Array(orientations.prefix(1)) : orientations {
                for direction in directions {
                    for contentSize in contentSizes {
                        for appearance in appearances {
                            for iosVersion in iosVersions {
                                result.append(
                                    Environment(
                                        device: device, orientation: orientation, direction: direction,
                                        contentSize: contentSize, appearance: appearance, iosVersion: iosVersion))
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}
