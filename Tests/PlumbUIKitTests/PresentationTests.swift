import PlumbUIKit
import Testing

/// Modal presentation keeps UIKit's relationships and runs completions at once; alerts and
/// pickers store what code gives them.
@Suite @MainActor
struct PresentationTests {
    @Test func presentingLinksTheControllersAndDismissingUnlinksThem() {
        let home = UIViewController()
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var deleted = false
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in deleted = true }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        alert.preferredAction = delete
        alert.addTextField { $0.placeholder = "Type DELETE" }
        var presented = false
        home.present(alert, animated: true) { presented = true }
        #expect(presented && home.presentedViewController === alert && alert.presentingViewController === home)
        #expect(alert.isViewLoaded)
        #expect(alert.title == "Delete?" && alert.message == "It cannot be undone.")
        #expect(
            alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.actions.map(\.style) == [.cancel, .destructive])
        #expect(alert.preferredAction === delete)
        #expect(alert.textFields?.map(\.placeholder) == ["Type DELETE"])
        // Already presenting: UIKit refuses a second one.
        let other = UIViewController()
        home.present(other, animated: false)
        #expect(home.presentedViewController === alert && other.presentingViewController == nil)
        // A test may run an action's handler, as a tap would.
        delete.handler?(delete)
        #expect(deleted)
        var dismissed = false
        alert.dismiss(animated: true) { dismissed = true }
        #expect(dismissed && home.presentedViewController == nil && alert.presentingViewController == nil)
    }

    @Test func dismissingAPresenterDismissesTheChainAboveIt() {
        let first = UIViewController(), second = UIViewController(), third = UIViewController()
        first.present(second, animated: false)
        second.present(third, animated: false)
        first.dismiss(animated: false)
        #expect(first.presentedViewController == nil && second.presentingViewController == nil)
        #expect(second.presentedViewController == nil && third.presentingViewController == nil)
    }

    @Test func anActionSheetTakesNoTextFieldsAndAPreferredActionMustBeItsOwn() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        sheet.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
        #expect(sheet.preferredAction == nil)
    }

    final class Picker: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var cancelled = false
        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { cancelled = true }
    }

    @Test func anImagePickerHasNoSourceOnLinuxAndKeepsItsDelegate() {
        let owner = Picker()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = owner
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        picker.imagePickerDelegate?.imagePickerControllerDidCancel(picker)
        #expect(owner.cancelled)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    }

    @Test func aStoryboardIsOneUIKitCouldNotFind() {
        #expect(UIViewController().storyboard == nil)
        var made: UIViewController?
        let issues = PlumbLayoutIssues.collect {
            made = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Camera")
        }
        #expect(made != nil)
        #expect(
            issues.map(\.description) == [
                "PlumbUIKit: UIKit raises NSInvalidArgumentException here (Plumb goes on without it): Could not find "
                    + "a storyboard named 'Main' in bundle: PlumbUIKit does not read storyboards\n"
            ])
    }

    @Test func urlsDoNotOpenAndTheStatusBarStyleIsStored() {
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        #expect(opened == false && !UIApplication.shared.canOpenURL(URL(string: "mailto:a@b.c")!))
        final class Dark: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        #expect(
            Dark().preferredStatusBarStyle == .lightContent && UIViewController().preferredStatusBarStyle == .default)
    }
}
