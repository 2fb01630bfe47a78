/// A variant's value on each axis of a suite's matrix, as text: what the report's filters
/// offer and what each failing variant's section and thumbnail carry (`data-device="iphone-15"`).
/// Kept in `results.json` so a merged report filters as one run's does.
public struct ReportAxes: Codable, Equatable, Sendable {
    /// A device id (`iphone-15`, `design`).
    public var device: String
    public var orientation: String
    public var direction: String
    /// A content size's short name (`l`, `ax5`).
    public var contentSize: String
    public var appearance: String
    /// `ios26`, or `scene` when the suite names no version (the scene's own).
    public var ios: String

    public init(
        device: String, orientation: String, direction: String, contentSize: String, appearance: String, ios: String
    ) {
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.contentSize = contentSize
        self.appearance = appearance
        self.ios = ios
    }

    public init(_ variant: SnapshotVariant) {
        self.init(
            device: variant.device.id, orientation: variant.orientation.rawValue,
            direction: variant.direction.rawValue, contentSize: variant.contentSize.shortName,
            appearance: variant.appearance.rawValue, ios: variant.iosVersion.map { "ios\($0)" } ?? "scene")
    }

    /// The axes in the order the filters show them: the attribute's name, the label, the value.
    var values: [(attribute: String, label: String, value: String)] {
        [
            ("device", "Device", device), ("orientation", "Orientation", orientation),
            ("direction", "Direction", direction), ("content-size", "Content size", contentSize),
            ("appearance", "Appearance", appearance), ("ios", "iOS", ios),
        ]
    }

    /// The filters' axes, in order, for when a variant carries none.
    static let axes: [(attribute: String, label: String)] = ReportAxes(
        device: "", orientation: "", direction: "", contentSize: "", appearance: "", ios: ""
    ).values.map { ($0.attribute, $0.label) }
}
