/// UIKit's `UITableViewCell`: a view whose `contentView` holds what the row shows, with the
/// built-in styles' `textLabel`, `detailTextLabel` and `imageView` placed by frames in
/// `layoutSubviews()` as UIKit places them, an accessory at the trailing side that takes its
/// width from the content view, background views and a separator.
///
/// The content view is framed by the cell (autoresizing, as on iOS), so constraints a team
/// pins to it lay out inside the row, and a table sizing the row to its content fits the cell
/// at the table's width (`UITableView.automaticDimension`).
open class UITableViewCell: UIView {
    /// UIKit's `UITableViewCell.CellStyle`, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// UIKit's `UITableViewCell.AccessoryType`, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// UIKit's `UITableViewCell.SelectionStyle`, with UIKit's raw values.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// UIKit's `UITableViewCell.SeparatorStyle`, with UIKit's raw values.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    /// UIKit's `UITableViewCell.EditingStyle`, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// The identifier the cell was made or dequeued with.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    var storedReuseIdentifier: String?
    let cellStyle: CellStyle

    /// The view the row's content goes in; the cell frames it (less the accessory's room).
    open var contentView: UIView { storedContentView }
    private let storedContentView: UIView

    /// UIKit's designated initializer. The cell starts 320 × 44, its content view as wide
    /// and as high as the model's content-view height row says (44 from iOS 13, 43.5 before).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        storedContentView = UIView(frame: .zero)
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.defaultRowHeight))
        configureCell()
    }

    /// There is no archive to decode on Linux: a `.default` cell with no identifier.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        storedReuseIdentifier = nil
        storedContentView = UIView(frame: .zero)
        super.init(coder: coder)
        frame = CGRect(x: 0, y: 0, width: 320, height: TableMetrics.defaultRowHeight)
        configureCell()
    }

    /// A `.default` cell with no identifier, at `frame`, as UIKit's `init(frame:)` makes one.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// How a table makes a registered class's cell (Plumb's, not UIKit's: Swift can only
    /// make a subclass through its metatype with a `required` initializer, and UIKit's
    /// `init(style:reuseIdentifier:)` is not one). Every subclass that overrides
    /// `init(style:reuseIdentifier:)`, or no initializer, inherits it; it makes a `.default`
    /// cell, as UIKit's registration does.
    public required convenience init(plumbReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    private func configureCell() {
        storedContentView.frame = CGRect(
            x: 0, y: 0, width: bounds.width,
            height: bounds.height - TableMetrics.separatorAllowance(iosVersion: layoutIOSVersion))
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView.directionalLayoutMargins = systemContentMargins
        addSubview(storedContentView)
        separator.isHidden = true
        addSubview(separator)
        super.backgroundColor = .systemBackground
    }

    // MARK: - Built-in parts

    /// The title label, made (and put in the content view) on first use, as in UIKit.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
        }
        textLabelStorage = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    var textLabelStorage: UILabel?

    /// The detail label of the `.subtitle`, `.value1` and `.value2` styles (nil for `.default`).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = UILabel()
        switch cellStyle {
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 15)
        }
        detailTextLabelStorage = label
        storedContentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    var detailTextLabelStorage: UILabel?

    /// The image at the leading side, made on first use.
    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        storedContentView.addSubview(view)
        setNeedsLayout()
        return view
    }
    var imageViewStorage: UIImageView?

    // MARK: - Accessory

    /// A built-in accessory: it takes its glyph's width, the side margin and a 10-pt gap from
    /// the content view (TableMetrics). Its glyph is not drawn.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view of the team's in the accessory's place (it keeps its size; `accessoryType`
    /// is then ignored, as in UIKit).
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }

    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?

    private var glyphView: UIView?

    private func updateAccessory() {
        if let accessoryView {
            glyphView?.removeFromSuperview()
            glyphView = nil
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else if accessoryType != .none {
            let glyph = glyphView ?? UIView(frame: .zero)
            glyph.frame.size = TableMetrics.accessorySize(accessoryType)
            if glyph.superview !== self { addSubview(glyph) }
            glyphView = glyph
        } else {
            glyphView?.removeFromSuperview()
            glyphView = nil
        }
        setNeedsLayout()
    }

    /// The accessory on screen (the team's view, else the built-in glyph's).
    var shownAccessory: UIView? { accessoryView ?? glyphView }

    // MARK: - Selection and backgrounds

    open var selectionStyle: SelectionStyle = .default
    open var focusStyle = 0

    /// Shows `selectedBackgroundView` while selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsLayout() } }
    }
    open var isHighlighted = false

    /// Applied at once: nothing animates here.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Behind the content view, as large as the cell.
    open var backgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: storedContentView) }
    }

    /// Behind the content view while the cell is selected, as large as the cell.
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, below: storedContentView) }
    }
    open var multipleSelectionBackgroundView: UIView?

    private func replaceBackground(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        if old !== new { old?.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: anchor)
        setNeedsLayout()
    }

    /// Whether code set the colour (the table then leaves it alone; a grouped table gives
    /// the others its cells' colour).
    var backgroundColorSetByCode = false
    open override var backgroundColor: UIColor? {
        didSet { backgroundColorSetByCode = true }
    }

    /// The colour a table gives a cell whose code set none.
    func setSystemBackgroundColor(_ color: UIColor) {
        guard !backgroundColorSetByCode else { return }
        backgroundColor = color
        backgroundColorSetByCode = false
    }

    // MARK: - Editing, indentation, separators (stored; editing is not drawn)

    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var editingStyle: EditingStyle { .none }

    /// Where the separator starts and ends; the table's `separatorInset` until code sets one.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set {
            ownSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// Given by the table.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// UIKit's separator view: a line one pixel high along the bottom, in the table's
    /// separator colour (the table shows it).
    let separator = TableSeparatorView(frame: .zero)
    var pixelHeight: CGFloat = 1.0 / 3
    /// The iOS version whose metrics the cell follows (its table's; the process's until a
    /// table shows it).
    var layoutIOSVersion: Int? = LayoutCycle.iosVersion

    // MARK: - Reuse

    /// Called when the table dequeues the cell again; reset what the row configured.
    open func prepareForReuse() {}

    // MARK: - Layout

    /// The side margins the table gives the content view (16, or 20 from 414 wide); margins
    /// code set itself are kept.
    var systemSideMargin: CGFloat = 16 {
        didSet {
            guard systemSideMargin != oldValue else { return }
            let previous = NSDirectionalEdgeInsets(
                top: TableMetrics.cellVerticalMargin, leading: oldValue, bottom: TableMetrics.cellVerticalMargin,
                trailing: oldValue)
            if storedContentView.directionalLayoutMargins == previous {
                storedContentView.directionalLayoutMargins = systemContentMargins
            }
        }
    }

    private var systemContentMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: TableMetrics.cellVerticalMargin, leading: systemSideMargin, bottom: TableMetrics.cellVerticalMargin,
            trailing: systemSideMargin)
    }

    /// UIKit's cell layout: backgrounds fill the cell, the accessory sits at the trailing
    /// side, the content view takes the rest of the width and the height above the separator,
    /// and the built-in labels and image are placed in the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCellParts()
        builtInLayout().apply(to: self)
    }

    /// The frames the cell gives its own parts, also before it is fitted.
    func layoutCellParts() {
        let size = bounds.size
        let allowance = TableMetrics.separatorAllowance(iosVersion: layoutIOSVersion)
        var contentWidth = size.width
        if let accessory = shownAccessory {
            let accessorySize = accessory.frame.size
            let x = size.width - systemSideMargin - accessorySize.width
            accessory.frame = CGRect(
                x: x, y: (size.height - allowance - accessorySize.height) / 2, width: accessorySize.width,
                height: accessorySize.height)
            contentWidth = max(0, x - TableMetrics.accessoryGap)
        }
        storedContentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: max(0, size.height - allowance))
        backgroundView?.frame = bounds
        if let selectedBackgroundView {
            selectedBackgroundView.frame = bounds
            if selectedBackgroundView.isHidden == isSelected { selectedBackgroundView.isHidden = !isSelected }
        }
        let inset = separatorInset
        separator.frame = CGRect(
            x: inset.left, y: size.height - pixelHeight, width: max(0, size.width - inset.left - inset.right),
            height: pixelHeight)
    }

    /// The built-in parts' frames in a content view of the cell's current content size.
    func builtInLayout() -> BuiltInCellLayout {
        BuiltInCellLayout(cell: self, contentSize: storedContentView.bounds.size, scale: 1 / pixelHeight)
    }

    /// The height the built-in parts need in a row `width` wide (nil when they show
    /// nothing): their content plus the content view's margins and the separator's
    /// allowance, at least 44.
    func builtInRowHeight(width: CGFloat) -> CGFloat? {
        var contentWidth = width
        if let accessory = shownAccessory {
            contentWidth = max(0, width - systemSideMargin - accessory.frame.width - TableMetrics.accessoryGap)
        }
        let layout = BuiltInCellLayout(
            cell: self, contentSize: CGSize(width: contentWidth, height: 0), scale: 1 / pixelHeight)
        guard layout.showsAnything else { return nil }
        let margins = storedContentView.directionalLayoutMargins
        let height =
            layout.contentHeight + margins.top + margins.bottom
            + TableMetrics.separatorAllowance(iosVersion: layoutIOSVersion)
        return max(TableMetrics.defaultRowHeight, height)
    }
}

/// UIKit's private separator view (`_UITableViewCellSeparatorView`): a line along the
/// bottom of a cell.
final class TableSeparatorView: UIView {}
