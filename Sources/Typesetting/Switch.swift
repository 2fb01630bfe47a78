import AutoLayout

/// A `UISwitch`: 51×31, hugging and resisting at 750 on both axes (Interface Builder's values).
public final class Switch: View, @unchecked Sendable {
    public var isOn: Bool
    public static let size = Size(width: 51, height: 31)

    public init(name: String, isOn: Bool = false) {
        self.isOn = isOn
        super.init(name: name)
        setContentHuggingPriority(750, for: .horizontal)
        setContentHuggingPriority(750, for: .vertical)
    }

    public override var intrinsicContentSize: Size { Self.size }
}
