import Testing

@testable import AutoLayout

/// Every rule of SPEC §3 on constraints built at run time, with UIKit's messages.
@Suite struct ValidationTests {
    let root = View(name: "Root")
    let a = View(name: "A")
    let b = View(name: "B")

    init() {
        root.addSubview(a)
        root.addSubview(b)
    }

    func rejection(
        _ first: LayoutAttribute, _ second: LayoutAttribute, multiplier: Double = 1,
        constant: Double = 0, toItem: Bool = true
    ) -> LayoutError? {
        do throws(LayoutError) {
            _ = try LayoutConstraint(
                item: a, attribute: first, relatedBy: .equal, toItem: toItem ? b : nil,
                attribute: second, multiplier: multiplier, constant: constant)
            return nil
        } catch {
            return error
        }
    }

    /// The error's case with the constraint it carries, as text.
    func shape(_ error: LayoutError?) -> String? {
        guard let error else { return nil }
        switch error {
        case let .invalidPairing(c, first, second): return "invalidPairing(\(c), \(first), \(second))"
        case let .mixesDirectionalAndAbsolute(c): return "mixesDirectionalAndAbsolute(\(c))"
        case let .locationEqualToConstant(c): return "locationEqualToConstant(\(c))"
        case let .nonFinite(c, constant, multiplier): return "nonFinite(\(c), \(constant), \(multiplier))"
        case let .priorityOutOfRange(c, value): return "priorityOutOfRange(\(c), \(value))"
        case let .noCommonAncestor(c, first, second):
            return "noCommonAncestor(\(c), \(first.name), \(second?.name ?? "nil"))"
        case let .notAnAttribute(c): return "notAnAttribute(\(c))"
        }
    }

    @Test func sizeWithLocationIsAnInvalidPairing() {
        #expect(shape(rejection(.width, .leading)) == "invalidPairing(A.Width = B.Leading, width, leading)")
        #expect(
            rejection(.top, .height)?.description
                == "Invalid pairing of layout attributes Top and Height: a size cannot be related to a location. (A.Top = B.Height)"
        )
    }

    @Test func horizontalWithVertical() {
        #expect(
            rejection(.leading, .top)?.description
                == "Invalid pairing of layout attributes Leading and Top: horizontal and vertical locations cannot be mixed. (A.Leading = B.Top)"
        )
        #expect(rejection(.centerY, .centerX) != nil)
    }

    @Test func leadingWithLeft() {
        #expect(shape(rejection(.leading, .left)) == "mixesDirectionalAndAbsolute(A.Leading = B.Left)")
        #expect(rejection(.rightMargin, .trailingMargin) != nil)
        #expect(rejection(.centerX, .left) == nil)
        #expect(rejection(.centerX, .trailing) == nil)
    }

    @Test func locationEqualToAConstant() {
        #expect(
            shape(rejection(.leading, .notAnAttribute, constant: 20, toItem: false))
                == "locationEqualToConstant(A.Leading = 20)")
        #expect(shape(rejection(.top, .bottom, multiplier: 0)) == "locationEqualToConstant(A.Top = 0 x B.Bottom)")
        #expect(rejection(.width, .notAnAttribute, constant: 20, toItem: false) == nil)
    }

    @Test func widthAndHeightMayMix() {
        #expect(rejection(.width, .height, multiplier: 1.5) == nil)
    }

    @Test func nonFiniteNumbersAndPriorities() throws {
        #expect(shape(rejection(.width, .width, multiplier: .nan)) == "nonFinite(A.Width = nan x B.Width, 0.0, nan)")
        #expect(rejection(.width, .width, multiplier: .nan)?.reason == "multiplier is not finite (nan)! That's illegal")
        #expect(
            rejection(.width, .width, constant: .infinity)?.description
                == "constant is not finite! That's illegal. (A.Width = B.Width + inf)")
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = 1001
        #expect(throws: LayoutError.priorityOutOfRange(constraint, 1001)) { try constraint.activate() }
        constraint.priority = 0
        #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(!constraint.isActive)
    }

    @Test func itemsWithoutACommonAncestor() {
        let stranger = View(name: "Stranger")
        let constraint = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor(constraint, a, stranger)) {
            try constraint.activate()
        }
        #expect(
            LayoutError.noCommonAncestor(constraint, a, stranger).description.hasPrefix(
                "Unable to activate constraint with anchors A and Stranger because they have no common ancestor."))
        #expect(
            LayoutError.noCommonAncestor(constraint, a, stranger).description.hasSuffix(
                "That's illegal. (A.Leading = Stranger.Leading)"))
    }
}
