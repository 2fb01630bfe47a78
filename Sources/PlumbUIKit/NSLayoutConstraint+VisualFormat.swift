internal import AutoLayout

extension NSLayoutConstraint {
    /// UIKit's `NSLayoutFormatOptions`: alignment of the views a format names, and the
    /// direction its horizontal order runs in (UIKit's raw values, which the model's share).
    /// The spacing options (baseline to baseline) are not here: the model's parser has no
    /// such spacing, and an option that did nothing would lie.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing: FormatOptions = []
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
    }

    /// The constraints a Visual Format Language string describes, not yet active, made by the
    /// model's parser. A format UIKit cannot parse raises there; here it is reported as a
    /// `PlumbLayoutIssue.exception` with the parser's message, and no constraint is made.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any], file: StaticString = #fileID, line: UInt = #line
    ) -> [NSLayoutConstraint] {
        var items: [String: LayoutItem] = [:]
        var owners: [Int: AnyObject] = [:]
        for (name, object) in views {
            let item = layoutItem(object)
            items[name] = item.model
            owners[item.model.itemID] = item.object
        }
        var numbers: [String: Double] = [:]
        for (name, value) in metrics ?? [:] {
            switch value {
            case let number as CGFloat: numbers[name] = Double(number)
            case let number as Double: numbers[name] = number
            case let number as Int: numbers[name] = Double(number)
            case let number as Float: numbers[name] = Double(number)
            case let number as NSNumber: numbers[name] = number.doubleValue
            default: continue
            }
        }
        let made: [LayoutConstraint]
        do {
            made = try LayoutConstraint.constraints(
                withVisualFormat: format, options: AutoLayout.FormatOptions(rawValue: opts.rawValue),
                metrics: numbers, views: items)
        } catch {
            PlumbLayoutIssues.report(
                .exception(
                    .init(
                        name: "NSInvalidArgumentException",
                        reason: "Unable to parse constraint format: \(error.description)", constraint: nil)))
            return []
        }
        // `|` is a superview, which the views dictionary does not name: it is found through
        // its node.
        func owner(_ item: LayoutItem?) -> AnyObject? {
            guard let item else { return nil }
            return owners[item.itemID] ?? (item as? any UIKitNode)?.owner
        }
        return made.map { model in
            let constraint = NSLayoutConstraint(
                model: model, firstItem: owner(model.firstItem), firstAttribute: Attribute(model: model.firstAttribute),
                secondItem: owner(model.secondItem), secondAttribute: Attribute(model: model.secondAttribute),
                relation: Relation(model: model.relation))
            constraint.creationSite = "\(file):\(line)"
            return constraint
        }
    }
}
