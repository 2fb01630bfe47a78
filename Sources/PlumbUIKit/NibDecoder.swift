/// The coder a nib's views are made with (`init?(coder:)`, as UIKit makes them, so a subclass's
/// setup there runs). A xib's values are set as properties after the view is made, so the
/// archive it stands for is empty: every key is absent, as an unarchiver answers for a key it
/// does not hold. Foundation's own `NSCoder` traps on these calls instead.
final class NibDecoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeDouble(forKey key: String) -> Double { 0 }
}
