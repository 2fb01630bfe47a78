/// What a strategy found between a reference and a rendering.
public struct SnapshotDifference: Equatable, Sendable, CustomStringConvertible {
    /// One line for the failure's reasons: `pixels: 12 of 727040 pixels differ (…)`, `frames changed`.
    public var summary: String
    /// What moved, a line each (the frames strategy's `FrameDiff`); shown under the failure.
    public var whatMoved: [String]

    public init(summary: String, whatMoved: [String] = []) {
        self.summary = summary
        self.whatMoved = whatMoved
    }

    public var description: String { summary }
}
