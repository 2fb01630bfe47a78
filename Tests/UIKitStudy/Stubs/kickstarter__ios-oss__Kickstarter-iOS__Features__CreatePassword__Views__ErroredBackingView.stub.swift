// Stub: Kickstarter's own names (modules KDS, KsApi, Library, Prelude, ReactiveSwift — the
// last two are the app's dependencies) that ErroredBackingView.swift needs.
import UIKit

// Prelude's operators and lenses
precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}
precedencegroup LensSet {
    associativity: right
    higherThan: ForwardApplication
}
infix operator |> : ForwardApplication
infix operator ?|> : ForwardApplication
infix operator .~ : LensSet
infix operator %~ : LensSet

func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
func ?|> <A, B>(x: A?, f: (A) -> B) -> B? { x.map(f) }
func .~ <Root, Value>(keyPath: ReferenceWritableKeyPath<Root, Value>, value: Value) -> (Root) -> Root {
    { root in
        root[keyPath: keyPath] = value; return root
    }
}

struct Lens<Whole, Part> {
    let view: (Whole) -> Part
    let set: (Part, Whole) -> Whole
}
func %~ <Whole, Part>(lens: Lens<Whole, Part>, f: @escaping (Part) -> Part) -> (Whole) -> Whole {
    { whole in lens.set(f(lens.view(whole)), whole) }
}
struct LensHolder<Object> {}
protocol LensObject {}
extension NSObject: LensObject {}
extension LensObject {
    static var lens: LensHolder<Self> { LensHolder() }
}
extension LensHolder where Object: UIButton {
    func title(for state: UIControl.State) -> Lens<Object, String?> {
        Lens(
            view: { $0.title(for: state) },
            set: {
                $1.setTitle($0, for: state); return $1
            })
    }
}

// ReactiveSwift and the app's ReactiveExtensions
struct Signal<Value, Failure: Error> {
    func observeForUI() -> Signal { self }
    func observeValues(_ action: @escaping (Value) -> Void) {}
}
struct LabelReactiveExtensions {
    var text: Signal<String, Never> {
        get { Signal() }
        nonmutating set {}
    }
}
extension UILabel {
    var rac: LabelReactiveExtensions { LabelReactiveExtensions() }
}

// KsApi
struct ProjectAndBackingEnvelope {}

// Library
protocol ErroredBackingViewViewModelInputs {
    func configure(with value: ProjectAndBackingEnvelope)
    func manageButtonTapped()
}
protocol ErroredBackingViewViewModelOutputs {
    var finalCollectionDateText: Signal<String, Never> { get }
    var notifyDelegateManageButtonTapped: Signal<ProjectAndBackingEnvelope, Never> { get }
    var projectName: Signal<String, Never> { get }
}
protocol ErroredBackingViewViewModelType {
    var inputs: ErroredBackingViewViewModelInputs { get }
    var outputs: ErroredBackingViewViewModelOutputs { get }
}
final class ErroredBackingViewViewModel: ErroredBackingViewViewModelType, ErroredBackingViewViewModelInputs,
    ErroredBackingViewViewModelOutputs
{
    func configure(with value: ProjectAndBackingEnvelope) {}
    func manageButtonTapped() {}
    let finalCollectionDateText = Signal<String, Never>()
    let notifyDelegateManageButtonTapped = Signal<ProjectAndBackingEnvelope, Never>()
    let projectName = Signal<String, Never>()
    var inputs: ErroredBackingViewViewModelInputs { self }
    var outputs: ErroredBackingViewViewModelOutputs { self }
}

typealias ButtonStyle = (UIButton) -> UIButton
typealias LabelStyle = (UILabel) -> UILabel
typealias StackViewStyle = (UIStackView) -> UIStackView

let verticalStackViewStyle: StackViewStyle = { $0 }

enum Styles {
    static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 6 }
}
enum Spacing {
    static let unit_04: CGFloat = 16
}
enum Strings {
    static func Manage() -> String { "Manage" }
}
enum LegacyColors {
    case ksr_support_300, ksr_alert
    func uiColor() -> UIColor { fatalError() }
}
enum KSRButtonStyle { case filledDestructive }

extension UIButton {
    func applyStyleConfiguration(_ style: KSRButtonStyle) {}
}
extension UIFont {
    static func ksr_headline(size: CGFloat? = nil) -> UIFont { fatalError() }
    static func ksr_footnote(size: CGFloat? = nil) -> UIFont { fatalError() }
    var bolded: UIFont { self }
}
extension Bundle {
    static var framework: Bundle { Bundle.main }
}
extension UIEdgeInsets {
    init(topBottom: CGFloat, leftRight: CGFloat = 0) {
        self.init(top: topBottom, left: leftRight, bottom: topBottom, right: leftRight)
    }
}

func image(named name: String, inBundle bundle: Bundle = .main) -> UIImage? { nil }

func ksr_addArrangedSubviewsToStackView<S: UIStackView>() -> (([UIView], S)) -> S { { $0.1 } }
func ksr_addSubviewToParent<V: UIView, P: UIView>() -> ((V, P)) -> (V, P) { { $0 } }
func ksr_constrainViewToMarginsInParent<V: UIView, P: UIView>() -> ((V, P)) -> (V, P) { { $0 } }

// Library's UIView+Styles: hooks the app's views override (declared `@objc open` in an
// extension of UIView on iOS, which is what lets subclasses override them there).
extension UIView {
    func bindStyles() {}
    func bindViewModel() {}
}
