/// How a stroke turns a corner (Core Graphics' raw values).
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
}
