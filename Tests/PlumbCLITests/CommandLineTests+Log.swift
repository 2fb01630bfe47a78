import Foundation
import Testing

/// `plumb explain --log` (SPEC §9; issue 19): a paste of UIKit's console log explained.
extension CommandLineTests {
    static let pastedLog = """
        2019-06-06 22:28:25.696300+0200 Lists[11996:175318] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        (
            "<NSAutoresizingMaskLayoutConstraint:0x60000286f390 h=--& v=--& UIView:0x7fe4bee22240.height == 0   (active)>",
            "<NSLayoutConstraint:0x60000286f610 V:[UILabel:0x7fe4bee22420'Tech']-(8)-|   (active, names: '|':UIView:0x7fe4bee22240 )>",
            "<NSLayoutConstraint:0x60000286f660 V:|-(8)-[UILabel:0x7fe4bee22420'Tech']   (active, names: '|':UIView:0x7fe4bee22240 )>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x60000286f610 V:[UILabel:0x7fe4bee22420'Tech']-(8)-|   (active, names: '|':UIView:0x7fe4bee22240 )>

        """

    @Test func explainLogText() throws {
        let path = try PlumbCommand.writeScene("console.log", Self.pastedLog)
        let run = try #require(PlumbCommand.run(["explain", "--log", path]))
        #expect(
            run.stdout == """
                \(path): log 1 at line 1: 3 constraints
                 * [0] UIView #1.Height = 0   (autoresizing h=--& v=--&, line 4)
                ✗* [1] UIView #1.Bottom = UILabel 'Tech'.Bottom + 8   (line 5)
                 * [2] UILabel 'Tech'.Top = UIView #1.Top + 8   (line 6)
                   ✗ broken by UIKit, * in the minimal conflicting set
                Minimal conflicting set: [0], [1], [2]
                UIKit broke [1]: leaving it out resolves the conflict.
                Breaking instead: [0] resolves it; [2] resolves it
                Hint [0]: UIView #1 translates its autoresizing mask into constraints (h=--& v=--&): if Auto Layout should place it, set translatesAutoresizingMaskIntoConstraints = false

                """)
        #expect(run.status == 1)
    }

    @Test func explainLogJSON() throws {
        let path = try PlumbCommand.writeScene("console-json.log", Self.pastedLog)
        let run = try #require(PlumbCommand.run(["explain", "--log", path, "--format", "json"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let logs = try #require(object["logs"] as? [[String: Any]])
        #expect(logs.count == 1)
        let log = logs[0]
        #expect(log["line"] as? Int == 1 && log["broken"] as? Int == 1)
        #expect(log["minimal"] as? [Int] == [0, 1, 2] && log["satisfiable_as_printed"] as? Bool == false)
        let constraints = try #require(log["constraints"] as? [[String: Any]])
        #expect(constraints.count == 3)
        #expect(constraints[0]["class"] as? String == "NSAutoresizingMaskLayoutConstraint")
        #expect(constraints[1]["equation"] as? String == "UIView #1.Bottom = UILabel 'Tech'.Bottom + 8")
        #expect(constraints.allSatisfy { $0["parsed"] as? Bool == true })
        let alternatives = try #require(log["alternatives"] as? [[String: Any]])
        #expect(alternatives.map { $0["break"] as? Int } == [0, 2])
        #expect((log["hints"] as? [[String: Any]])?.first?["constraint"] as? Int == 0)
        #expect(run.status == 1)
    }

    @Test func explainLogRefusals() throws {
        let empty = try PlumbCommand.writeScene("nothing.log", "Build succeeded.\nAll tests passed.\n")
        let none = try #require(PlumbCommand.run(["explain", "--log", empty]))
        #expect(
            none.stderr == "\(empty): error: no UIKit constraint log found (looked for \"Unable to simultaneously "
                + "satisfy constraints\" and entries like <NSLayoutConstraint:0x…>)\n")
        #expect(none.stdout == "" && none.status == 1)
        let both = try #require(PlumbCommand.run(["explain", "simple-single-view", "--log", empty]))
        #expect(both.stderr.hasPrefix("Error: give a recipe or scene file, or --log FILE\n") && both.status == 2)
        let json = try #require(
            PlumbCommand.run(["explain", "simple-single-view", "--format", "json", "--view", "Green View"]))
        #expect(json.stderr.hasPrefix("Error: --format json and --view: pick one\n") && json.status == 2)
    }

    /// `--scene-out`: the rebuilt system as a scene that reproduces the conflict.
    @Test func explainLogWritesAReproducingScene() throws {
        let path = try PlumbCommand.writeScene("console-scene.log", Self.pastedLog)
        let scene = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("rebuilt.yaml").path
        let run = try #require(PlumbCommand.run(["explain", "--log", path, "--scene-out", scene]))
        #expect(run.status == 1)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(
            text == """
                # Rebuilt by plumb explain --log from \(path), log 1 (line 1).
                # Every listed constraint is required, in the list's order; sizes the log does not give are free.
                name: "Console log 1"
                views:
                  - {name: "UIView #1"}
                  - {name: "UILabel 'Tech'", parent: "UIView #1"}
                constraints:
                  # [0] line 4: NSAutoresizingMaskLayoutConstraint
                  - "UIView #1.Height = 0"
                  # [1] line 5: NSLayoutConstraint
                  - "UIView #1.Bottom = UILabel 'Tech'.Bottom + 8"
                  # [2] line 6: NSLayoutConstraint
                  - "UILabel 'Tech'.Top = UIView #1.Top + 8"

                """)
        let explained = try #require(PlumbCommand.run(["explain", scene]))
        #expect(explained.stdout.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(explained.status == 1)
    }

    /// `--output`: the rebuilt views drawn with their constraints, the chosen sizes said.
    @Test func explainLogDrawsAPicture() throws {
        let path = try PlumbCommand.writeScene("console-picture.log", Self.pastedLog)
        let picture = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("log.png").path
        let run = try #require(PlumbCommand.run(["explain", "--log", path, "--output", picture]))
        #expect(run.status == 1)
        #expect(
            run.stdout.hasSuffix(
                "Picture: \(picture) (sizes and places the log leaves free are chosen: 120×44, stacked from the top left)\n"
            ))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: picture))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let scene = try #require(PlumbCommand.run(["explain", "simple-single-view", "--output", picture]))
        #expect(
            scene.stderr.hasPrefix("Error: --output goes with --log (plumb render draws scenes)\n") && scene.status == 2
        )
    }

    /// README's picture is what the command draws from README's example, byte for byte.
    @Test func theReadmePictureIsWhatTheCommandDraws() throws {
        let folder = URL(fileURLWithPath: PlumbCommand.packageRoot)
        let log = folder.appendingPathComponent("docs/examples/cell-height.txt").path
        let picture = URL(fileURLWithPath: try PlumbCommand.writeScene("readme-log.txt", ""))
            .deletingLastPathComponent().appendingPathComponent("readme-log.png").path
        let run = try #require(PlumbCommand.run(["explain", "--log", log, "--output", picture]))
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "Minimal conflicting set: [0], [1], [2], [8]\nUIKit broke [0]: leaving it out resolves the conflict.\n")
        )
        let drawn = try Data(contentsOf: URL(fileURLWithPath: picture))
        let committed = try Data(contentsOf: folder.appendingPathComponent("docs/images/console-log.png"))
        #expect(
            drawn == committed,
            "re-draw it: plumb explain --log docs/examples/cell-height.txt --output docs/images/console-log.png")
    }
}
