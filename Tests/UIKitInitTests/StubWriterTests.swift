import Foundation
import Testing
import UIKitInit

/// The compiler's answers read (`CompilerDiagnostic`) and turned into skeletons (`StubWriter`);
/// generated files told apart from edited ones (`GeneratedFile`).
@Suite struct StubWriterTests {
    static let output = """
        Building for debugging...
        /app/LinuxSnapshots/Sources/Views/App/Header.swift:11:37: error: cannot find 'Theme' in scope
        /app/LinuxSnapshots/Sources/Views/App/Header.swift:11:37: error: cannot find 'Theme' in scope
        /app/LinuxSnapshots/Sources/Views/App/Header.swift:12:9: error: cannot find type 'Post' in scope
        /app/LinuxSnapshots/Sources/Views/App/Header.swift:30:5: warning: variable 'x' was never used
        /app/LinuxSnapshots/Sources/Views/App/Cell.swift:4:18: error: type 'Theme' has no member 'primary'
        error: fatalError
        """

    @Test func readsEachDistinctErrorOnce() {
        let errors = CompilerDiagnostic.parse(Self.output)
        #expect(
            errors.map(\.description) == [
                "/app/LinuxSnapshots/Sources/Views/App/Header.swift:11:37: error: cannot find 'Theme' in scope",
                "/app/LinuxSnapshots/Sources/Views/App/Header.swift:12:9: error: cannot find type 'Post' in scope",
                "/app/LinuxSnapshots/Sources/Views/App/Cell.swift:4:18: error: type 'Theme' has no member 'primary'",
            ])
        #expect(errors.map(\.missing) == [.value("Theme"), .type("Post"), nil])
    }

    @Test func writesASkeletonPerKindOfName() {
        func stub(_ missing: CompilerDiagnostic.Missing, call: Bool = false) -> String {
            StubWriter.skeleton(for: missing, superclasses: ["BaseView"], usedAsCall: call, seenAt: "A.swift:3")
        }
        let todo = "// TODO(plumb uikit init): fill in (first needed at A.swift:3)\n"
        #expect(stub(.type("Post")) == todo + "struct Post {}\n")
        #expect(stub(.type("BaseView")) == todo + "class BaseView: UIView {}\n")
        #expect(stub(.value("Theme")) == todo + "enum Theme {}\n")
        #expect(stub(.value("track"), call: true) == todo + "func track(_ arguments: Any...) {}\n")
        #expect(stub(.value("userName")) == todo + "var userName: Any { fatalError(\"userName is a stub\") }\n")
    }

    @Test func readsTheNamesAStubsFileDeclaresIgnoringComments() {
        let text =
            "// struct Commented {}\nlet s = \"enum InString\"\nstruct Post {}\nenum `Theme` {}\nfunc track() {}\n"
        #expect(StubWriter.declaredNames(in: text) == ["s", "Post", "Theme", "track"])
    }

    @Test func aGeneratedFileIsRewrittenOnlyWhileUnchanged() {
        let text = GeneratedFile.text("// swift-tools-version:6.0\nlet a = 1\n")
        #expect(text.hasPrefix("// swift-tools-version:6.0\n"))
        #expect(GeneratedFile.isUnchanged(text))
        #expect(!GeneratedFile.isUnchanged(text.replacingOccurrences(of: "a = 1", with: "a = 2")))
        #expect(!GeneratedFile.isUnchanged("let a = 1\n"))
        #expect(!GeneratedFile.isUnchanged(text + "// more\n"))
    }
}
