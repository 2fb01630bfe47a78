internal import InterfaceBuilder

// `<tableViewCell>` and `<collectionViewCell>`: the cell's own attributes; its
// `<tableViewCellContentView key="contentView">` (`<collectionViewCellContentView>`, or a
// `<view key="contentView">` in older documents) is the cell's existing content view.

extension NibObjectBuilder {
    static let selectionStyles: [String: UITableViewCell.SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    /// The content view a cell made here already has.
    func cellContentView(of view: UIView) -> UIView? {
        (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
    }

    func applyCellAttribute(_ name: String, _ value: String, _ element: IBElement, _ view: UIView) -> Bool {
        switch name {
        case "reuseIdentifier":
            if let cell = view as? UITableViewCell {
                cell.storedReuseIdentifier = value
            } else if let cell = view as? UICollectionReusableView {
                cell.storedReuseIdentifier = value
            } else {
                return false
            }
        case "selectionStyle":
            guard let cell = view as? UITableViewCell, let style = Self.selectionStyles[value] else { return false }
            cell.selectionStyle = style
        case "indentationWidth":
            guard let cell = view as? UITableViewCell else { return false }
            guard let width = number(value, name, element) else { return true }
            cell.indentationWidth = width
        case "indentationLevel":
            guard let cell = view as? UITableViewCell else { return false }
            guard let level = Int(value) else {
                report(element.line, "indentationLevel '\(value)' is not an integer: left at 0")
                return true
            }
            cell.indentationLevel = level
        // A content view's id of its cell: the cell it is read in already.
        case "tableViewCell", "collectionViewCell": break
        default: return false
        }
        return true
    }
}
