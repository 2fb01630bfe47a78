import AutoLayout
import Foundation
import TestSupport
import Testing

@testable import Typesetting

/// San Francisco when the user has it (issue 20; `reference/traits.md` §5). The tests copy
/// DejaVu Sans under SF's file names: enough to test which file is used and the tracking,
/// not SF's own widths (the fonts are Apple's and never shipped).
@Suite struct SystemFontsTests {
    /// A directory with DejaVu copies named as Apple's static SF Pro files (no Bold).
    static func fakeSFDirectory(_ names: [String]) throws -> String {
        let directory = try TemporaryDirectory.make()
        for name in names {
            let source = name.contains("Semibold") ? Font.systemBoldPath : Font.systemRegularPath
            try FileManager.default.copyItem(atPath: source, toPath: "\(directory)/\(name)")
        }
        return directory
    }

    @Test func theStaticFilesSwitchAtTwentyPoints() throws {
        let directory = try Self.fakeSFDirectory([
            "SF-Pro-Text-Regular.otf", "SF-Pro-Display-Regular.otf",
            "SF-Pro-Text-Semibold.otf",
        ])
        let fonts = SystemFonts.find(in: directory)
        #expect(fonts == .sanFranciscoStatic(directory: directory) && fonts.family == "SF Pro")
        let engine = TextEngine(systemFonts: fonts)
        #expect(engine.path(for: .systemFont(ofSize: 17)) == "\(directory)/SF-Pro-Text-Regular.otf")
        #expect(engine.path(for: .systemFont(ofSize: 19.5)) == "\(directory)/SF-Pro-Text-Regular.otf")
        #expect(engine.path(for: .systemFont(ofSize: 20)) == "\(directory)/SF-Pro-Display-Regular.otf")
        #expect(engine.path(for: .systemFont(ofSize: 15, weight: .semibold)) == "\(directory)/SF-Pro-Text-Semibold.otf")
        // A weight the user does not have falls back to the regular file of that size.
        #expect(engine.path(for: .systemFont(ofSize: 28, weight: .bold)) == "\(directory)/SF-Pro-Display-Regular.otf")
        // A custom font keeps its own file.
        #expect(engine.path(for: Font(size: 17, file: "/x/Custom.ttf")) == "/x/Custom.ttf")
        #expect(fonts.snapshotLine == "font: SF Pro\n")
        #expect(SystemFonts.dejaVu.snapshotLine == "")
    }

    @Test func theVariableFileAndNothing() throws {
        let variable = try Self.fakeSFDirectory(["SF-Pro.ttf"])
        let fonts = SystemFonts.find(in: variable)
        #expect(fonts == .sanFranciscoVariable(path: "\(variable)/SF-Pro.ttf"))
        // The instance: optical size follows the point size within 17…28, weight on `wght`.
        let engine = TextEngine(systemFonts: fonts)
        #expect(engine.path(for: .systemFont(ofSize: 12)) == "\(variable)/SF-Pro.ttf#opsz=17,wght=400")
        #expect(
            engine.path(for: .systemFont(ofSize: 22.5, weight: .semibold))
                == "\(variable)/SF-Pro.ttf#opsz=22.5,wght=600")
        #expect(engine.path(for: .systemFont(ofSize: 34, weight: .black)) == "\(variable)/SF-Pro.ttf#opsz=28,wght=900")
        #expect(FontFace.instance("/f/SF-Pro.ttf#opsz=17,wght=600").axes.map(\.value) == [17, 600])
        #expect(FontFace.instance("/f/Plain.ttf").path == "/f/Plain.ttf")
        // A file without those axes (DejaVu under SF's name here) ignores them: the text sets
        // as DejaVu, with SF's tracking.
        let width = try engine.layout("Hello", font: .systemFont(ofSize: 17)).size.width
        let plain = try TextEngine().layout("Hello", font: .systemFont(ofSize: 17)).size.width
        #expect(abs(width - (plain - 5 * 26 * 17 / 1000)) < 1e-9)
        let empty = try TemporaryDirectory.make()
        #expect(SystemFonts.find(in: empty) == .dejaVu)
        #expect(SystemFonts.find(in: nil) == .dejaVu)
        // Text alone is not enough: the Display file must be there too.
        #expect(SystemFonts.find(in: try Self.fakeSFDirectory(["SF-Pro-Text-Regular.otf"])) == .dejaVu)
    }

    /// SF's tracking is added after every glyph: −26/1000 em at 17 points, −23 at 20, +14 at
    /// 28, none at 12; DejaVu gets none.
    @Test func trackingFollowsTheHIGTable() throws {
        #expect(SystemFonts.trackingPerMille(17) == -26 && SystemFonts.trackingPerMille(20) == -23)
        #expect(SystemFonts.trackingPerMille(12) == 0 && SystemFonts.trackingPerMille(28) == 14)
        #expect(SystemFonts.trackingPerMille(42) == 9 && SystemFonts.trackingPerMille(100) == 0)
        let directory = try Self.fakeSFDirectory(["SF-Pro-Text-Regular.otf", "SF-Pro-Display-Regular.otf"])
        let sf = TextEngine(systemFonts: .find(in: directory))
        let dejaVu = TextEngine()
        for (size, perMille) in [(17.0, -26.0), (28.0, 14.0), (12.0, 0.0)] {
            let font = Font.systemFont(ofSize: size)
            let plain = try dejaVu.layout("Hello", font: font).size.width
            let tracked = try sf.layout("Hello", font: font).size.width
            #expect(abs(tracked - (plain + 5 * perMille * size / 1000)) < 1e-9, "\(size) pt")
        }
    }
}
