import Foundation
import Testing

/// Images and fonts a scene names that cannot be read: exit 1 with the scene's file, line and
/// column, the view and the reason, nothing on stdout and no PNG written (issue 16).
extension CommandLineTests {
    /// A 1×1 PNG: signature, IHDR, IDAT, IEND.
    static let onePixelPNG = [UInt8](
        Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!)

    static func resourceScene(_ name: String, view: String) -> String {
        """
        name: \(name)
        views:
          - name: Title
            kind: label
            text: Hello
        \(view)
        constraints:
          - Title.leading = superview.leading + 20
          - Title.top = superview.top + 20

        """
    }

    func expectFailure(_ scene: String, output: String, stderr: String) throws {
        for command in [["frames", scene], ["explain", scene], ["render", scene, "--output", output]] {
            let run = try #require(PlumbCommand.run(command))
            #expect(run.status == 1, "\(command[0])")
            #expect(!run.crashed)
            #expect(run.stdout == "", "\(command[0])")
            #expect(run.stderr == stderr, "\(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aTruncatedPNGIsAnErrorNamingTheFileAndView() throws {
        let dir = PlumbCommand.scratch
        let image = (dir as NSString).appendingPathComponent("truncated-photo.png")
        try Data(Self.onePixelPNG.prefix(40)).write(to: URL(fileURLWithPath: image))
        let scene = try PlumbCommand.writeScene(
            "truncated-photo.yaml",
            Self.resourceScene(
                "Photo",
                view: """
                      - name: Photo
                        kind: imageView
                        image: truncated-photo.png
                    """))
        try expectFailure(
            scene, output: (dir as NSString).appendingPathComponent("truncated-photo-out.png"),
            stderr: "\(scene):8:12: error: view 'Photo': not a readable PNG image: \(image) "
                + "(truncated at byte 40): 'truncated-photo.png'\n")
    }

    @Test func aCorruptPNGIsAnErrorNamingTheChunk() throws {
        let dir = PlumbCommand.scratch
        let image = (dir as NSString).appendingPathComponent("corrupt-photo.png")
        var bytes = Self.onePixelPNG
        bytes[45] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: image))
        let scene = try PlumbCommand.writeScene(
            "corrupt-photo.yaml",
            Self.resourceScene(
                "Photo",
                view: """
                      - name: Photo
                        kind: imageView
                        image: corrupt-photo.png
                    """))
        try expectFailure(
            scene, output: (dir as NSString).appendingPathComponent("corrupt-photo-out.png"),
            stderr: "\(scene):8:12: error: view 'Photo': not a readable PNG image: \(image) "
                + "(corrupt: chunk 'IDAT' at byte 33 fails its CRC check): 'corrupt-photo.png'\n")
    }

    @Test func aFontFileThatIsNotAFontIsAnErrorNamingTheFileAndView() throws {
        let dir = PlumbCommand.scratch
        let font = (dir as NSString).appendingPathComponent("not-a-font.ttf")
        try Data("this is not a font\n".utf8).write(to: URL(fileURLWithPath: font))
        let scene = try PlumbCommand.writeScene(
            "bad-font.yaml",
            Self.resourceScene(
                "Font",
                view: """
                      - name: Caption
                        kind: label
                        text: World
                        font: {size: 17, file: not-a-font.ttf}
                    """))
        try expectFailure(
            scene, output: (dir as NSString).appendingPathComponent("bad-font-out.png"),
            stderr: "\(scene):9:11: error: view 'Caption': not a font FreeType can read: \(font): "
                + "'\(font)'\n")
    }
}
