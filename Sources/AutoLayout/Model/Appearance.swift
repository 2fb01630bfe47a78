/// UIKit's user interface style: which value of a dynamic colour is drawn.
public enum Appearance: String, Sendable, CaseIterable {
    case light
    case dark
}
