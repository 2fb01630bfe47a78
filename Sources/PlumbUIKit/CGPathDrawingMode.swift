/// What `CGContext.drawPath(using:)` paints (Core Graphics' raw values).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}
