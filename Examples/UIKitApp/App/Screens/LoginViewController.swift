import UIKit

/// Sign-in form in a scroll view that keeps the focused field above the keyboard.
final class LoginViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signInButton = UIButton(type: .system)
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        view.backgroundColor = .systemBackground

        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: #selector(signIn), for: .touchUpInside)

        let form = UIStackView(arrangedSubviews: [emailField, passwordField, signInButton])
        form.axis = .vertical
        form.spacing = 12
        form.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(form)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            form.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 40),
            form.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -Theme.spacing),
            form.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: Theme.spacing * 2),
            form.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -Theme.spacing * 2),
            signInButton.heightAnchor.constraint(equalToConstant: Theme.buttonHeight),
        ])

        // Block-based observers: the selector-based form needs the Objective-C runtime, which
        // Linux does not have (PlumbUIKit leaves it out too).
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) {
                [weak self] notification in
                let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { self?.keyboardWillChange(to: frame) }
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.keyboardWillChange(to: nil) }
            },
        ]
    }

    /// The keyboard's frame (in the screen's coordinates, which are the view's: the screen is
    /// full-screen) pushes the form up by the part it covers; nil when it hides.
    private func keyboardWillChange(to frame: CGRect?) {
        let overlap = frame.map { max(0, view.bounds.maxY - $0.minY) } ?? 0
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
    }

    @objc private func signIn() {
        emailField.resignFirstResponder()
        passwordField.resignFirstResponder()
    }
}

/// The login screen as the app presents it: in a navigation controller.
final class LoginNavigationController: UINavigationController {
    init() {
        super.init(rootViewController: LoginViewController())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
