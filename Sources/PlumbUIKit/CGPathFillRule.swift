/// Which points a fill covers: nonzero winding, or even–odd.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0, evenOdd
}
