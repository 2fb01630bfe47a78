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

    func rejection(_ first: LayoutAttribute, _ second: LayoutAttribute, multiplier: Double = 1,
                   constant: Double = 0, toItem: Bool = true) -> LayoutError?
    {
        do throws(LayoutError) {
            _ = try LayoutConstraint(item: a, attribute: first, relatedBy: .equal, toItem: toItem ? b : nil,
                                     attribute: second, multiplier: multiplier, constant: constant)
            return nil
        } catch {
            return error
        }
    }

    @Test func sizeWithLocationIsAnInvalidPairing() {
        #expect(rejection(.width, .leading) == .invalidPairing("A.Width = B.Leading", .width, .leading))
        #expect(rejection(.top, .height)?.description
            == "Invalid pairing of layout attributes Top and Height: a size cannot be related to a location. (A.Top = B.Height)")
    }

    @Test func horizontalWithVertical() {
        #expect(rejection(.leading, .top)?.description
            == "Invalid pairing of layout attributes Leading and Top: horizontal and vertical locations cannot be mixed. (A.Leading = B.Top)")
        #expect(rejection(.centerY, .centerX) != nil)
    }

    @Test func leadingWithLeft() {
        #expect(rejection(.leading, .left) == .mixesDirectionalAndAbsolute("A.Leading = B.Left"))
        #expect(rejection(.rightMargin, .trailingMargin) != nil)
        #expect(rejection(.centerX, .left) == nil)
        #expect(rejection(.centerX, .trailing) == nil)
    }

    @Test func locationEqualToAConstant() {
        #expect(rejection(.leading, .notAnAttribute, constant: 20, toItem: false)
            == .locationEqualToConstant("A.Leading = 20"))
        #expect(rejection(.top, .bottom, multiplier: 0) == .locationEqualToConstant("A.Top = 0 x B.Bottom"))
        #expect(rejection(.width, .notAnAttribute, constant: 20, toItem: false) == nil)
    }

    @Test func widthAndHeightMayMix() {
        #expect(rejection(.width, .height, multiplier: 1.5) == nil)
    }

    @Test func nonFiniteNumbersAndPriorities() throws {
        #expect(rejection(.width, .width, multiplier: .nan) == .nonFinite("A.Width = nan x B.Width"))
        #expect(rejection(.width, .width, constant: .infinity) != nil)
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = 1001
        #expect(throws: LayoutError.priorityOutOfRange("A.Width = 10 (Priority 1001)", 1001)) { try constraint.activate() }
        constraint.priority = 0
        #expect(throws: LayoutError.self) { try constraint.activate() }
        #expect(!constraint.isActive)
    }

    @Test func itemsWithoutACommonAncestor() {
        let stranger = View(name: "Stranger")
        let constraint = a.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor("A.Leading = Stranger.Leading", "A", "Stranger")) {
            try constraint.activate()
        }
        #expect(LayoutError.noCommonAncestor("c", "A", "Stranger").description.hasPrefix(
            "Unable to activate constraint with anchors A and Stranger because they have no common ancestor."))
    }
}
