import Foundation
import PlumbUIKit
import SnapshotTesting

/// Plumb's richer form: one assertion over every combination of devices, Dynamic Type sizes,
/// appearances, layout directions and iOS versions, one reference per variant, named by it:
///
///     assertSnapshots(
///         of: ProfileViewController(),
///         matrix: UIKitSnapshotMatrix(
///             devices: [.iPhoneSe, .iPhone13, .iPadPro11(.portrait)],
///             contentSizes: [.unspecified, .accessibilityExtraExtraExtraLarge],
///             appearances: [.light, .dark]))
///
/// writes `<testName>.iphone-13-portrait-ltr-ax5-dark.png` and the rest beside it, in the order
/// the axes are listed (devices outermost, then content sizes, appearances, directions,
/// versions). A value, like swift-snapshot-testing's strategies and Plumb's suite axes
/// (SPEC §6): the variants are computed, never discovered.
public struct UIKitSnapshotMatrix: Sendable {
    public var devices: [ViewImageConfig]
    /// `.unspecified` keeps the device's own (`.medium` for upstream's phones).
    public var contentSizes: [UIContentSizeCategory]
    public var appearances: [UIUserInterfaceStyle]
    public var layoutDirections: [UITraitEnvironmentLayoutDirection]
    /// nil: `PLUMB_IOS`, else the newest version Plumb models.
    public var iosVersions: [Int?]

    public init(
        devices: [ViewImageConfig], contentSizes: [UIContentSizeCategory] = [.unspecified],
        appearances: [UIUserInterfaceStyle] = [.light],
        layoutDirections: [UITraitEnvironmentLayoutDirection] = [.leftToRight],
        iosVersions: [Int?] = [nil]
    ) {
        self.devices = devices
        self.contentSizes = contentSizes
        self.appearances = appearances
        self.layoutDirections = layoutDirections
        self.iosVersions = iosVersions
    }

    /// One cell of the matrix.
    public struct Variant: Sendable {
        public let device: ViewImageConfig
        public let contentSize: UIContentSizeCategory
        public let appearance: UIUserInterfaceStyle
        public let layoutDirection: UITraitEnvironmentLayoutDirection
        public let iosVersion: Int?

        /// The traits the variant lays out with, over the device's.
        public var traits: UITraitCollection {
            var overrides = [
                UITraitCollection(userInterfaceStyle: appearance), UITraitCollection(layoutDirection: layoutDirection),
            ]
            if contentSize != .unspecified {
                overrides.append(UITraitCollection(preferredContentSizeCategory: contentSize))
            }
            return UITraitCollection(traitsFrom: overrides)
        }

        /// `<device>-<ltr|rtl>`, then the content size (`xs`…`ax5`) when one is named, `dark`,
        /// and `ios<N>` when a version is named: `iphone-13-portrait-rtl-ax5-dark-ios18`. A
        /// device made by hand is named by its size (`320x568`).
        public var name: String {
            var name =
                device.name ?? device.size.map { "\(Self.number($0.width))x\(Self.number($0.height))" } ?? "own-size"
            name += layoutDirection == .rightToLeft ? "-rtl" : "-ltr"
            if let short = Self.shortNames[contentSize] { name += "-\(short)" }
            if appearance == .dark { name += "-dark" }
            if let iosVersion { name += "-ios\(iosVersion)" }
            return name
        }

        static func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : "\(value)"
        }

        static let shortNames: [UIContentSizeCategory: String] = [
            .extraSmall: "xs", .small: "s", .medium: "m", .large: "l", .extraLarge: "xl", .extraExtraLarge: "xxl",
            .extraExtraExtraLarge: "xxxl", .accessibilityMedium: "ax1", .accessibilityLarge: "ax2",
            .accessibilityExtraLarge: "ax3", .accessibilityExtraExtraLarge: "ax4",
            .accessibilityExtraExtraExtraLarge: "ax5",
        ]
    }

    /// Every variant, devices outermost.
    public var variants: [Variant] {
        var result: [Variant] = []
        for device in devices {
            for contentSize in contentSizes {
                for appearance in appearances {
                    for direction in layoutDirections {
                        for version in iosVersions {
                            result.append(
                                Variant(
                                    device: device, contentSize: contentSize, appearance: appearance,
                                    layoutDirection: direction, iosVersion: version))
                        }
                    }
                }
            }
        }
        return result
    }

    /// What each variant records: a strategy made for the variant.
    public struct Strategy<Format> {
        public let make: (Variant) -> Snapshotting<UIViewController, Format>

        public init(_ make: @escaping (Variant) -> Snapshotting<UIViewController, Format>) {
            self.make = make
        }
    }
}

extension UIKitSnapshotMatrix.Strategy where Format == UIImage {
    /// `.image(on:)` on the variant's device with its traits and iOS version.
    public static var image: Self { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        Self { variant in
            .image(
                on: variant.device, precision: precision, perceptualPrecision: perceptualPrecision,
                traits: variant.traits, iosVersion: variant.iosVersion)
        }
    }
}

extension UIKitSnapshotMatrix.Strategy where Format == String {
    /// `.recursiveDescription(on:)`: the frames of every variant, as text.
    public static var recursiveDescription: Self {
        Self { variant in
            .recursiveDescription(on: variant.device, traits: variant.traits, iosVersion: variant.iosVersion)
        }
    }
}

/// One assertion per variant of `matrix`, each named by its variant (references in the Linux
/// folder, `PlumbSnapshots`), in the matrix's order. `value` is evaluated again for each
/// variant, as upstream's `assertSnapshots` evaluates it per strategy, so
/// `of: ProfileViewController()` lays each variant out on a new controller.
public func assertSnapshots<Format>(
    of value: @autoclosure () throws -> UIViewController, matrix: UIKitSnapshotMatrix,
    as strategy: UIKitSnapshotMatrix.Strategy<Format>, record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    for variant in matrix.variants {
        plumbAssertSnapshot(
            of: value, as: strategy.make(variant), named: variant.name, record: record, timeout: timeout,
            fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }
}

/// The matrix's images.
public func assertSnapshots(
    of value: @autoclosure () throws -> UIViewController, matrix: UIKitSnapshotMatrix,
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    assertSnapshots(
        of: try value(), matrix: matrix, as: .image, record: record, timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
}
