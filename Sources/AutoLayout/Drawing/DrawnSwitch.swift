/// A switch's track and knob. The shape is pixel-exact at each scale (a pill whose radius is
/// half its height in pixels), so it is drawn from its state rather than from rectangles.
public struct DrawnSwitch: Sendable, Equatable {
    public var frame: Rect
    public var isOn: Bool
    /// The knob sits at the right: on in left-to-right layouts, off in right-to-left ones.
    public var knobAtRight: Bool
    public var track: Color
    /// The inside of an empty track (light mode outlines it), nil when the track is filled.
    public var hollow: Color?
    public var knob: Color

    public init(frame: Rect, isOn: Bool, knobAtRight: Bool, track: Color, hollow: Color?, knob: Color) {
        self.frame = frame
        self.isOn = isOn
        self.knobAtRight = knobAtRight
        self.track = track
        self.hollow = hollow
        self.knob = knob
    }
}
