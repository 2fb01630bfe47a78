import Foundation
@_spi(Plumb) import PlumbUIKit

/// What went wrong in a layout while a view or view controller was hosted for a snapshot:
/// the conflicts UIKit would log (with its console text and Plumb's minimal set, each
/// constraint with the line of the team's code that made it) and the views whose frames their
/// constraints leave free. Kept per snapshotted view (a controller's is its view) until its
/// assertion asks.
@MainActor
enum SnapshotLayoutProblems {
    enum Problem: Equatable {
        case conflict(consoleText: String, constraints: [String], sources: [String?], broken: String)
        case ambiguous(String)
    }

    /// By the snapshotted view's item number (views are known by number, never by address).
    private static var pending: [Int: [Problem]] = [:]

    /// Runs `body` (the hosting's layout passes), collecting the conflicts it raises instead
    /// of printing them, then the ambiguous views of `view`'s tree; keeps both for `view`.
    static func record<T>(for view: UIView, _ body: () -> T) -> T {
        var result: T?
        let issues = PlumbLayoutIssues.collect { result = body() }
        var problems: [Problem] = []
        for issue in issues {
            switch issue {
            case let .conflict(conflict):
                problems.append(
                    .conflict(
                        consoleText: conflict.consoleText, constraints: conflict.constraints,
                        sources: conflict.sources, broken: conflict.broken))
            default:
                // Exceptions and drawing reports are printed as UIKit's console would; they do
                // not make the layout wrong.
                FileHandle.standardError.write(Data(issue.description.utf8))
            }
        }
        problems += view.ambiguousViewsInTree().map(Problem.ambiguous)
        pending[view.plumbItemID] = problems
        // Always set: `result` is assigned inside `collect`, which runs `body` once.
        return result!
    }

    /// The problems kept for the snapshotted view or controller, forgotten once taken.
    nonisolated static func take(for object: AnyObject) -> [Problem] {
        nonisolated(unsafe) let object = object
        return SnapshotHost.syncOnMainActor {
            guard let view = (object as? UIView) ?? (object as? UIViewController)?.viewIfLoaded else { return [] }
            return pending.removeValue(forKey: view.plumbItemID) ?? []
        }
    }

    /// The failure text: what was snapshotted, then each problem.
    nonisolated static func message(_ problems: [Problem], of object: AnyObject) -> String {
        var lines = [
            "Layout problems in \(type(of: object)) (`.plumbAllowsLayoutProblems` on the test snapshots it anyway):"
        ]
        for problem in problems {
            switch problem {
            case let .conflict(consoleText, constraints, sources, broken):
                lines.append(consoleText.trimmingCharacters(in: .newlines))
                lines.append("Plumb's minimal conflicting set:")
                for (index, constraint) in constraints.enumerated() {
                    let source = index < sources.count ? sources[index] : nil
                    lines.append("    \(constraint)" + (source.map { " (made at \($0))" } ?? " (made by UIKit)"))
                }
                lines.append("Broken: \(broken)")
            case let .ambiguous(view):
                lines.append("Ambiguous layout: \(view) not decided by its constraints")
            }
        }
        return lines.joined(separator: "\n")
    }
}
