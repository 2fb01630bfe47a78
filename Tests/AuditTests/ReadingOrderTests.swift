import AutoLayout
import SceneFormat
import SceneModel
import Testing

/// VoiceOver's reading order (`AccessibilityOrder`) against AccessibilitySnapshot's published
/// rule, on hand-placed boxes whose orders are worked out in each test's comment: rows by the
/// 8-point (phone) and 13-point (iPad) tolerance, leading to trailing, groups placed by the
/// union of their elements, explicit orders, what is skipped. Every case is also laid out right
/// to left, where the mirrored layout must be read in the same sequence.
@Suite struct ReadingOrderTests {
    /// One box: a plain view made an element labelled with its name, at `x` from its parent's
    /// leading edge (so it mirrors) and `y` from its top, `width` × `height`.
    struct Box {
        var name: String
        var x: Double
        var y: Double
        var width = 50.0
        var height = 20.0
        var parent: String?
        /// The `accessibility:` mapping; an element labelled with the name unless given.
        var accessibility: String?
        var extra = ""
    }

    static func yaml(_ boxes: [Box]) -> String {
        var lines = ["name: Order", "views:"]
        for box in boxes {
            let accessibility = box.accessibility ?? "{isElement: true, label: \(box.name)}"
            lines.append(
                "  - {name: \(box.name)\(box.parent.map { ", parent: \($0)" } ?? ""), "
                    + "accessibility: \(accessibility)\(box.extra)}")
        }
        lines.append("constraints:")
        for box in boxes {
            let parent = "Superview"
            lines += [
                "  - \(box.name).Leading = \(parent).Leading + \(box.x)",
                "  - \(box.name).Top = \(parent).Top + \(box.y)",
                "  - \(box.name).Width = \(box.width)", "  - \(box.name).Height = \(box.height)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The elements' names in reading order, the scene read afresh for each layout.
    static func order(
        _ boxes: [Box], device: Device = .iPhone17, direction: LayoutDirection = .leftToRight
    ) throws -> [String] {
        try elements(boxes, device: device, direction: direction).map(\.name)
    }

    static func elements(
        _ boxes: [Box], device: Device = .iPhone17, direction: LayoutDirection = .leftToRight
    ) throws -> [AccessibilityElement] {
        let scene = try SceneLoader.standard.load(yaml: yaml(boxes), file: "order.yaml")
        let layout = LayoutEngine(
            root: scene.root, environment: scene.environment(device: device, direction: direction)
        ).layout()
        return AccessibilityOrder(root: scene.root, layout: layout).elements
    }

    /// A and B start 7 pt apart (under 8): one row, A leading. C starts 13 pt below B and 20
    /// below A: a row of its own, though it is the furthest right. D starts exactly 8 below C:
    /// the next row, though it is further left. Phone: A, B, C, D.
    static let rows = [
        Box(name: "A", x: 16, y: 100), Box(name: "B", x: 200, y: 107), Box(name: "C", x: 300, y: 120),
        Box(name: "D", x: 16, y: 128),
    ]

    @Test func rowsWithinEightPointsOnAPhone() throws {
        #expect(try Self.order(Self.rows) == ["A", "B", "C", "D"])
        // Mirrored (A at x 336, B 152, C 52, D 336 on the 402-pt screen), read right to left.
        let rtl = try Self.elements(Self.rows, direction: .rightToLeft)
        #expect(rtl.map(\.name) == ["A", "B", "C", "D"])
        #expect(rtl.map(\.frame.x) == [336, 152, 52, 336])
    }

    /// On an iPad the rows are 13 pt: C (120) and B (107) are 13 apart, still two rows; D (128)
    /// is 8 below C, now the same row, and leads it. iPad: A, B, D, C, in both directions.
    @Test func rowsWithinThirteenPointsOnAnIPad() throws {
        #expect(try Self.order(Self.rows, device: .iPadPro11) == ["A", "B", "D", "C"])
        #expect(try Self.order(Self.rows, device: .iPadPro11, direction: .rightToLeft) == ["A", "B", "D", "C"])
    }

    /// Left to right and right to left without mirroring: boxes pinned by `Left` stay put, and
    /// a row is then read right to left: B before A.
    @Test func unmirroredRowReadsRightToLeft() throws {
        let pinned = """
            name: Pinned
            views:
              - {name: A, accessibility: {isElement: true, label: A}}
              - {name: B, accessibility: {isElement: true, label: B}}
            constraints:
              - A.Left = Superview.Left + 16
              - B.Left = Superview.Left + 200
              - A.Top = Superview.Top + 100
              - B.Top = Superview.Top + 100
              - A.Width = 50
              - A.Height = 20
              - B.Width = 50
              - B.Height = 20

            """
        for (direction, expected) in [(LayoutDirection.leftToRight, ["A", "B"]), (.rightToLeft, ["B", "A"])] {
            let scene = try SceneLoader.standard.load(yaml: pinned, file: "pinned.yaml")
            let layout = LayoutEngine(root: scene.root, environment: scene.environment(direction: direction)).layout()
            #expect(AccessibilityOrder(root: scene.root, layout: layout).elements.map(\.name) == expected)
        }
    }

    /// A group (`groupsChildren`) is read whole where the union of its elements sorts: G1 at
    /// (16, 200) and G2 at (16, 300) make a union at (16, 200), ahead of R at (250, 250), so
    /// G1, G2, R. Without the group, each sorts alone: G1 (200), R (250), G2 (300).
    @Test func groupsSortByTheUnionOfTheirElements() throws {
        func boxes(grouped: Bool) -> [Box] {
            [
                Box(
                    name: "G", x: 16, y: 200, width: 150, height: 200,
                    accessibility: grouped ? "{groupsChildren: true}" : "{}"),
                Box(name: "G1", x: 0, y: 0, parent: "G"), Box(name: "G2", x: 0, y: 100, parent: "G"),
                Box(name: "R", x: 250, y: 250),
            ]
        }
        #expect(try Self.order(boxes(grouped: true)) == ["G1", "G2", "R"])
        #expect(try Self.order(boxes(grouped: false)) == ["G1", "R", "G2"])
        #expect(try Self.order(boxes(grouped: true), direction: .rightToLeft) == ["G1", "G2", "R"])
        #expect(try Self.order(boxes(grouped: false), direction: .rightToLeft) == ["G1", "R", "G2"])
    }

    /// `elements: [K2, K1]` reads K2 first though K1 is higher; the list is placed among its
    /// siblings by the union of its elements (16, 150), after T (16, 100) and before U (16, 400).
    @Test func explicitElementsKeepTheirOrder() throws {
        let boxes = [
            Box(name: "U", x: 16, y: 400), Box(name: "T", x: 16, y: 100),
            Box(name: "K", x: 16, y: 150, width: 200, height: 200, accessibility: "{elements: [K2, K1]}"),
            Box(name: "K1", x: 0, y: 0, parent: "K"), Box(name: "K2", x: 0, y: 100, parent: "K"),
        ]
        #expect(try Self.order(boxes) == ["T", "K2", "K1", "U"])
        #expect(try Self.order(boxes, direction: .rightToLeft) == ["T", "K2", "K1", "U"])
    }

    /// Skipped, as VoiceOver skips them: a hidden view, one faded to alpha 0, one 0 × 0, a
    /// container with `elementsHidden` (and its element), and the subviews of an element (the
    /// card is read as one). Kept: a view 0 wide but 20 high (only a 0 × 0 frame is skipped).
    @Test func whatIsNotRead() throws {
        let boxes = [
            Box(name: "Shown", x: 16, y: 100), Box(name: "Hidden", x: 16, y: 130, extra: ", hidden: true"),
            Box(name: "Faded", x: 16, y: 160, extra: ", alpha: 0"),
            Box(name: "Empty", x: 16, y: 190, width: 0, height: 0),
            Box(name: "Thin", x: 16, y: 220, width: 0, height: 20),
            Box(name: "Quiet", x: 16, y: 250, width: 100, height: 40, accessibility: "{elementsHidden: true}"),
            Box(name: "Inside Quiet", x: 0, y: 0, parent: "Quiet"),
            Box(name: "Card", x: 16, y: 300, width: 200, height: 80),
            Box(name: "Inside Card", x: 0, y: 0, parent: "Card"),
        ]
        #expect(try Self.order(boxes) == ["Shown", "Thin", "Card"])
    }

    /// `viewIsModal`: of the root's subviews only the (last) modal one is read.
    @Test func aModalViewHidesItsSiblings() throws {
        let boxes = [
            Box(name: "Behind", x: 16, y: 100),
            Box(name: "Sheet", x: 16, y: 300, width: 300, height: 200, accessibility: "{viewIsModal: true}"),
            Box(name: "Sheet Button", x: 10, y: 10, parent: "Sheet"),
            Box(name: "After", x: 16, y: 600),
        ]
        #expect(try Self.order(boxes) == ["Sheet Button"])
    }

    /// The snapshot's text, worked out by hand: frames as placed (the switch at its iOS 26
    /// size, 63 × 28), activation points at their centres, the kinds' defaults (a label's text
    /// and static text, a button's title and trait, a switch's "0"), a hint and an identifier
    /// from the scene.
    @Test func dumpListsWhatVoiceOverSays() throws {
        let scene = try SceneLoader.standard.load(
            yaml: """
                name: Form
                views:
                  - {name: Title, kind: label, text: "Say \\"hi\\"", accessibility: {traits: [staticText, header]}}
                  - {name: Save, kind: button, title: Save, accessibility: {hint: Saves the draft, identifier: save}}
                  - {name: Toggle, kind: switch}
                constraints:
                  - Title.Leading = Superview.Leading + 16
                  - Title.Top = Superview.Top + 100
                  - Title.Width = 100
                  - Title.Height = 20
                  - Save.Leading = Superview.Leading + 16
                  - Save.Top = Superview.Top + 140
                  - Save.Width = 80
                  - Save.Height = 44
                  - Toggle.Leading = Superview.Leading + 16
                  - Toggle.Top = Superview.Top + 200

                """, file: "form.yaml")
        let layout = LayoutEngine(root: scene.root, environment: scene.environment()).layout()
        let dump = AccessibilityOrder(root: scene.root, layout: layout).dump
        #expect(
            dump == """
                3 elements in VoiceOver order (left to right, rows within 8 pt)
                1. Root > Title
                   label: "Say \\"hi\\""
                   traits: staticText, header
                   frame: (16, 100, 100, 20)
                   activation point: (66, 110)
                2. Root > Save
                   label: "Save"
                   traits: button
                   hint: "Saves the draft"
                   identifier: "save"
                   frame: (16, 140, 80, 44)
                   activation point: (56, 162)
                3. Root > Toggle
                   label: (none)
                   value: "0"
                   traits: button
                   frame: (16, 200, 63, 28)
                   activation point: (47.5, 214)

                """)
    }

    /// Traits print by UIKit's names in bit order, whatever order they were given in; a bit
    /// UIKit does not name prints as its number rather than vanish.
    @Test func traitsPrintInBitOrder() {
        let traits: AccessibilityTraits = [.header, .button, AccessibilityTraits(rawValue: 1 << 20)]
        #expect(traits.names == ["button", "header", "bit20"])
        #expect(AccessibilityTraits(name: "StaticText") == .staticText)
        #expect(AccessibilityTraits(name: "heading") == nil)
    }
}
