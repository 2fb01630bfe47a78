/// Why a view's content could not be made ready to draw (its font cannot be read, say). The
/// renderer reports it naming the view and draws nothing in its place.
public struct DrawingFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
