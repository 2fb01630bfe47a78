/// UIKit's `UIImage`, as far as layout reads it: a size in points and a scale. Asset
/// catalogs and symbol images arrive later; images are made with
/// `UIGraphicsImageRenderer`, as code does on iOS.
open class UIImage: NSObject, @unchecked Sendable {
    public let size: CGSize
    public let scale: CGFloat

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
        super.init()
    }

    /// `#imageLiteral(resourceName:)`: asset catalogs are not read yet, so the image is an
    /// empty placeholder of no size (a view sized by it is sized as by no image).
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(size: .zero, scale: 1)
    }

    /// Asset catalogs are not read yet: no image has a name.
    public convenience init?(named name: String) {
        return nil
    }
}

/// UIKit's `UIGraphicsImageRenderer`: makes an image of a size. The drawing actions run;
/// what they draw is not kept yet (rendering arrives with snapshots), the size is.
open class UIGraphicsImageRenderer: NSObject {
    public let size: CGSize

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return UIImage(size: size, scale: 2)
    }
}

/// What `UIGraphicsImageRenderer.image(actions:)` hands its actions.
open class UIGraphicsImageRendererContext: NSObject {}

extension UIImage: _ExpressibleByImageLiteral {}

/// The type `#imageLiteral` makes where no other is asked for, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
