@_spi(Plumb) import PlumbUIKit

/// The sample's artwork, as a team names its images (`UIImage(named: "flowers")` in the
/// sample). Asset catalogs are not read yet, so each is Plumb's generated picture at the
/// asset's size in points: the picture the scene files' `imageSize` draws.
extension UIImage {
    /// `flowers`: 300×400 pt.
    static var flowers: UIImage { UIImage(plumbPlaceholderOfSize: CGSize(width: 300, height: 400)) }
    /// `square_flowers`: 300×300 pt.
    static var squareFlowers: UIImage { UIImage(plumbPlaceholderOfSize: CGSize(width: 300, height: 300)) }
}
