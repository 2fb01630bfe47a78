import PlumbUIKit
import Testing

// `NSLayoutConstraint.constraints(withVisualFormat:…)`, as two of the study files use it.

@Suite @MainActor
struct VisualFormatTests {
    /// `H:|-16-[a]-8-[b(==a)]-16-|` in 320: two widths of (320 − 40) / 2 = 140; a column
    /// `V:|[plate(==5)][column(==10)]|` makes its container 15 high.
    @Test func formatsMakeInactiveConstraintsThatLayOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView()
        let a = UIView()
        let b = UIView()
        let plate = UIView()
        let column = UIView()
        for (view, parent) in [
            (container, root), (a, container), (b, container), (plate, container), (column, container),
        ] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        let views = ["a": a, "b": b, "plate": plate, "column": column]
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-margin-[a]-8-[b(==a)]-margin-|", options: [.alignAllTop, .alignAllBottom],
            metrics: ["margin": 16], views: views)
        #expect(horizontal.allSatisfy { !$0.isActive })
        #expect(horizontal.first?.firstItem === a && horizontal.first?.secondItem === container)
        let vertical = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|[plate(==5)][column(==10)]|", metrics: nil, views: views)
        NSLayoutConstraint.activate(horizontal + vertical)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|[container]|", metrics: nil, views: ["container": container])
                + [
                    container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    a.topAnchor.constraint(equalTo: container.topAnchor),
                    a.heightAnchor.constraint(equalToConstant: 15),
                    plate.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    plate.widthAnchor.constraint(equalToConstant: 5),
                    column.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                    column.widthAnchor.constraint(equalToConstant: 5),
                ])
        root.layoutIfNeeded()
        expectFrame(container, 0, 20, 320, 15)
        expectFrame(a, 16, 0, 140, 15)
        expectFrame(b, 164, 0, 140, 15)
        expectFrame(plate, 0, 0, 5, 5)
        expectFrame(column, 0, 5, 5, 10)
    }

    /// A format UIKit cannot parse raises there; here it is reported and makes nothing.
    @Test func anUnparsableFormatIsReported() throws {
        var made: [NSLayoutConstraint] = []
        let issues = PlumbLayoutIssues.collect {
            made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[missing]-|", metrics: nil, views: [:])
        }
        #expect(made.isEmpty)
        guard case let .exception(exception) = try #require(issues.first) else {
            Issue.record("expected an exception, got \(issues)")
            return
        }
        #expect(exception.name == "NSInvalidArgumentException" && exception.constraint == nil)
        #expect(exception.reason.hasPrefix("Unable to parse constraint format"))
        #expect(exception.reason.contains("missing"))
    }
}
