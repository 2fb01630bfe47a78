import Cassowary

/// The environment's numbers as solver variables, each pinned by a required edit variable so
/// that a rotation only suggests new values. The root's size, a view's, is never negative.
struct EnvironmentVariables {
    let width = Variable("Root", "Width", isNonNegative: true)
    let height = Variable("Root", "Height", isNonNegative: true)
    let topInset = Variable("Top Layout Guide.Length")
    let bottomInset = Variable("Bottom Layout Guide.Length")
    let safeLeft = Variable("Safe Area.LeftInset")
    let safeRight = Variable("Safe Area.RightInset")
    let marginLeft = Variable("Root.LeftMargin")
    let marginRight = Variable("Root.RightMargin")
    let readableWidth = Variable("Root.ReadableWidth")

    /// Each variable with its value in `environment`.
    func values(_ environment: Environment) -> [(Variable, Double)] {
        let safe = environment.safeAreaInsets
        let margins = environment.rootLayoutMargins
        return [
            (width, environment.size.width), (height, environment.size.height),
            (topInset, environment.topGuideLength), (bottomInset, environment.bottomGuideLength),
            (safeLeft, safe.left), (safeRight, safe.right),
            (marginLeft, margins.left), (marginRight, margins.right),
            (readableWidth, environment.rootReadableWidth),
        ]
    }
}

extension LayoutEngine {
    /// Pins the root's frame and the environment variables. The root's own width and height
    /// are edit variables, as UIKit's encapsulated layout size is.
    func installEnvironment() {
        let env = environmentVariables
        let rootVariables = ItemRecord(
            x: Variable(root.name, "minX"), y: Variable(root.name, "minY"), width: env.width, height: env.height)
        items[root.itemID] = rootVariables
        addSystem(rootVariables.x == 0, label: "\(root.name).minX = 0")
        addSystem(rootVariables.y == 0, label: "\(root.name).minY = 0")
        for (variable, value) in env.values(environment) {
            do {
                try solver.addEditVariable(variable, priority: .required)
                try solver.suggestValue(variable, value)
            } catch {
                // Fresh variables with finite values cannot fail; nothing to report.
            }
            labelEdit(variable, value)
        }
    }

    /// How an environment edit shows in conflicts: UIKit's encapsulated size for the root.
    func labelEdit(_ variable: Variable, _ value: Double) {
        guard let edit = solver.editConstraint(for: variable) else { return }
        labels[edit.id] = editLabel(variable, value)
    }

    func editLabel(_ variable: Variable, _ value: Double) -> String {
        let env = environmentVariables
        if variable === env.width {
            return "'UIView-Encapsulated-Layout-Width' \(root.name).Width = \(formatPoints(value))"
        } else if variable === env.height {
            return "'UIView-Encapsulated-Layout-Height' \(root.name).Height = \(formatPoints(value))"
        }
        return "\(variable.name) = \(formatPoints(value)) (device)"
    }

    func suggestEnvironment() {
        for (variable, value) in environmentVariables.values(environment) {
            do {
                try solver.suggestValue(variable, value)
                labelEdit(variable, value)
            } catch {
                // A required constraint fights the new size: keep the old value (and its
                // label), report it; the set names the refused value.
                if case let .unsatisfiable(failing, conflict) = error {
                    let members = conflict.filter { !$0.isImplicit }
                    let refused = editLabel(variable, value)
                    conflictRecords.append(
                        ConflictRecord(
                            conflict: Layout.Conflict(
                                broken: refused,
                                constraints: members.map { $0 === failing ? refused : label(of: $0) }),
                            brokenSolverConstraint: nil, members: members))
                }
            }
        }
    }
}
