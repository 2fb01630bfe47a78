/// A baseline's position inside a view as `top + fractionOfHeight × height + offset`: linear
/// in the height, so it can be a solver expression. Text that is centred vertically uses
/// 0.5 and its own offset; views without text use their bottom edge.
public struct BaselineRule: Hashable, Sendable {
    public var fractionOfHeight: Double
    public var offset: Double

    public init(fractionOfHeight: Double, offset: Double) {
        self.fractionOfHeight = fractionOfHeight
        self.offset = offset
    }

    public static let bottomEdge = BaselineRule(fractionOfHeight: 1, offset: 0)
}
