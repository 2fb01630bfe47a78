internal import AutoLayout

/// The numbers tables and their cells are laid out with, each with where it comes from, in
/// one place (docs/uikit.md, "Tables and collections", lists them). Those measured from
/// stored frames cite them; those only reported by third parties, or chosen by Plumb where
/// nothing was measured, say so.
enum TableMetrics {
    /// A row's height when nothing else says (the classic standard row, and what a
    /// self-sizing row whose constraints give no height falls back to): 44, the default
    /// `UITableViewCell` of every Interface Builder canvas (ib-canvas.md §1.3).
    static let defaultRowHeight: CGFloat = 44

    /// What a separator takes from the cell below the content view, at an iOS version: the
    /// cell's 44 less the model's content-view height (`IOSMetrics.tableCellContentHeight`:
    /// 0.5 before iOS 13, 0 from iOS 13, where the content view is the whole cell).
    static func separatorAllowance(iosVersion: Int?) -> CGFloat {
        defaultRowHeight - CGFloat(IOSMetrics.tableCellContentHeight.value(for: iosVersion))
    }

    /// A cell's content-view margins above and below: 11, as the frames Xcode 10 to 16 store
    /// for subviews pinned to `topMargin` (docs/interface-builder.md, "Table cells").
    static let cellVerticalMargin: CGFloat = 11

    /// A cell's (and a header's) side margin: 16, or 20 in a table at least 414 wide (the
    /// same survey; a view controller's root view follows the same rule).
    static func sideMargin(tableWidth: CGFloat) -> CGFloat { tableWidth >= 414 ? 20 : 16 }

    /// The room between the content view and a built-in accessory: 10, from the content
    /// view 287 wide in a 320-wide cell with a disclosure indicator on iOS 7 to 12 (15 of
    /// margin, the 8-wide chevron, 10). Reported, not measured here.
    static let accessoryGap: CGFloat = 10

    /// The built-in accessories' glyph sizes (iOS 7's images: the chevron 8×13, the check
    /// 14×11, the info button 22×22; the detail disclosure button is the info button, 10,
    /// then the chevron). Reported, not measured here.
    static func accessorySize(_ type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 11)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 40, height: 22)
        }
    }

    /// The gap between a built-in cell's image and its text: 16, the side margin of a phone.
    /// Plumb's choice (not measured).
    static let imageTextGap: CGFloat = 16

    /// A `.value2` cell's title column: 67 wide, its text right-aligned in it, then 6 to the
    /// detail. Plumb's choice (not measured).
    static let value2TitleWidth: CGFloat = 67
    static let value2Gap: CGFloat = 6

    /// Grouped (and inset grouped) tables: a section header or footer with neither a title
    /// nor a view is 18 high, and the first section's header 35 when the table has no
    /// `tableHeaderView`. Reported by developers (the 18 UIKit puts back when a delegate
    /// returns 0; the 35 at the top of a grouped table since iOS 7), not measured here.
    static let groupedEmptyHeaderHeight: CGFloat = 18
    static let groupedEmptyFooterHeight: CGFloat = 18
    static let groupedFirstHeaderHeight: CGFloat = 35

    /// A titled header's label margins, above and below: 17 and 6 in grouped tables (a
    /// one-line footnote title then makes the 38-pt header developers report), 4 and 4 in
    /// plain ones (a 17-point title makes the reported 28). A titled footer: 6 and 17 in
    /// grouped tables. Plumb's choice, fitted to those reports.
    static func titleMargins(grouped: Bool, footer: Bool) -> (top: CGFloat, bottom: CGFloat) {
        guard grouped else { return (4, 4) }
        return footer ? (6, 17) : (17, 6)
    }

    /// An inset-grouped section's corner radius: 10 (iOS 13's), stored on the cells' layers.
    static let insetGroupedCornerRadius: CGFloat = 10
}
