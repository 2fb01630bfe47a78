import SceneModel
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Constraint lines: what the notation rejects, with the column of the offending part, and the
/// forms it accepts (case, spaces, the guide's own typos, every multiplier spelling).
extension SceneErrorTests {
    /// A scene whose last constraint, `line`, is on line 9 and starts in column 5.
    static func scene(_ line: String) -> String {
        """
        name: Lines
        views:
          - name: Red View
            background: red
          - name: Blue View
            background: blue
        constraints:
          - Red View.Top = Superview.Top
          - \(line)

        """
    }

    /// The error for `line`, located on line 9.
    static func lineError(_ column: Int, _ text: String, _ message: String, suggestion: String? = nil) -> SceneError {
        SceneError(file: "lines.yaml", line: 9, column: column, text: text, message: message, suggestion: suggestion)
    }

    // MARK: - Rejected lines

    /// A did-you-mean is for typos: names past `NameMatcher.longestSuggestedName` get none
    /// (two 100,000-character names once took 20 s to compare), shorter ones still do.
    @Test func veryLongUnknownNamesGetNoSuggestion() {
        let known = String(repeating: "x", count: 100_000)
        let typo = String(repeating: "x", count: 99_999) + "y"
        let yaml = "name: Long\nviews:\n  - name: \(known)\nconstraints:\n  - \(typo).Width = 10\n"
        expectSceneError(
            yaml, file: "long.yaml",
            SceneError(file: "long.yaml", line: 5, column: 5, text: typo, message: "unknown item"))
        var matcher = NameMatcher<Int>(ignoresSpaces: false)
        matcher.add(String(repeating: "a", count: 200) + "b", 1)
        #expect(
            matcher.suggestion(for: String(repeating: "a", count: 200) + "c") == String(repeating: "a", count: 200)
                + "b")
        #expect(matcher.suggestion(for: String(repeating: "a", count: 300)) == nil)
    }

    @Test func priorityOutOfRangePointsAtTheNumber() {
        expectSceneError(
            Self.scene("Red View.Leading = Superview.LeadingMargin (Priority 2000)"), file: "lines.yaml",
            Self.lineError(58, "2000", "priority must be within 1…1000"),
            "lines.yaml:9:58: error: priority must be within 1…1000: '2000'")
        expectSceneError(
            Self.scene("Red View.Leading = Superview.LeadingMargin @0"), file: "lines.yaml",
            Self.lineError(49, "0", "priority must be within 1…1000"))
        expectSceneError(
            Self.scene("Red View.Width = Blue View.Width (Priority 750"), file: "lines.yaml",
            Self.lineError(38, "(Priority 750", "expected ')' after the priority"))
    }

    @Test func unknownItemSuggestsAView() {
        expectSceneError(
            Self.scene("Red Veiw.Leading = Superview.LeadingMargin"), file: "lines.yaml",
            Self.lineError(5, "Red Veiw", "unknown item", suggestion: "Red View"),
            "lines.yaml:9:5: error: unknown item: 'Red Veiw' (did you mean 'Red View'?)")
        // The right-hand item's column is its own.
        expectSceneError(
            Self.scene("Red View.Width = Blu View.Width"), file: "lines.yaml",
            Self.lineError(22, "Blu View", "unknown item", suggestion: "Blue View"))
    }

    @Test func unknownAttributeSuggestsOne() {
        expectSceneError(
            Self.scene("Red View.Botton = Superview.Bottom"), file: "lines.yaml",
            Self.lineError(14, "Botton", "unknown attribute", suggestion: "Bottom"),
            "lines.yaml:9:14: error: unknown attribute: 'Botton' (did you mean 'Bottom'?)")
    }

    @Test func lineWithoutARelation() {
        expectSceneError(
            Self.scene("Red View.Leading Superview.LeadingMargin"), file: "lines.yaml",
            Self.lineError(5, "Red View.Leading Superview.LeadingMargin", "expected a relation (=, >=, <=)"))
    }

    @Test func lineWithoutARightHandSide() {
        // The column is just after the relation, where the right-hand side should start.
        expectSceneError(
            Self.scene("Red View.Leading ="), file: "lines.yaml",
            Self.lineError(23, "Red View.Leading =", "expected a right-hand side after the relation"),
            "lines.yaml:9:23: error: expected a right-hand side after the relation: 'Red View.Leading ='")
        expectSceneError(
            Self.scene("Red View.Width = Blue View.Width +"), file: "lines.yaml",
            Self.lineError(38, "+", "expected a constant after '+'"))
    }

    @Test func rightHandSideThatIsNeitherAConstantNorAnItem() {
        expectSceneError(
            Self.scene("Red View.Width = abc"), file: "lines.yaml",
            Self.lineError(22, "abc", "expected a constant or Item.Attribute"),
            "lines.yaml:9:22: error: expected a constant or Item.Attribute: 'abc'")
    }

    @Test func misspelledConstantSuggestsStandard() {
        expectSceneError(
            Self.scene("Red View.Leading = Blue View.Trailing + Stndard"), file: "lines.yaml",
            Self.lineError(45, "Stndard", "expected a number or Standard after '+'", suggestion: "Standard"),
            "lines.yaml:9:45: error: expected a number or Standard after '+': 'Stndard' "
                + "(did you mean 'Standard'?)")
        expectSceneError(
            Self.scene("Red View.Top = Blue View.Bottom - 20 0"), file: "lines.yaml",
            Self.lineError(39, "20 0", "expected a number or Standard after '-'"))
    }

    @Test func twoLinesRunTogether() {
        // A lost line break joins two constraints into one YAML scalar.
        expectSceneError(
            Self.scene("Red View.Width = 10 Red View.Height = 20"), file: "lines.yaml",
            Self.lineError(41, "=", "expected one relation per line, found a second"))
    }

    // SPEC §3's illegal constraints, with UIKit's exception texts.

    @Test func sizeWithLocation() {
        let line = "Red View.Width = Blue View.Leading"
        expectSceneError(
            Self.scene(line), file: "lines.yaml",
            Self.lineError(
                5, line,
                "Invalid pairing of layout attributes Width and Leading: a size cannot be related to a location"),
            "lines.yaml:9:5: error: Invalid pairing of layout attributes Width and Leading: a size cannot be related "
                + "to a location: 'Red View.Width = Blue View.Leading'")
    }

    @Test func locationEqualToAConstant() {
        let line = "Red View.Leading = 20"
        expectSceneError(
            Self.scene(line), file: "lines.yaml",
            Self.lineError(
                5, line,
                "A multiplier of 0 or a nil second item together with a location for the first attribute "
                    + "creates an illegal constraint of a location equal to a constant. Location attributes must be "
                    + "specified in pairs"))
    }

    @Test func horizontalWithVertical() {
        let line = "Red View.Leading = Blue View.Top"
        expectSceneError(
            Self.scene(line), file: "lines.yaml",
            Self.lineError(
                5, line,
                "Invalid pairing of layout attributes Leading and Top: horizontal and vertical locations "
                    + "cannot be mixed"))
    }

    @Test func leadingWithLeft() {
        let line = "Red View.Leading = Blue View.Left"
        expectSceneError(
            Self.scene(line), file: "lines.yaml",
            Self.lineError(
                5, line,
                "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                    + "Use leading/trailing for both or neither"))
    }

    @Test func nonFiniteConstant() {
        let line = "Red View.Width = Blue View.Width + 1e400"
        expectSceneError(
            Self.scene(line), file: "lines.yaml",
            Self.lineError(5, line, "constant is not finite! That's illegal"))
    }

    // MARK: - Accepted lines

    /// Loads `line` as the scene's last constraint.
    static func accepted(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> LayoutConstraint? {
        do {
            return try SceneLoader.standard.load(yaml: scene(line), file: "lines.yaml").constraints.last
        } catch {
            Issue.record("'\(line)' was rejected: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test func namesAndAttributesMatchIgnoringCase() throws {
        let constraint = try #require(Self.accepted("red view.leading = superview.leadingmargin"))
        #expect(constraint.firstItem.name == "Red View")
        #expect(constraint.firstAttribute == .leading)
        #expect(constraint.secondItem?.name == SceneLoader.rootName)
        #expect(constraint.secondAttribute == .leadingMargin)
        // Reports show the line as written.
        #expect(constraint.description == "red view.leading = superview.leadingmargin")
    }

    @Test func spacesInsideAttributeNames() throws {
        let constraint = try #require(Self.accepted("Red View.Leading = Superview.Leading Margin"))
        #expect(constraint.secondAttribute == .leadingMargin)
    }

    @Test func theGuidesOwnTypoResolves() throws {
        // The guide writes `Name label.Baseline` for a view named `Name Label`.
        let yaml = """
            name: Typo
            views:
              - name: Name Label
              - name: Field
            constraints:
              - Name label.Baseline = Field.Baseline
            """
        let scene = try SceneLoader.standard.load(yaml: yaml, file: "typo.yaml")
        let constraint = try #require(scene.constraints.first)
        #expect(constraint.firstItem.name == "Name Label")
        #expect(constraint.firstAttribute == .lastBaseline)
    }

    @Test(arguments: [
        "Red View.Width = 200% x Blue View.Width",
        "Red View.Width = 2/1 x Blue View.Width",
        "Red View.Width = 2:1 x Blue View.Width",
        "Red View.Width = 2.0 * Blue View.Width",
        "Red View.Width = 2 × Blue View.Width",
        "Red View.Width = 2.0 x Blue View.Width (Priority 750)",
    ])
    func everyMultiplierSpellingGivesTwo(_ line: String) throws {
        let constraint = try #require(Self.accepted(line))
        #expect(constraint.multiplier == 2)
        #expect(constraint.secondAttribute == .width)
    }

    /// Every number form the guide and YAML write: exponents (their sign is not the constant's
    /// operator), a sign after the operator (the two combine), in constants, multipliers and
    /// priorities.
    @Test(arguments: [
        ("Red View.Top = Blue View.Bottom + 1e-5", 1.0, 1e-5, 1000.0),
        ("Red View.Top = Blue View.Bottom + 1E+2", 1.0, 100.0, 1000.0),
        ("Red View.Top = Blue View.Bottom - 2.5e1", 1.0, -25.0, 1000.0),
        ("Red View.Top = Blue View.Bottom + -8", 1.0, -8.0, 1000.0),
        ("Red View.Top = Blue View.Bottom - -8", 1.0, 8.0, 1000.0),
        ("Red View.Top = Blue View.Bottom - +8", 1.0, -8.0, 1000.0),
        ("Red View.Top = Blue View.Bottom + .5", 1.0, 0.5, 1000.0),
        ("Red View.Width = 1e-3 x Blue View.Width + 3", 1e-3, 3.0, 1000.0),
        ("Red View.Width = 2.5E1 * Blue View.Width - 1e2", 25.0, -100.0, 1000.0),
        ("Red View.Width = -2 x Blue View.Width", -2.0, 0.0, 1000.0),
        ("Red View.Width = Blue View.Width @7.5e2", 1.0, 0.0, 750.0),
        ("Red View.Width = Blue View.Width (Priority 2.5E2)", 1.0, 0.0, 250.0),
    ])
    func numberForms(_ line: String, _ multiplier: Double, _ constant: Double, _ priority: Double) throws {
        let constraint = try #require(Self.accepted(line))
        #expect(constraint.secondItem?.name == "Blue View")
        #expect(constraint.multiplier == multiplier)
        #expect(constraint.constant == constant)
        #expect(constraint.priority.value == priority)
    }

    /// What `Double(_:)` would read but no layout means (`nan`, `inf`, hex) is an error naming
    /// the text, not a strange value.
    @Test func numbersThatAreNotDecimalAreRejected() {
        expectSceneError(
            Self.scene("Red View.Width = 0x10"), file: "lines.yaml",
            Self.lineError(22, "0x10", "expected a decimal number (digits, an optional fraction and exponent)"),
            "lines.yaml:9:22: error: expected a decimal number (digits, an optional fraction and exponent): '0x10'")
        expectSceneError(
            Self.scene("Red View.Width = -inf"), file: "lines.yaml",
            Self.lineError(22, "-inf", "expected a decimal number (digits, an optional fraction and exponent)"))
        expectSceneError(
            Self.scene("Red View.Width = Blue View.Width + nan"), file: "lines.yaml",
            Self.lineError(40, "nan", "expected a number or Standard after '+'"))
        expectSceneError(
            Self.scene("Red View.Width = Blue View.Width @nan"), file: "lines.yaml",
            Self.lineError(39, "nan", "expected a number after '@'"))
    }

    /// Messages quote the text as written, with control characters escaped: a line break or
    /// an escape sequence in a name cannot split the message or act on the terminal.
    @Test func messagesEscapeControlCharacters() {
        let escape = "name: Lines\nviews:\n  - name: A\nconstraints:\n  - \"A.Wid\\e[31mth = 10\"\n"
        expectSceneError(
            escape, file: "lines.yaml",
            SceneError(file: "lines.yaml", line: 5, column: 7, text: "Wid\u{1B}[31mth", message: "unknown attribute"),
            "lines.yaml:5:7: error: unknown attribute: 'Wid\\u{1B}[31mth'")
        let newline = "name: Lines\nviews:\n  - name: A\nconstraints:\n  - \"A.Width = 10\\n\"\n"
        expectSceneError(
            newline, file: "lines.yaml",
            SceneError(
                file: "lines.yaml", line: 5, column: 15, text: "10\n", message: "expected a constant or Item.Attribute"),
            "lines.yaml:5:15: error: expected a constant or Item.Attribute: '10\\n'")
        #expect("a\nb\tc\u{7F}\u{202E}d".escapedForMessage == "a\\nb\\tc\\u{7F}\\u{202E}d")
        #expect("Größe ✓".escapedForMessage == "Größe ✓")
    }
}
