import Foundation
import FuzzSupport
import PlumbUIKit

// A xib → `UINib(data:bundle:)` → its objects, with an owner that takes every outlet, each
// top-level view put in a phone-sized host and laid out. Whatever the bytes: no crash, and
// every problem reported as an issue that names the data and, when it names a line, a line
// the input has (a nib's problems are the team's to find in its file).
FuzzDriver.run { bytes in
    let data = Data(bytes)
    var lines = 1
    for byte in bytes where byte == 0x0A { lines += 1 }
    MainActor.assumeIsolated {
        let issues = PlumbLayoutIssues.collect {
            let objects = UINib(data: data, bundle: nil).instantiate(withOwner: NibFuzzOwner(), options: nil)
            for case let view as UIView in objects {
                let host = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                host.addSubview(view)
                host.layoutIfNeeded()
                _ = view.frame
                view.removeFromSuperview()
            }
        }
        for case .nib(let nib) in issues {
            guard nib.file == "<data>", nib.line.map({ $0 >= 1 && $0 <= lines }) ?? true else {
                fatalError("a nib issue naming no line of the input: \(nib)")
            }
        }
    }
}

/// An owner that takes any outlet, so that the connecting code runs for every name.
@MainActor
final class NibFuzzOwner: NSObject, UINibOutletConnecting {
    var outlets: [String: Any] = [:]
    func connectNibOutlet(_ name: String, to object: Any) -> Bool {
        outlets[name] = object
        return true
    }
}
