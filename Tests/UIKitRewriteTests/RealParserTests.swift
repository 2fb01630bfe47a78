import Foundation
import TestSupport
import Testing
import UIKitRewrite

/// The rewrite's output parses with the real parser: `swiftc -parse` (Swift 6's bare regex
/// literals on) accepts each sample and its rewrite. The samples are the fuzzer's seeds and the
/// constructs of `SourceRewriterTests` put together as valid Swift.
@Suite struct RealParserTests {
    static let samples: [String] = [
        """
        @objcMembers final class Card: NSObject {
            @IBOutlet weak var label: UILabel!
            @objc(didTapWithSender:) func didTap(_ sender: Any) {}
            @objc
            @IBAction
            func tap() {}
            @objc (spaced) func spaced() {}
            @objc(multi:
              line:) func multi(_ a: Int, line: Int) {}
            @MainActor @objc dynamic var value = 0
            dynamic
            var split = 0
            private(set) dynamic var other = 0
            @objc @IBInspectable dynamic var radius = 0
            let dynamic = 1
            func f() { _ = self.dynamic; _ = `dynamic` }
        }
        @objc protocol Delegate { func done() }
        """,
        """
        let a = #selector(Card.update(with:animated:))
        let b = #selector(getter: UIView.frame)
        let c = #selector(setter: Card.title)
        let d = #selector((Card.self as AnyObject).tap(_:))
        let e = #selector(tap /* the button's */ (_:))
        let f = [#selector(a), #selector(b)]
        let g = "\\(#selector(h)) and \\(x ? "(" : ")")"
        let h = #"raw \\#(#selector(rawInside)) @objc"#
        button.addTarget(
            self, action: #selector(
                Card.didTap(_:
                            with:)
            ), for: .touchUpInside)
        """,
        #"""
        // @objc #selector(tap) dynamic var x
        /* @objc /* nested @IBOutlet */ #selector(still(comment:)) */ @objc func a() {}
        let s = "@objc #selector(tap) \"@IBOutlet\" dynamic var"
        let m = """
            @objc func x() {}
            #selector(y) "quoted" ""
            """
        let r = ##"a "# still @objc"## ; @objc func after() {}
        let re = /@objc "[a-z]+/
        let ex = #/@IBOutlet #selector(x)/#
        let q = x / y / z
        """#,
    ]

    static var seeds: [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fuzz/Corpus/rewrite").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func theFuzzersSeedsAreHere() {
        #expect(
            Self.seeds.map { URL(fileURLWithPath: $0).lastPathComponent } == [
                "crlf.swift", "literals.swift", "outlets.swift", "view.swift",
            ])
    }

    @Test(arguments: 0..<3) func aSampleAndItsRewriteParse(_ index: Int) throws {
        try check(Array(Self.samples[index].utf8), name: "sample\(index).swift")
    }

    @Test(arguments: seeds) func aSeedAndItsRewriteParse(_ path: String) throws {
        try check(RewriteJob.read(path), name: URL(fileURLWithPath: path).lastPathComponent)
    }

    func check(_ bytes: [UInt8], name: String) throws {
        let directory = try TemporaryDirectory.make()
        let source = directory + "/source-" + name
        let output = directory + "/output-" + name
        try Data(bytes).write(to: URL(fileURLWithPath: source))
        let result = try SourceRewriter.rewrite(bytes, file: name)
        #expect(!result.edits.isEmpty)
        try Data(result.text).write(to: URL(fileURLWithPath: output))
        #expect(try parseErrors(source) == "", "\(name): the sample does not parse")
        #expect(try parseErrors(output) == "", "\(name): its rewrite does not parse")
    }

    /// `swiftc -parse -enable-bare-slash-regex FILE`'s errors ("" when it parses).
    func parseErrors(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", "-enable-bare-slash-regex", path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : text
    }
}
