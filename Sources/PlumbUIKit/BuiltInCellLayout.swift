/// Where a built-in cell style puts its `textLabel`, `detailTextLabel` and `imageView` in a
/// content view of a given size, as UIKit places them (by frames, not constraints):
/// - the image at the leading margin, centred vertically, at its size; the text 16 after it;
/// - `.default`: the title across the rest, centred vertically;
/// - `.subtitle`: the title above the detail, the pair centred vertically;
/// - `.value1`: the title at the leading side, the detail right-aligned at the trailing margin;
/// - `.value2`: the title right-aligned in a 67-wide column, the detail 6 after it.
///
/// Labels are as high as their text at the width they get (wrapped when they have more than
/// one line), rounded up to the pixel; a label without text takes no room. The vertical
/// margins count only for the row's height, which `contentHeight` plus them gives.
@MainActor
struct BuiltInCellLayout {
    var image: CGRect?
    var text: CGRect?
    var detail: CGRect?
    /// The height of what is shown: the taller of the image and the text block.
    var contentHeight: CGFloat = 0

    var showsAnything: Bool { image != nil || text != nil || detail != nil }

    init(cell: UITableViewCell, contentSize: CGSize, scale: CGFloat) {
        let margins = cell.contentView.directionalLayoutMargins
        let width = contentSize.width
        func pixelCeil(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
        func shown(_ label: UILabel?) -> UILabel? {
            guard let label, let text = label.text, !text.isEmpty, !label.isHidden else { return nil }
            return label
        }
        func measure(_ label: UILabel, within available: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: max(0, available), height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, max(0, available)), height: pixelCeil(size.height))
        }

        var textX = margins.leading
        var imageSize = CGSize.zero
        if let imageView = cell.imageViewStorage, let picture = imageView.image, !imageView.isHidden {
            imageSize = picture.size
            textX = margins.leading + imageSize.width + TableMetrics.imageTextGap
        }
        let available = max(0, width - margins.trailing - textX)
        let title = shown(cell.textLabelStorage)
        let subtitle = shown(cell.detailTextLabelStorage)
        let height = contentSize.height
        func centred(_ size: CGSize, x: CGFloat) -> CGRect {
            CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
        }

        var blockHeight: CGFloat = 0
        switch cell.cellStyle {
        case .default:
            if let title {
                let size = measure(title, within: available)
                text = centred(CGSize(width: available, height: size.height), x: textX)
                blockHeight = size.height
            }
        case .subtitle:
            let titleSize = title.map { measure($0, within: available) } ?? .zero
            let detailSize = subtitle.map { measure($0, within: available) } ?? .zero
            blockHeight = titleSize.height + detailSize.height
            let top = (height - blockHeight) / 2
            if title != nil { text = CGRect(x: textX, y: top, width: available, height: titleSize.height) }
            if subtitle != nil {
                detail = CGRect(x: textX, y: top + titleSize.height, width: available, height: detailSize.height)
            }
        case .value1:
            let titleSize = title.map { measure($0, within: available) } ?? .zero
            if title != nil { text = centred(titleSize, x: textX) }
            if let subtitle {
                var size = measure(subtitle, within: available - titleSize.width)
                size.width = min(size.width, max(0, available - titleSize.width))
                detail = centred(size, x: width - margins.trailing - size.width)
                blockHeight = size.height
            }
            blockHeight = max(blockHeight, titleSize.height)
        case .value2:
            let column = TableMetrics.value2TitleWidth
            if let title {
                let size = measure(title, within: column)
                text = centred(CGSize(width: column, height: size.height), x: margins.leading)
                blockHeight = size.height
            }
            if let subtitle {
                let x = margins.leading + column + TableMetrics.value2Gap
                let room = max(0, width - margins.trailing - x)
                let size = measure(subtitle, within: room)
                detail = centred(CGSize(width: room, height: size.height), x: x)
                blockHeight = max(blockHeight, size.height)
            }
        }
        if imageSize != .zero { image = centred(imageSize, x: margins.leading) }
        contentHeight = max(blockHeight, imageSize.height)
    }

    /// Frames the cell's built-in parts (those it made; parts showing nothing keep theirs).
    func apply(to cell: UITableViewCell) {
        if let image { cell.imageViewStorage?.frame = image }
        if let text { cell.textLabelStorage?.frame = text }
        if let detail { cell.detailTextLabelStorage?.frame = detail }
    }
}
