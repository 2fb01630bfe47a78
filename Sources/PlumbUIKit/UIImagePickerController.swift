/// UIKit's photo picker: its settings stored. No source is available on Linux
/// (`isSourceTypeAvailable` is false for every source), so no picture is ever picked; a test
/// may call the delegate itself.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// With UIKit's raw values.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera, savedPhotosAlbum
    }

    /// The keys of the dictionary a picker hands its delegate.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    open var sourceType = SourceType.photoLibrary
    open var allowsEditing = false
    open var mediaTypes = ["public.image"]
    /// UIKit types the picker's `delegate` as a picker and navigation delegate at once; here
    /// it is the navigation controller's `delegate`, which such an object is.
    public var imagePickerDelegate: (any UIImagePickerControllerDelegate)? {
        delegate as? any UIImagePickerControllerDelegate
    }

    /// Nothing to pick from on Linux.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
}

/// What a picker tells its delegate; both methods optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}
