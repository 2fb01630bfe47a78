import ArgumentParser
import Audit
import AutoLayout

/// The audit's numeric thresholds on the command line (`plumb audit`, `plumb snapshot verify
/// --audit`); each given one overrides the suite's `audit:` setting and the default. A value
/// that is not a number in range is a usage error naming the option and the text.
struct AuditThresholdOptions: ParsableArguments {
    @Option(
        help:
            "contrast-text's minimum ratio, for text and optionally for large text: 4.5, or 5/3.5 (default: --contrast's)."
    )
    var minContrast: String?

    @Option(help: "target-size's minimum, WxH or one side in points: 44x44, 48 (default: --target-size's profile).")
    var minTarget: String?

    @Option(help: "contrast-nontext's minimum ratio (default: the suite's nonTextContrast, else 3).")
    var minNonTextContrast: String?

    @Option(
        help: "Points an edge may be passed by before the geometric rules report it (default: the suite's, else 0).")
    var edgeTolerance: String?

    @Option(help: "text-covered's share of ink (above 0, at most 1; default: the suite's, else 0.5).")
    var coveredFraction: String?

    /// Every value given, checked; thrown as the usage error ArgumentParser prints (exit 2).
    func validate() throws { _ = try parsed() }

    /// The values given, parsed.
    struct Values {
        var textContrast: TextContrastMinimum?
        var targetMinimum: Size?
        var nonTextContrast: Double?
        var edgeTolerance: Double?
        var coveredFraction: Double?
    }

    func parsed() throws -> Values {
        var values = Values()
        if let minContrast {
            let parts = minContrast.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let ratios = parts.compactMap { Self.number($0) }
            guard (1...2).contains(parts.count), ratios.count == parts.count,
                ratios.allSatisfy({ (1...21).contains($0) })
            else {
                throw ValidationError(
                    "--min-contrast: '\(minContrast)' is not a ratio from 1 to 21, or two for text/large text (4.5, 5/3.5)"
                )
            }
            let large = ratios.count == 2 ? ratios[1] : nil
            if let large, large > ratios[0] {
                throw ValidationError(
                    "--min-contrast: '\(minContrast)' asks more of large text than of text (WCAG asks less)")
            }
            // One number: large text keeps AA's 3:1 unless the number is lower.
            values.textContrast = TextContrastMinimum(normal: ratios[0], large: large ?? min(ratios[0], 3))
        }
        if let minTarget {
            let parts = minTarget.lowercased().split(separator: "x", omittingEmptySubsequences: false).map(String.init)
            let sides = parts.compactMap { Self.number($0) }
            guard (1...2).contains(parts.count), sides.count == parts.count, sides.allSatisfy({ $0 > 0 && $0 <= 1000 })
            else {
                throw ValidationError(
                    "--min-target: '\(minTarget)' is not a size in points, WxH or one side, each above 0 and at most 1000 (44x44, 48)"
                )
            }
            values.targetMinimum = Size(width: sides[0], height: sides.count == 2 ? sides[1] : sides[0])
        }
        values.nonTextContrast = try Self.value(
            minNonTextContrast, option: "--min-non-text-contrast", expected: "a ratio from 1 to 21"
        ) { (1...21).contains($0) }
        values.edgeTolerance = try Self.value(edgeTolerance, option: "--edge-tolerance", expected: "0 points or more") {
            $0 >= 0
        }
        values.coveredFraction = try Self.value(
            coveredFraction, option: "--covered-fraction", expected: "a share above 0 and at most 1"
        ) { $0 > 0 && $0 <= 1 }
        return values
    }

    /// A finite decimal number (not "inf", "nan" or a hexadecimal float, which `Double` reads).
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    static func value(_ text: String?, option: String, expected: String, _ valid: (Double) -> Bool) throws -> Double? {
        guard let text else { return nil }
        guard let value = number(text), valid(value) else {
            throw ValidationError("\(option): '\(text)' is not \(expected)")
        }
        return value
    }

    /// `thresholds` with every value given in place of the suite's or the default.
    func apply(to thresholds: inout AuditThresholds) throws {
        let values = try parsed()
        if let value = values.textContrast { thresholds.textContrast = value }
        if let value = values.targetMinimum { thresholds.targetMinimum = value }
        if let value = values.nonTextContrast { thresholds.nonTextContrast = value }
        if let value = values.edgeTolerance { thresholds.edgeTolerance = value }
        if let value = values.coveredFraction { thresholds.coveredFraction = value }
    }
}
