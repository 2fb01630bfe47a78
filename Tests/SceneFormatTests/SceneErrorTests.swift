import Foundation
import SceneModel
import TestSupport
import Testing

@testable import AutoLayout
@testable import SceneFormat

/// Malformed scene files: every failure is one `SceneError` naming the file, the line, the
/// column and the offending text, with a suggestion where a near miss is obvious. Each test
/// asserts the whole error, so a message that drifts (or a line that moves) shows up here.
@Suite struct SceneErrorTests {
    // MARK: - The file as a whole

    @Test func truncatedInsideAFlowMappingPointsAtTheOpeningBrace() {
        // libyaml notices at the end of the file (line 4, which has nothing on it); the
        // error points at the `{` that is never closed instead.
        expectSceneError(
            "name: Cut\nviews:\n  - {name: Red View, background: red\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 5, text: "  - {name: Red View, background: red",
                message: "invalid YAML: the file ends inside a flow mapping that starts here "
                    + "(did not find expected ',' or '}')"),
            "scene.yaml:3:5: error: invalid YAML: the file ends inside a flow mapping that starts here "
                + "(did not find expected ',' or '}'): '  - {name: Red View, background: red'")
    }

    @Test func unclosedFlowSequenceNamesWhereItOpened() {
        let yaml = "name: Cut\nviews: [{name: Red View}\nconstraints:\n  - Red View.Width = 10\n"
        expectSceneError(
            yaml,
            SceneError(
                file: "scene.yaml", line: 3, column: 1, text: "constraints:",
                message:
                    "invalid YAML: did not find expected ',' or ']' (in a flow sequence that starts at line 2, column 8)"
            ),
            "scene.yaml:3:1: error: invalid YAML: did not find expected ',' or ']' "
                + "(in a flow sequence that starts at line 2, column 8): 'constraints:'")
    }

    @Test func windowsLineEndingsKeepTheLineText() {
        expectSceneError(
            "name: Cut\r\nviews:\r\n  - {name: A\r\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 5, text: "  - {name: A",
                message: "invalid YAML: the file ends inside a flow mapping that starts here "
                    + "(did not find expected ',' or '}')"))
    }

    @Test func binaryContentIsRejectedBeforeParsing() throws {
        let path = try TemporaryDirectory.write("binary.yaml", Data([0x00, 0xFF, 0xFE, 0x10, 0x80, 0x00]))
        expectSceneError(
            atPath: path,
            SceneError(
                file: path, line: nil, text: "", message: "not a UTF-8 text file (is it a YAML scene?)"),
            "\(path): error: not a UTF-8 text file (is it a YAML scene?)")
    }

    @Test func controlCharacterIsLocated() {
        expectSceneError(
            "name: X\nviews:\n  - name: A\u{01}B\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 12, text: "U+0001",
                message: "invalid YAML: control characters are not allowed"),
            "scene.yaml:3:12: error: invalid YAML: control characters are not allowed: 'U+0001'")
    }

    @Test func emptyFile() throws {
        expectSceneError(
            "", SceneError(file: "scene.yaml", line: nil, text: "", message: "the scene is empty"),
            "scene.yaml: error: the scene is empty")
        expectSceneError(
            "# only a comment\n",
            SceneError(file: "scene.yaml", line: nil, text: "", message: "the scene is empty"))
        let path = try TemporaryDirectory.write("empty.yaml", Data())
        expectSceneError(atPath: path, SceneError(file: path, line: nil, text: "", message: "the scene is empty"))
    }

    @Test func missingFileAndDirectory() throws {
        let missing = "\(TemporaryDirectory.path)/does-not-exist.yaml"
        expectSceneError(
            atPath: missing, SceneError(file: missing, line: nil, text: "", message: "no such file"),
            "\(missing): error: no such file")
        _ = try TemporaryDirectory.write("placeholder.yaml", Data())
        expectSceneError(
            atPath: TemporaryDirectory.path,
            SceneError(
                file: TemporaryDirectory.path, line: nil, text: "", message: "a directory, not a scene file"))
    }

    @Test func topLevelListInsteadOfAMapping() {
        expectSceneError(
            "- name: Red View\n- name: Blue View\n",
            SceneError(
                file: "scene.yaml", line: 1, column: 1, text: "",
                message: "a scene must be a mapping with 'views' and 'constraints', not a list"),
            "scene.yaml:1:1: error: a scene must be a mapping with 'views' and 'constraints', not a list")
    }

    @Test func unknownTopLevelKeySuggestsTheRightOne() {
        expectSceneError(
            "name: X\nviews: []\nconstraint:\n  - Red View.Width = 10\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 1, text: "constraint", message: "unknown key in the scene",
                suggestion: "constraints"),
            "scene.yaml:3:1: error: unknown key in the scene: 'constraint' (did you mean 'constraints'?)")
    }

    @Test func duplicateKeyPointsAtItsFirstUse() {
        expectSceneError(
            "name: X\nviews:\n  - name: A\n    background: red\n    background: blue\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 5, text: "background",
                message: "duplicate key (this one appears again later in the same mapping)"))
    }

    @Test func tabIndentationSaysSo() {
        expectSceneError(
            "name: X\nviews:\n\t- name: Red View\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 1, text: "\t- name: Red View",
                message:
                    "invalid YAML: found character that cannot start any token (YAML indents with spaces, not tabs)"))
    }

    @Test func deepNestingIsAnErrorWithAClippedExcerpt() {
        let yaml = "name: X\nviews: " + String(repeating: "[", count: 5000) + "\n"
        expectSceneError(
            yaml,
            SceneError(
                file: "scene.yaml", line: 2, column: 9, text: "views: " + String(repeating: "[", count: 73) + "…",
                message: "invalid YAML: nested too deeply"))
    }

    // MARK: - Views

    @Test func unknownViewKeySuggestsTheRightOne() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    backgroud: red\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 5, text: "backgroud", message: "unknown key in view 'Red View'",
                suggestion: "background"),
            "scene.yaml:4:5: error: unknown key in view 'Red View': 'backgroud' (did you mean 'background'?)")
    }

    @Test func duplicateViewNameIgnoringCase() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n  - name: red view\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 11, text: "red view",
                message: "duplicate view name (names match case-insensitively)"),
            "scene.yaml:4:11: error: duplicate view name (names match case-insensitively): 'red view'")
    }

    @Test func reservedViewNames() {
        expectSceneError(
            "name: X\nviews:\n  - name: Superview\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 11, text: "Superview",
                message: "reserved view name (constraints use 'Superview' for the other item's superview)"),
            "scene.yaml:3:11: error: reserved view name (constraints use 'Superview' for the other item's "
                + "superview): 'Superview'")
        expectSceneError(
            "name: X\nviews:\n  - name: root\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 11, text: "root",
                message: "reserved view name (the implicit root view is called 'Root')"))
    }

    @Test func unknownParentSuggestsANearName() {
        expectSceneError(
            "name: X\nviews:\n  - name: Container\n  - name: Red View\n    parent: Contaner\n",
            SceneError(
                file: "scene.yaml", line: 5, column: 13, text: "Contaner",
                message: "unknown parent (parents must come before their children)", suggestion: "Container"),
            "scene.yaml:5:13: error: unknown parent (parents must come before their children): 'Contaner' "
                + "(did you mean 'Container'?)")
    }

    @Test func parentDeclaredAfterItsChild() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    parent: Container\n  - name: Container\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 13, text: "Container",
                message: "unknown parent (parents must come before their children)"))
    }

    /// Found while fuzzing (issue 17): a chain of 20,000 views overflowed the stack in every
    /// command, and `explain` on a chain of 1,000 took minutes. Views nest at most 100 levels
    /// below the root; the error points at the parent that would make the 101st.
    @Test func viewsNestAtMostAHundredLevels() throws {
        func chain(_ count: Int) -> String {
            var yaml = "name: Deep\nviews:\n  - name: v1\n"
            for level in stride(from: 2, through: count, by: 1) {
                yaml += "  - name: v\(level)\n    parent: v\(level - 1)\n"
            }
            return yaml
        }
        let scene = try SceneLoader.standard.load(yaml: chain(100), file: "scene.yaml")
        #expect(scene.views.count == 100)
        expectSceneError(
            chain(101),
            SceneError(
                file: "scene.yaml", line: 203, column: 13, text: "v100",
                message: "views nest at most 100 levels below the root"),
            "scene.yaml:203:13: error: views nest at most 100 levels below the root: 'v100'")
        expectSceneError(
            chain(20_000),
            SceneError(
                file: "scene.yaml", line: 203, column: 13, text: "v100",
                message: "views nest at most 100 levels below the root"))
    }

    @Test func unknownColourSuggestsANamedOne() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    background: rde\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 17, text: "rde",
                message: "unknown colour (use #RRGGBB, a name, a system colour, or a light / dark pair)",
                suggestion: "red"),
            "scene.yaml:4:17: error: unknown colour (use #RRGGBB, a name, a system colour, or a light / dark pair): 'rde' (did you mean 'red'?)"
        )
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    background: \"#12345G\"\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 17, text: "#12345G",
                message: "unknown colour (use #RRGGBB, a name, a system colour, or a light / dark pair)"))
    }

    @Test func intrinsicSizeMustBeFinite() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    intrinsicSize: {width: .nan, height: 20}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 28, text: ".nan",
                message: "'width' in 'intrinsicSize' of view 'Red View' must be a finite number"),
            "scene.yaml:4:28: error: 'width' in 'intrinsicSize' of view 'Red View' must be a finite number: '.nan'")
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    intrinsicSize: {width: 20, height: .inf}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 40, text: ".inf",
                message: "'height' in 'intrinsicSize' of view 'Red View' must be a finite number"))
    }

    @Test func widthMustBeANumber() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    intrinsicSize: {width: wide, height: 20}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 28, text: "wide",
                message: "'width' in 'intrinsicSize' of view 'Red View' must be a number"),
            "scene.yaml:4:28: error: 'width' in 'intrinsicSize' of view 'Red View' must be a number: 'wide'")
    }

    @Test func contentPrioritiesMustBeWithinOneToAThousand() {
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    hugging: {horizontal: 0}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 27, text: "0", message: "priority must be within 1…1000"),
            "scene.yaml:4:27: error: priority must be within 1…1000: '0'")
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    hugging: {vertical: 1001}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 25, text: "1001", message: "priority must be within 1…1000"))
        expectSceneError(
            "name: X\nviews:\n  - name: Red View\n    compressionResistance: {vertical: .nan}\n",
            SceneError(
                file: "scene.yaml", line: 4, column: 39, text: ".nan",
                message: "'vertical' in 'compressionResistance' of view 'Red View' must be a finite number"))
    }

    @Test func viewEntriesMustBeMappingsWithNames() {
        expectSceneError(
            "name: X\nviews:\n  - Red View\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 5, text: "Red View",
                message: "each view must be a mapping with a name"))
        expectSceneError(
            "name: X\nviews:\n  - background: red\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 5, text: "", message: "a view needs a name"))
        expectSceneError(
            "name: X\nviews:\n  Red View: {}\n",
            SceneError(
                file: "scene.yaml", line: 3, column: 3, text: "views", message: "'views' must be a list"))
    }
}
