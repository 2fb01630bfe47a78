internal import AutoLayout
internal import Typesetting

extension UIButton {
    /// The title colour drawn: the state's (else the normal state's) colour, else UIKit's
    /// default for the type: the tint colour (inherited) for a system button, white for a
    /// custom one.
    var drawnTitleColor: UIColor {
        titleColor(for: state) ?? (buttonType == .custom ? .white : (tintColor ?? .systemBlue))
    }

    /// The title and the image, placed as a legacy `UIButton` places them: side by side, the
    /// image leading (left, or right in a right-to-left layout), the pair aligned inside the
    /// content insets by `contentHorizontalAlignment` and each centred vertically (or against
    /// the top or bottom by `contentVerticalAlignment`). A title with no room left beside the
    /// image is set in what remains and truncated, as UIKit shrinks the title's frame. A
    /// system button's image is drawn as a template in its tint colour unless the image is
    /// `alwaysOriginal`; a custom button's as the image's rendering mode says.
    func buttonDrawing(in frame: Rect, context: DrawingContext) throws(DrawingFailure) -> [DrawCommand] {
        let content = updatedContent()
        content.titleColor = drawnTitleColor.model
        let image = currentImage
        let alignment = effectiveContentHorizontalAlignment
        // Only a centred title without an image is placed by the model's button alone, which
        // centres it in the whole frame.
        guard image != nil || (alignment != .center && alignment != .fill) else {
            return try content.drawing(in: frame, context: context)
        }
        // The measuring button has no background or border of its own (the UIKit view draws
        // those), so the title and the image are all it adds.
        var commands: [DrawCommand] = []
        let insets = contentEdgeInsets
        let inner = Rect(
            x: frame.x + Double(insets.left), y: frame.y + Double(insets.top),
            width: max(0, frame.width - Double(insets.left + insets.right)),
            height: max(0, frame.height - Double(insets.top + insets.bottom)))
        let imageSize = image?.size.model ?? Size(width: 0, height: 0)
        let room = max(0, inner.width - imageSize.width)
        let titleWidth = try min(room, titleWidth(of: content, room: room, context: context))
        let pairWidth = imageSize.width + titleWidth
        let rightToLeft = context.direction == .rightToLeft
        let start: Double =
            switch alignment {
            case .left: inner.x
            case .right: inner.x + inner.width - pairWidth
            case .leading: rightToLeft ? inner.x + inner.width - pairWidth : inner.x
            case .trailing: rightToLeft ? inner.x : inner.x + inner.width - pairWidth
            case .center, .fill: inner.x + (inner.width - pairWidth) / 2
            }
        let imageX = rightToLeft ? start + titleWidth : start
        let titleX = rightToLeft ? start : start + imageSize.width
        if let image, imageSize.width > 0, imageSize.height > 0 {
            let y: Double =
                switch contentVerticalAlignment {
                case .top: inner.y
                case .bottom: inner.y + inner.height - imageSize.height
                case .center, .fill: inner.y + (inner.height - imageSize.height) / 2
                }
            let target = Rect(x: imageX, y: y, width: imageSize.width, height: imageSize.height)
            let template = buttonType != .custom && image.renderingMode != .alwaysOriginal
            let drawn = (template ? image.withRenderingMode(.alwaysTemplate) : image)
            let tint = (tintColor ?? UIColor.systemBlue).model.resolved(context.appearance)
            if let picture = drawn.drawnImage(target: target, frame: target, tint: tint) {
                commands.append(.image(picture))
            }
        }
        let titleBox = Rect(x: titleX, y: inner.y, width: titleWidth, height: inner.height)
        return try commands + content.titleDrawing(in: titleBox, room: room, context: context)
    }

    /// The width of the title's line as set in `room` (zero without a title).
    private func titleWidth(of content: Button, room: Double, context: DrawingContext) throws(DrawingFailure)
        -> Double
    {
        guard !content.displayedTitle(rightToLeft: context.direction == .rightToLeft).isEmpty else { return 0 }
        do {
            return try content.titleLayout(direction: context.direction, contentSize: context.contentSize, width: room)
                .size.width
        } catch {
            throw DrawingFailure(error.description)
        }
    }
}
