/// UIKit's `NSLayoutDimension`: a width or height, which alone may equal a constant or a
/// multiple of another dimension.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.equal, nil as NSLayoutDimension?, constant: c, file: file, line: line)
    }

    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, nil as NSLayoutDimension?, constant: c, file: file, line: line)
    }

    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, nil as NSLayoutDimension?, constant: c, file: file, line: line)
    }

    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(
        equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
        line: UInt = #line
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0, file: file, line: line)
    }

    public func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    )
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c, file: file, line: line)
    }
}
