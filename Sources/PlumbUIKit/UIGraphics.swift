internal import AutoLayout

/// The context being drawn into: the one UIKit set up for a view's `draw(_:)`, an image
/// renderer's actions or an image context; nil elsewhere, as on iOS.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.stack.last }

/// Makes `context` current until `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) { CGContext.stack.append(context) }

@MainActor
public func UIGraphicsPopContext() { _ = CGContext.stack.popLast() }

/// Fills `rect` in the current context's fill colour.
@MainActor
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Draws `rect`'s outline 1 point wide inside it, in the fill colour, as UIKit does.
@MainActor
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    let edges = [
        CGRect(x: r.minX, y: r.minY, width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: r.maxY - min(1, r.height), width: r.width, height: min(1, r.height)),
        CGRect(x: r.minX, y: r.minY, width: min(1, r.width), height: r.height),
        CGRect(x: r.maxX - min(1, r.width), y: r.minY, width: min(1, r.width), height: r.height),
    ]
    context.fill(edges)
}

/// The image contexts of `UIGraphicsBeginImageContextWithOptions`, innermost last.
@MainActor private var imageContexts: [UIGraphicsImageRendererContext] = []

/// Starts an image context of `size` (points) at `scale` pixels per point (0: the device's).
/// It starts transparent whether or not `opaque` is set.
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = UIGraphicsImageRendererContext(
        size: size, scale: scale > 0 ? scale : CGFloat(Device.default.scale))
    imageContexts.append(context)
    context.begin()
}

@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// What the innermost image context holds so far; nil outside one.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { imageContexts.last?.currentImage() }

@MainActor
public func UIGraphicsEndImageContext() {
    imageContexts.popLast()?.end()
}
