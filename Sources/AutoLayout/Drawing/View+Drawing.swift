extension View {
    /// The background colour (corners rounded by `cornerRadius`) and the border, in the
    /// layout's appearance: what every view draws beneath its content.
    public func backgroundDrawing(in frame: Rect, context: DrawingContext) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let color = backgroundColor {
            commands.append(.fill(frame, radius: cornerRadius, color: color.resolved(context.appearance)))
        }
        if borderWidth > 0, let color = borderColor {
            commands.append(
                .border(
                    frame, radius: cornerRadius, width: .points(borderWidth),
                    color: color.resolved(context.appearance)))
        }
        return commands
    }
}
