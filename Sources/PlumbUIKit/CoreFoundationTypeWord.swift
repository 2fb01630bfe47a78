/// The first stored property of every PlumbUIKit class whose instances code puts in attributed
/// strings (`UIFont`, `UIColor`, `NSParagraphStyle`), so that Foundation on Linux compares them
/// with `isEqual(_:)` instead of halting.
///
/// swift-corelibs-foundation keeps an attributed string's runs in CoreFoundation, which merges
/// neighbouring runs whose attributes are equal and so compares their values with `CFEqual`.
/// CoreFoundation reads its type information from the word after a Swift object's header,
/// where its own bridged classes keep it; in any other `NSObject` subclass that word is the
/// first stored property. So the class's first property decided what `CFEqual` did with two
/// different instances: a zero in bits 8 to 17 (a `UIColor` whose red is 0.5) is "not a type",
/// whose comparison halts the process with "Illegal instruction" (Simplenote's footer, two
/// runs each in a colour made anew); other bits picked an arbitrary CoreFoundation type.
/// This word holds the generic `CFType`'s id (1), which CoreFoundation treats as a Swift object
/// and asks Swift's `isEqual(_:)`, `hash` and `description`, as it does for Foundation's own
/// subclasses of its types. `AttributedTextTests` appends runs of distinct but equal values
/// (and unequal ones), so a Foundation that reads objects differently fails there first.
struct CoreFoundationTypeWord {
    /// CoreFoundation's type id sits in bits 8 to 17 of its info word.
    private let info: UInt64 = 1 << 8
}
