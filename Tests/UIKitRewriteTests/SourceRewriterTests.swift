import Testing
import UIKitRewrite

/// The rewrite, construct by construct: exact text before and after. Expected lines that end
/// in spaces are written as arrays of lines, so no editor or formatter can eat the spaces.
@Suite struct SourceRewriterTests {
    /// The rewrite of `source`, checked for the properties every rewrite must have: the same
    /// number of lines, and rewriting the result again changes nothing.
    func rewritten(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let output = try SourceRewriter.rewrite(source, file: "View.swift")
        #expect(lineCount(output) == lineCount(source), "line count changed", sourceLocation: sourceLocation)
        #expect(try SourceRewriter.rewrite(output, file: "View.swift") == output, "not idempotent")
        return output
    }

    func lineCount(_ text: String) -> Int { text.utf8.filter { $0 == 0x0A }.count }

    @Test func attributesInEveryPositionBecomeSpaces() throws {
        let source = """
            @objcMembers class Card: NSObject {
                @IBOutlet weak var label: UILabel!
                @IBOutlet private weak var button: UIButton!
                @objc(didTapWithSender:) func didTap(_ sender: Any) {}
                @IBAction func tap(_ sender: UIButton) {}
                @objc private func handle() {}
                @IBInspectable var radius: CGFloat = 0
                @nonobjc func swiftOnly() {}
                @MainActor @objc func both() {}
                @objc@IBAction func joined() {}
            }
            @IBDesignable final class Badge: UIView {}
            @objc protocol Delegate { @objc optional func done() }
            """
        let expected = """
                         class Card: NSObject, UINibOutletConnecting {
                          weak var label: UILabel!
                          private weak var button: UIButton!
                                         func didTap(_ sender: Any) {}
                          func tap(_ sender: UIButton) {}
                      private func handle() {}
                               var radius: CGFloat = 0
                         func swiftOnly() {}
                @MainActor       func both() {}
                               func joined() {}
             func connectNibOutlet(_ name: String, to object: Any) -> Bool { switch (name, object) { \
            case ("label", let value as UILabel): label = value case ("button", let value as UIButton): button = value \
            default: return false }; return true }; func appendNibOutlet(_ name: String, object: Any) -> Bool { false } }
                          final class Badge: UIView {}
                  protocol Delegate {       optional func done() }
            """
        #expect(try rewritten(source) == expected)
    }

    /// Outlets (docs/uikit-rewrite.md, "Outlets"): each class with `@IBOutlet`s gets the
    /// methods that set them by name, on the line of its closing brace, overriding UIResponder's
    /// (as visible as the class) or, right under `NSObject`, conforming.
    @Test func outletsAreConnectedOnTheClosingBracesLine() throws {
        let source = [
            "open class Header: UIView {",
            "    @IBOutlet private(set) weak var title: UILabel?",
            "    @IBOutlet var rows: [UIView]!",
            "    @IBOutlet var more: [UIView] = []",
            "    @IBOutlet var `default`: Dictionary<String, UIView>?",
            "    @IBOutlet var a: UIView!, b: UIView!",
            "    @IBOutlet let constant: UIView? = nil",
            "    @IBOutlet var inferred = UIView()",
            "#if DEBUG",
            "    @IBOutlet var debug: UIView!",
            "#endif",
            "    func f() { @IBOutlet var local: UIView! }",
            "    final class Inner: Header { @IBOutlet var x: UIView? }",
            "}",
            "final class Owner: Foundation.NSObject, Codable where Self: AnyObject { @IBOutlet var owned: UIView! ; }",
            "struct NotAClass { @IBOutlet var s: UIView! }",
            "class NoSuperclass { @IBOutlet var n: UIView! }",
            "class var notAClass: Int { 1 }",
        ]
        let output = try rewritten(source.joined(separator: "\n")).split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(output[0] == "open class Header: UIView {")
        #expect(output[5] == "              var a: UIView!, b: UIView!")
        #expect(
            output[12]
                == [
                    "    final class Inner: Header {           var x: UIView? ; override func connectNibOutlet(_ name: ",
                    "String, to object: Any) -> Bool { switch (name, object) { case (\"x\", let value as UIView): x = value ",
                    "default: return super.connectNibOutlet(name, to: object) }; return true } }",
                ].joined())
        #expect(
            output[13]
                == [
                    " open override func connectNibOutlet(_ name: String, to object: Any) -> Bool { switch (name, object) { ",
                    "case (\"title\", let value as UILabel): title = value ",
                    "case (\"default\", let value as Dictionary<String, UIView>): `default` = value ",
                    "case (\"a\", let value as UIView): a = value ",
                    "default: return super.connectNibOutlet(name, to: object) }; return true }; ",
                    "open override func appendNibOutlet(_ name: String, object: Any) -> Bool { switch (name, object) { ",
                    "case (\"rows\", let value as UIView): rows = (rows ?? []) + [value] ",
                    "case (\"more\", let value as UIView): more.append(value) ",
                    "default: return super.appendNibOutlet(name, object: object) }; return true } }",
                ].joined())
        #expect(
            output[14]
                == [
                    "final class Owner: Foundation.NSObject, UINibOutletConnecting, Codable where Self: AnyObject { ",
                    "          var owned: UIView! ;  func connectNibOutlet(_ name: String, to object: Any) -> Bool { ",
                    "switch (name, object) { case (\"owned\", let value as UIView): owned = value default: return false }; ",
                    "return true }; func appendNibOutlet(_ name: String, object: Any) -> Bool { false } }",
                ].joined())
        #expect(output[15] == "struct NotAClass {           var s: UIView! }")
        #expect(output[16] == "class NoSuperclass {           var n: UIView! }")
        let result = try SourceRewriter.rewrite(Array(source.joined(separator: "\n").utf8), file: "View.swift")
        #expect(
            result.edits.filter { $0.range.isEmpty }.map(\.description) == [
                "13: connects outlets x by name", "14: connects outlets title, rows, more, default, a by name",
                "15: added UINibOutletConnecting", "15: connects outlets owned by name",
            ])
    }

    /// A member before the closing brace on its line needs a `;`; an operator there other than
    /// a type's `?`, `!` or `>` is not Swift, and the class is left as it is.
    @Test func outletMethodsAfterAMemberOnTheLineAreSeparated() throws {
        #expect(
            try rewritten("class A: UIView { @IBOutlet var v: UIView!; }")
                == [
                    "class A: UIView {           var v: UIView!;  override func connectNibOutlet(_ name: String, to object: ",
                    "Any) -> Bool { switch (name, object) { case (\"v\", let value as UIView): v = value default: return ",
                    "super.connectNibOutlet(name, to: object) }; return true } }",
                ].joined())
        #expect(
            try rewritten("class A: UIView { @IBOutlet var v: UIView! /* c */}")
                == [
                    "class A: UIView {           var v: UIView! /* c */; override func connectNibOutlet(_ name: String, ",
                    "to object: Any) -> Bool { switch (name, object) { case (\"v\", let value as UIView): v = value ",
                    "default: return super.connectNibOutlet(name, to: object) }; return true } }",
                ].joined())
        // After a name on an earlier line, `;` too: without it a second rewrite would read that
        // `dynamic` as the inserted `override`'s modifier (`rewritten` checks idempotence).
        #expect(
            try rewritten("class A: UIView { @IBOutlet var v: UIView!\n    var w = dynamic\n}")
                == [
                    "class A: UIView {           var v: UIView!\n    var w = dynamic\n; override func connectNibOutlet(",
                    "_ name: String, to object: Any) -> Bool { switch (name, object) { case (\"v\", let value as UIView): ",
                    "v = value default: return super.connectNibOutlet(name, to: object) }; return true } }",
                ].joined())
        #expect(
            try rewritten("class A: UIView { @IBOutlet var v: UIView!\n    var w = 1 /}")
                == "class A: UIView {           var v: UIView!\n    var w = 1 /}")
    }

    @Test func anAttributeOnItsOwnLineLeavesSpacesAndTheLineBreak() throws {
        let source = ["final class A {", "    @objc", "    @IBAction", "    func tap() {}", "}"]
        let expected = ["final class A {", "         ", "             ", "    func tap() {}", "}"]
        #expect(try rewritten(source.joined(separator: "\n")) == expected.joined(separator: "\n"))
    }

    @Test func attributeArgumentsGoWithTheAttributeEvenOverLines() throws {
        // Swift 5 accepts a space before an attribute's arguments; a line break ends them.
        let source = ["@objc (spaced) func a() {}", "@objc(multi:", "  line:) func b() {}", "@objc", "(c) func c() {}"]
        let expected = [
            "               func a() {}", "            ", "         func b() {}", "     ", "(c) func c() {}",
        ]
        #expect(try rewritten(source.joined(separator: "\n")) == expected.joined(separator: "\n"))
    }

    @Test func dynamicGoesOnlyWhereItIsADeclarationModifier() throws {
        let source = """
            class Model: NSObject {
                @objc dynamic var name = ""
                dynamic var count = 0
                override dynamic func layoutSubviews() {}
                public dynamic var title: String?
                dynamic public private(set) var state = 0
                private(set) dynamic var other = 0
                @objc dynamic @IBInspectable var radius = 0
                dynamic
                var split = 0
                let dynamic = 1
                var flag: dynamic
                func f() { _ = self.dynamic; dynamic(1); _ = `dynamic` }
            }
            enum Mode { case dynamic
                var isDynamic: Bool { self == .dynamic }
            }
            """
        let expected = """
            class Model: NSObject {
                              var name = ""
                        var count = 0
                override         func layoutSubviews() {}
                public         var title: String?
                        public private(set) var state = 0
                private(set)         var other = 0
                                             var radius = 0
            \("           ")
                var split = 0
                let dynamic = 1
                var flag: dynamic
                func f() { _ = self.dynamic; dynamic(1); _ = `dynamic` }
            }
            enum Mode { case dynamic
                var isDynamic: Bool { self == .dynamic }
            }
            """
        #expect(try rewritten(source) == expected)
    }

    @Test func selectorBecomesASelectorString() throws {
        let source = """
            button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
            button.addTarget(self, action: #selector(didTap(_:)), for: .touchUpInside)
            let a = #selector(Card.update(with:animated:))
            let b = #selector(getter: UIView.frame)
            let c = #selector(setter: Card.title)
            let d = #selector((Card.self as AnyObject).tap(_:))
            let e = #selector(tap /* the button's */ (_:))
            let f = [#selector(a), #selector(b)]
            let g = "\\(#selector(h))"
            """
        let expected = """
            button.addTarget(self, action: Selector("didTap"), for: .touchUpInside)
            button.addTarget(self, action: Selector("didTap(_:)"), for: .touchUpInside)
            let a = Selector("Card.update(with:animated:)")
            let b = Selector("getter: UIView.frame")
            let c = Selector("setter: Card.title")
            let d = Selector("(Card.self as AnyObject).tap(_:)")
            let e = Selector("tap (_:)")
            let f = [Selector("a"), Selector("b")]
            let g = "\\(Selector("h"))"
            """
        #expect(try rewritten(source) == expected)
    }

    @Test func aSelectorOverLinesKeepsTheLineBreaksAfterIt() throws {
        let source = """
            button.addTarget(
                self, action: #selector(
                    Card.didTap(_:
                                with:)
                ), for: .touchUpInside)
            next()
            """
        let expected = """
            button.addTarget(
                self, action: Selector("Card.didTap(_: with:)")


            , for: .touchUpInside)
            next()
            """
        #expect(try rewritten(source) == expected)
    }

    @Test func aSelectorThatWouldJoinTheTokenBeforeItGetsASpace() throws {
        #expect(try rewritten("x#selector(a)") == "x Selector(\"a\")")
        #expect(try rewritten("@#selector(a)") == "@ Selector(\"a\")")
        #expect(try rewritten("f(#selector(a))") == "f(Selector(\"a\"))")
    }

    @Test func aSelectorHoldingAStringIsEscaped() throws {
        #expect(try rewritten(#"#selector(f("a\"b"))"#) == #"Selector("f(\"a\\\"b\")")"#)
    }

    @Test func commentsAreLeftAlone() throws {
        let source = """
            // @objc #selector(tap) dynamic var x
            /// Calls `@IBAction func tap()` through #selector(tap).
            /* @objc /* nested @IBOutlet */ #selector(still(comment:)) */ @objc func a() {}
            /**
             @objc dynamic var documented
             */
            """
        let expected = """
            // @objc #selector(tap) dynamic var x
            /// Calls `@IBAction func tap()` through #selector(tap).
            /* @objc /* nested @IBOutlet */ #selector(still(comment:)) */       func a() {}
            /**
             @objc dynamic var documented
             */
            """
        #expect(try rewritten(source) == expected)
    }

    @Test func stringsOfEveryFormAreLeftAlone() throws {
        let source = ##"""
            let a = "@objc #selector(tap) \"@IBOutlet\" dynamic var"
            let b = """
                @objc func x() {}
                #selector(y) "quoted" ""
                """
            let c = #"@objc " and \(notInterpolated) #selector(z)"#
            let d = ##"a "# still @objc"## ; @objc func after() {}
            let e = #"""
                @IBAction """ #selector(w)
                """#
            let f = "\(items.map { "@objc \($0) #selector(q)" }.joined()) @IBOutlet"
            let g = "\(#selector(inside)) and \(x ? "(" : ")")"
            let h = #"raw \#(#selector(rawInside)) @objc"#
            """##
        let expected = ##"""
            let a = "@objc #selector(tap) \"@IBOutlet\" dynamic var"
            let b = """
                @objc func x() {}
                #selector(y) "quoted" ""
                """
            let c = #"@objc " and \(notInterpolated) #selector(z)"#
            let d = ##"a "# still @objc"## ;       func after() {}
            let e = #"""
                @IBAction """ #selector(w)
                """#
            let f = "\(items.map { "@objc \($0) #selector(q)" }.joined()) @IBOutlet"
            let g = "\(Selector("inside")) and \(x ? "(" : ")")"
            let h = #"raw \#(Selector("rawInside")) @objc"#
            """##
        #expect(try rewritten(source) == expected)
    }

    @Test func regexLiteralsAreLeftAlone() throws {
        let source = """
            let a = /@objc "[a-z]+/
            let b = #/@IBOutlet #selector(x)/#
            let c = ##/
                @objc "
                /##
            let d = x / y / z; @objc func f() {}
            let e = [/"/]
            """
        let expected = """
            let a = /@objc "[a-z]+/
            let b = #/@IBOutlet #selector(x)/#
            let c = ##/
                @objc "
                /##
            let d = x / y / z;       func f() {}
            let e = [/"/]
            """
        #expect(try rewritten(source) == expected)
    }

    @Test func otherPoundKeywordsAndAttributesStay() throws {
        let source = "#if os(iOS)\n@available(iOS 13, *) @discardableResult func f() -> Int { #line }\n#endif\n"
        #expect(try rewritten(source) == source)
    }

    @Test func windowsLineEndingsAndAByteOrderMarkAreKept() throws {
        let source = "\u{FEFF}class A {\r\n    @objc\r\n    func f() {}\r\n}\r\n"
        #expect(try rewritten(source) == "\u{FEFF}class A {\r\n         \r\n    func f() {}\r\n}\r\n")
    }

    @Test func theEditsAreReportedWithTheirLines() throws {
        let result = try SourceRewriter.rewrite(
            Array("@objc(a) func a() {}\ndynamic var b = 0\nlet c = #selector(c(_:))\n".utf8), file: "View.swift")
        #expect(
            result.edits.map(\.kind) == [.attribute("objc"), .dynamicModifier, .selector("c(_:)")])
        #expect(result.edits.map(\.line) == [1, 2, 3])
    }

    @Test func everyTokenStaysOnItsLine() throws {
        // A source with every kind of edit, its tokens compared line by line by the check the
        // rewrite runs on itself; and the check finds a line that moved.
        let source = Array("@objc\nfunc a() {\n  _ = #selector(\n  b)\n}\n".utf8)
        let result = try SourceRewriter.rewrite(source, file: "View.swift")
        #expect(RewriteCheck.firstMismatch(source: source, result: result) == nil)
        var moved = result
        moved.text = Array("func a() {\n\n  _ = Selector(\"b\")\n\n}\n".utf8)
        #expect(RewriteCheck.firstMismatch(source: source, result: moved) != nil)
        var changed = result
        changed.text = Array(String(decoding: result.text, as: UTF8.self).replacingOccurrences("a()", "z()").utf8)
        #expect(RewriteCheck.firstMismatch(source: source, result: changed) == 11)
    }

    @Test func leftoversFindsWhatTheRewriteRemovesAndNothingInLiterals() throws {
        let source = "// @objc\nlet s = \"#selector(x)\"\n@objc dynamic var a = 0\nlet b = #selector(b)\n"
        let found = try #require(RewriteCheck.leftovers(Array(source.utf8)))
        #expect(found.map(\.line) == [3, 3, 4])
        #expect(found.map(\.text) == ["@objc", "dynamic", "#selector"])
        let output = try SourceRewriter.rewrite(source, file: "View.swift")
        #expect(RewriteCheck.leftovers(Array(output.utf8))?.isEmpty == true)
    }
}

extension String {
    fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// Inputs the fuzzer found (`scripts/fuzz rewrite`), each reduced to its core.
@Suite struct RewriteFuzzFindingsTests {
    @Test func aSelectorOverALoneCarriageReturnAndALineFeedKeepsBothLines() throws {
        // `\r` … `\n` inside a selector were written back to back after it: one `\r\n`, a line lost.
        let output = try SourceRewriter.rewrite("#selector(\rl\n)", file: "View.swift")
        #expect(output == "Selector(\"l\")\n\n")
    }
}

extension RewriteFuzzFindingsTests {
    @Test func aSlashBeforeASelectorOnItsLineReadsTheSameAfterTheRewrite() throws {
        // The selector's `/` closed a regex literal from the line's first `/` once its line break
        // had moved after it; a bare regex literal never runs into a selector now.
        let output = try SourceRewriter.rewrite("/@#selector\n(/)", file: "View.swift")
        #expect(output == "/@ Selector(\"/\")\n")
    }
}

extension RewriteFuzzFindingsTests {
    @Test func aBackquoteBeforeASelectorStaysPunctuation() throws {
        // A backquote paired with one inside the selector's string once its line break had moved.
        let output = try SourceRewriter.rewrite("`#selector(\n()`)", file: "View.swift")
        #expect(output == "` Selector(\"()`\")\n")
        #expect(try SourceRewriter.rewrite("let `default` = `class`", file: "View.swift") == "let `default` = `class`")
    }
}

@Suite struct RewriteLimitsTests {
    @Test func aLongLineOfSlashesIsLinear() throws {
        // Every `/` after `(` may begin a regex literal; each scan stops within 1,024 bytes (a
        // scan to the end of the line was 1.25 billion steps here).
        let line = String(repeating: "(/", count: 50_000)
        let start = ContinuousClock.now
        #expect(try SourceRewriter.rewrite(line, file: "View.swift") == line)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func deepNestingIsNotRecursion() throws {
        // Interpolations inside strings inside interpolations, 20,000 deep.
        let source = String(repeating: "\"\\(", count: 20_000) + "@objc" + String(repeating: ")\"", count: 20_000)
        let output = try SourceRewriter.rewrite(source, file: "View.swift")
        #expect(output.count == source.count)
        #expect(!output.contains("@objc"))
    }

    @Test func classesNestedDeepAndHeadersManyAreLinear() throws {
        // Each class's outlets are read in its own body only, a nested body skipped whole:
        // scanning every enclosing body instead took 10.7 s for these 5,000 levels with the
        // tool in a debug build, against 1.3 s (and grows with the square). A header's scan
        // stops at the next declaration word, so 50,000 `class a` with no body are linear.
        let depth = 5_000
        let nested =
            String(repeating: "class A: UIView { @IBOutlet var v: UIView!\n", count: depth)
            + String(repeating: "}\n", count: depth)
        let start = ContinuousClock.now
        let result = try SourceRewriter.rewrite(Array(nested.utf8), file: "View.swift")
        #expect(result.edits.filter { $0.range.isEmpty }.count == depth)
        let headers = String(repeating: "class a ", count: 50_000)
        #expect(try SourceRewriter.rewrite(headers, file: "View.swift") == headers)
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}

/// What the plugin's tool adds: the `#sourceLocation` line and the list of edits.
@Suite struct RewriteToolOutputTests {
    @Test func theSourceLocationLineNamesTheSourceAndComesAfterAByteOrderMark() {
        let text = Array("let a = 1\n".utf8)
        #expect(
            String(
                decoding: SourceRewriter.withSourceLocation(text, file: "/App/Views/Card \"1\".swift"), as: UTF8.self)
                == "#sourceLocation(file: \"/App/Views/Card \\\"1\\\".swift\", line: 1)\nlet a = 1\n")
        let marked = [0xEF, 0xBB, 0xBF] + text
        #expect(
            SourceRewriter.withSourceLocation(marked, file: "A.swift")
                == [0xEF, 0xBB, 0xBF] + Array("#sourceLocation(file: \"A.swift\", line: 1)\nlet a = 1\n".utf8))
    }

    @Test func eachEditDescribesItself() throws {
        let outlets = try SourceRewriter.rewrite(
            Array("class A: NSObject {\n    @IBOutlet var v: UIView!\n}\n".utf8), file: "View.swift")
        #expect(
            outlets.edits.map(\.description) == [
                "1: added UINibOutletConnecting", "2: removed @IBOutlet", "3: connects outlets v by name",
            ])
        let result = try SourceRewriter.rewrite(
            Array("@objc(a) func a() {}\ndynamic var b = 0\nlet c = #selector(getter: C.\"d\")\n".utf8),
            file: "View.swift")
        #expect(
            result.edits.map(\.description) == [
                "1: removed @objc", "2: removed dynamic", #"3: #selector(getter: C."d") → Selector("getter: C.\"d\"")"#,
            ])
    }
}

extension RewriteFuzzFindingsTests {
    @Test func aClassInsideASelectorGetsNoOutletMethods() throws {
        // The fuzzer's: a class whose closing brace the `#selector(…)` edit replaces had its
        // methods inserted inside that edit's range (a crash applying them). Such a class is
        // left to the selector's string now.
        let source = "_ = #selector(f { class A: UIView { @IBOutlet var v: UIView! } })"
        #expect(
            try SourceRewriter.rewrite(source, file: "View.swift")
                == #"_ = Selector("f { class A: UIView { @IBOutlet var v: UIView! } }")"#)
    }

    @Test func anOutletTypeWithMismatchedBracketsIsNotCopied() throws {
        // The fuzzer's, made small: inside an interpolation, the type `[)` was copied into the
        // methods, where its `)` ended the interpolation. A type's brackets must pair now; this
        // outlet is left alone, and a well-formed one there still connects.
        let source = #""\((class r: UIView {@IBOutlet var s:[)})""#
        #expect(
            try SourceRewriter.rewrite(source, file: "View.swift") == #""\((class r: UIView {          var s:[)})""#)
        let wellFormed = #""\((class r: UIView {@IBOutlet var s: [(UIView)]!}))""#
        #expect(
            try SourceRewriter.rewrite(wellFormed, file: "View.swift")
                == [
                    #""\((class r: UIView {          var s: [(UIView)]!; override func appendNibOutlet(_ name: "#,
                    #"String, object: Any) -> Bool { switch (name, object) { case ("s", let value as (UIView)): "#,
                    #"s = (s ?? []) + [value] default: return super.appendNibOutlet(name, object: object) }; "#,
                    #"return true } }))""#,
                ].joined())
    }

    @Test func anAttributeWhoseNameStartsWithACombiningMarkIsAnotherName() throws {
        // `@` and U+06DC form one character, so `@ۜobjc` minus its first character read as
        // `objc`; the attribute's name is `ۜobjc`, which the rewrite leaves, as it should.
        let source = "@\u{6DC}objc func f() {}"
        #expect(try SourceRewriter.rewrite(source, file: "View.swift") == source)
        #expect(RewriteCheck.leftovers(Array(source.utf8))?.isEmpty == true)
    }
}
