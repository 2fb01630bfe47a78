/// How an open subpath's stroke ends (Core Graphics' raw values).
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
}
