import Foundation
@_spi(Plumb) import PlumbUIKit
import PlumbUIKitSnapshotTesting
import SnapshotTesting
import Testing

/// One assertion over devices × content sizes × appearances × directions × iOS versions.
@MainActor
@Suite struct MatrixTests {
    @Test func variantsAreNamedAndOrdered() {
        let matrix = UIKitSnapshotMatrix(
            devices: [.iPhoneSe, .iPadPro11(.portrait(splitView: .oneThird))],
            contentSizes: [.unspecified, .accessibilityExtraExtraExtraLarge], appearances: [.light, .dark],
            layoutDirections: [.leftToRight, .rightToLeft], iosVersions: [nil, 18])
        let names = matrix.variants.map(\.name)
        #expect(names.count == 32)
        #expect(
            Array(names.prefix(5)) == [
                "iphone-se-portrait-ltr", "iphone-se-portrait-ltr-ios18", "iphone-se-portrait-rtl",
                "iphone-se-portrait-rtl-ios18", "iphone-se-portrait-ltr-dark",
            ])
        #expect(names.last == "ipad-pro-11-portrait-one-third-rtl-ax5-dark-ios18")
        #expect(Set(names).count == 32)
        let custom = UIKitSnapshotMatrix(devices: [ViewImageConfig(size: CGSize(width: 320, height: 480))])
        #expect(custom.variants.map(\.name) == ["320x480-ltr"])
    }

    @Test func oneReferencePerVariant() throws {
        let root = temporaryReferences("matrix")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let matrix = UIKitSnapshotMatrix(
            devices: [.iPhoneSe, .iPhone13(.landscape)], appearances: [.light, .dark],
            layoutDirections: [.leftToRight, .rightToLeft])
        try PlumbSnapshots.$root.withValue(root) {
            withKnownIssue {
                assertSnapshots(of: BodyTextViewController(), matrix: matrix)
                assertSnapshots(of: BodyTextViewController(), matrix: matrix, as: .recursiveDescription)
            }
            let files = try FileManager.default.contentsOfDirectory(atPath: root + "/MatrixTests").sorted()
            #expect(files.count == 16)
            #expect(files.first == "oneReferencePerVariant.iphone-13-landscape-ltr-dark.png")
            #expect(files.last == "oneReferencePerVariant.iphone-se-portrait-rtl.txt")
            // Recorded, every variant passes.
            assertSnapshots(of: BodyTextViewController(), matrix: matrix)
            assertSnapshots(of: BodyTextViewController(), matrix: matrix, as: .recursiveDescription)
            // Right to left puts the label on the right; dark draws the system background dark.
            let rtl = try String(
                contentsOfFile: root + "/MatrixTests/oneReferencePerVariant.iphone-se-portrait-rtl.txt", encoding: .utf8
            )
            #expect(rtl.contains("| <UILabel; frame = (2"))
            let dark = try #require(
                FileManager.default.contents(
                    atPath: root + "/MatrixTests/oneReferencePerVariant.iphone-se-portrait-ltr-dark.png"))
            let light = try #require(
                FileManager.default.contents(
                    atPath: root + "/MatrixTests/oneReferencePerVariant.iphone-se-portrait-ltr.png"))
            let darkCorner = try #require(UIImage(data: dark)?.premultipliedRGBA).bytes[0..<4]
            let lightCorner = try #require(UIImage(data: light)?.premultipliedRGBA).bytes[0..<4]
            #expect(Array(lightCorner) == [255, 255, 255, 255])
            #expect(Array(darkCorner) == [0, 0, 0, 255])
        }
    }
}
