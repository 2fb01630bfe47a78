import Testing
import UIKitRewrite

/// Sources the rewrite cannot take: a typed error naming the file, line, column and text.
@Suite struct RewriteErrorTests {
    func failure(_ source: String) -> RewriteError? {
        failure(Array(source.utf8))
    }

    func failure(_ bytes: [UInt8]) -> RewriteError? {
        do {
            _ = try SourceRewriter.rewrite(bytes, file: "Views/Card.swift")
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnterminatedStringNamesItsOpeningQuote() throws {
        let error = try #require(failure("let a = 1\nlet title = \"Follow @objc\n"))
        #expect(error.problem == .unterminatedString)
        #expect(error.description == "Views/Card.swift:2:13: error: unterminated string literal: '\"Follow @objc'")
    }

    @Test func unterminatedLiteralsAndComments() throws {
        #expect(
            failure("let a = \"\"\"\n  text\n")?.description
                == "Views/Card.swift:1:9: error: unterminated string literal: '\"\"\"'")
        #expect(
            failure("let a = ##\"raw \"# \n")?.description
                == "Views/Card.swift:1:9: error: unterminated string literal: '##\"raw \"# '")
        #expect(
            failure("let a = \"\\(b(\"c\")\n")?.description
                == "Views/Card.swift:1:9: error: unterminated string literal: '\"\\\\(b(\"c\")'")
        #expect(
            failure("f()\n  /* outer /* inner */\nlet x = 1\n")?.description
                == "Views/Card.swift:2:3: error: unterminated block comment ('/*' without its '*/'): '/* outer /* inner */'"
        )
        #expect(
            failure("let r = #/abc\n")?.description
                == "Views/Card.swift:1:9: error: unterminated regex literal: '#/abc'")
    }

    @Test func aSelectorOrAttributeNeverClosed() throws {
        #expect(
            failure("b.addTarget(self, action: #selector(didTap(_:), for: .all\n")?.description
                == "Views/Card.swift:1:27: error: '#selector(' is never closed: "
                + "'#selector(didTap(_:), for: .all'")
        #expect(
            failure("let s = #selector\n")?.description
                == "Views/Card.swift:1:9: error: '#selector' is not followed by '(': '#selector'")
        #expect(
            failure("@objc(name func f() {}\n")?.description
                == "Views/Card.swift:1:1: error: the attribute's '(' is never closed: '@objc(name func f() {}'")
    }

    @Test func aLongLineIsCutInTheMessage() throws {
        let line = "let s = \"" + String(repeating: "a", count: 60)
        #expect(
            failure(line)?.text == "\"" + String(repeating: "a", count: 39) + "…")
    }

    @Test func bytesThatAreNotUTF8() throws {
        let error = try #require(failure(Array("let a = 1\nlet b = \"".utf8) + [0xFF, 0x22]))
        #expect(error.description == "Views/Card.swift:2:10: error: not UTF-8 text (byte 0xFF)")
    }
}
