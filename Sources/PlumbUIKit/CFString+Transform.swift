// Core Foundation's string transform, which `import UIKit` brings on Apple platforms (UIKit
// re-exports Foundation, which re-exports Core Foundation) and Linux's Foundation does not
// export. ICU does the work, through Foundation's `applyingTransform`, as Core Foundation's
// own transform does on Apple platforms.

/// Core Foundation's string: toll-free bridged to `NSString` there, the same class here, so
/// `"Any-Hex/Java" as CFString` compiles as on iOS.
public typealias CFString = NSString

/// Core Foundation's range: a location and a length in UTF-16 units.
public struct CFRange: Equatable, Sendable {
    public var location: Int
    public var length: Int

    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

public func CFRangeMake(_ location: Int, _ length: Int) -> CFRange { CFRange(location: location, length: length) }

/// Applies the ICU transform `transform` (an ICU transform ID such as "Any-Latin" or
/// "Any-Hex/Java") to `string`, or to `range` of it, in place; `reverse` runs it backwards.
/// False, leaving the string as it was, when the transform is unknown or the range is not in
/// the string. On return `range` holds the transformed part's new length, as Core Foundation
/// sets it.
@discardableResult
public func CFStringTransform(
    _ string: NSMutableString, _ range: UnsafeMutablePointer<CFRange>?, _ transform: CFString, _ reverse: Bool
) -> Bool {
    let whole = NSRange(location: 0, length: string.length)
    let part = range.map { NSRange(location: $0.pointee.location, length: $0.pointee.length) } ?? whole
    guard part.location >= 0, part.length >= 0, NSMaxRange(part) <= string.length else { return false }
    let source = string.substring(with: part)
    guard
        let result = source.applyingTransform(
            StringTransform(rawValue: String(describing: transform)), reverse: reverse)
    else { return false }
    string.replaceCharacters(in: part, with: result)
    range?.pointee.length = (result as NSString).length
    return true
}
