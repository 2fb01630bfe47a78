import Cassowary

// The rectangles of the layout guides, as required constraints on their variables.

extension LayoutEngine {
    func defineGuide(_ guide: LayoutGuide, _ record: ItemRecord) {
        let g = record.variables
        guard let owner = guide.owningView else { return }
        let o = variables(for: owner)
        let env = environmentVariables
        let name = guide.name
        func addSystem(_ constraint: Constraint, label: String) {
            record.systemConstraints.append(self.addSystem(constraint, label: label))
        }
        func pin(_ x: Expression, _ y: Expression, _ width: Expression, _ height: Expression) {
            addSystem(g.x == x, label: "\(name).minX (layout guide)")
            addSystem(g.y == y, label: "\(name).minY (layout guide)")
            addSystem(g.width == width, label: "\(name).Width (layout guide)")
            addSystem(g.height == height, label: "\(name).Height (layout guide)")
        }
        switch guide.kind {
        case .topLayoutGuide:
            pin(Expression(o.x), Expression(o.y), Expression(constant: 0), Expression(env.topInset))
        case .bottomLayoutGuide:
            pin(Expression(o.x), o.y + o.height - env.bottomInset, Expression(constant: 0), Expression(env.bottomInset))
        case .safeArea:
            if owner === root && fitting == nil {
                pin(
                    o.x + env.safeLeft, o.y + env.topInset, o.width - env.safeLeft - env.safeRight,
                    o.height - env.topInset - env.bottomInset)
            } else {
                pin(Expression(o.x), Expression(o.y), Expression(o.width), Expression(o.height))
            }
        case .layoutMargins:
            if preservesMargins(owner) {
                definePreservedMargins(guide, record, of: owner)
                return
            }
            let m = marginInsets(of: owner)
            pin(o.x + m.left, o.y + m.top, o.width - m.left - m.right, o.height - m.top - m.bottom)
        case .readableContent:
            let m = marginInsets(of: owner)
            let marginsWidth = o.width - m.left - m.right
            addSystem(g.y == o.y + m.top, label: "\(name).minY (layout guide)")
            addSystem(g.height == o.height - m.top - m.bottom, label: "\(name).Height (layout guide)")
            addSystem(g.x + 0.5 * g.width == o.x + m.left + 0.5 * marginsWidth, label: "\(name).CenterX (layout guide)")
            if owner === root && fitting == nil {
                addSystem(g.width == env.readableWidth, label: "\(name).Width (layout guide)")
            } else {
                // min(margins width, readable width): capped by both, pulled to the margins
                // above every optional level so only required constraints can win.
                addSystem(g.width <= Environment.readableWidth, label: "\(name).Width <= 672 (layout guide)")
                addSystem(g.width <= marginsWidth, label: "\(name).Width <= margins (layout guide)")
                addSystem((g.width == marginsWidth).with(priority: 999.99), label: "\(name).Width (layout guide)")
            }
        case .scrollFrame:
            pin(Expression(o.x), Expression(o.y), Expression(o.width), Expression(o.height))
        case .scrollContent:
            defineContentGuide(guide, record, owner: owner)
        case .custom:
            break
        }
    }
}
