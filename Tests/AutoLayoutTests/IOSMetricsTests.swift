import Testing

@testable import AutoLayout

/// The table of what depends on the iOS version (issue 32, point 2; docs/traits.md).
struct IOSMetricsTests {
    @Test func rowsStepAtTheVersionsTheirSourcesGive() {
        #expect(IOSMetrics.textFieldHeight.value(for: 12) == 30)
        #expect(IOSMetrics.textFieldHeight.value(for: 13) == 34)
        #expect(IOSMetrics.textFieldHeight.value(for: 26) == 34)
        #expect(IOSMetrics.switchWidth.value(for: 18) == 51)
        #expect(IOSMetrics.switchHeight.value(for: 18) == 31)
        #expect(IOSMetrics.switchWidth.value(for: 26) == 63)
        #expect(IOSMetrics.switchHeight.value(for: 26) == 28)
        #expect(IOSMetrics.navigationBarHeight.value(for: 18) == 44)
        #expect(IOSMetrics.navigationBarHeight.value(for: 26) == 54)
        #expect(IOSMetrics.tabBarHeight.value(for: 26) == 49)
        // No version stated: the newest Plumb models (SPEC §10).
        #expect(IOSMetrics.all.map { $0.value(for: nil) } == [34, 63, 28, 54, 49, 32, 32, 34, 4, 27.5, 56, 44, 7, 49])
        #expect(
            [
                IOSMetrics.stepperHeight, IOSMetrics.segmentedControlHeight, IOSMetrics.sliderHeight,
                IOSMetrics.progressViewHeight, IOSMetrics.pageControlHeight,
            ]
            .map { $0.value(for: 12) } == [29, 29, 31, 2, 37])
        #expect(
            IOSMetrics.searchBarHeight.value(for: 10) == 44 && IOSMetrics.tableCellContentHeight.value(for: 12) == 43.5
                && IOSMetrics.toolbarHeight.value(for: 12) == 44)
        #expect(IOSMetrics.all.allSatisfy { $0.source.hasPrefix("ib-canvas.md §") })
    }

    @Test func versionsParseWithinTheSupportedRange() {
        #expect(IOSMetrics.version(parsing: "17") == 17)
        #expect(IOSMetrics.version(parsing: " 26.0 ") == 26)
        #expect(IOSMetrics.version(parsing: "6") == nil)
        #expect(IOSMetrics.version(parsing: "27") == nil)
        #expect(IOSMetrics.version(parsing: "17.4") == nil)
        #expect(IOSMetrics.version(parsing: "seventeen") == nil)
    }

    @Test func xcodeVersionsShipTheirSDKs() {
        #expect(IOSMetrics.iosVersion(xcodeMajor: 6) == 8)
        #expect(IOSMetrics.iosVersion(xcodeMajor: 11) == 13)
        #expect(IOSMetrics.iosVersion(xcodeMajor: 16) == 18)
        #expect(IOSMetrics.iosVersion(xcodeMajor: 26) == 26)
    }

    @Test func barsFollowTheVersion() {
        var environment = Environment(device: .iPhone8, navigationBar: true, tabBar: true, iosVersion: 17)
        #expect(environment.topGuideLength == 20 + 44 && environment.bottomGuideLength == 49)
        environment.iosVersion = 26
        #expect(environment.topGuideLength == 20 + 54 && environment.bottomGuideLength == 49)
        environment.orientation = .landscape
        #expect(environment.navigationBarHeight == 32)
    }

    @Test func anEngineMovedToAnotherVersionMeasuresControlsAgain() throws {
        // A view whose size follows the version, laid out and then moved to iOS 26.
        final class Versioned: View, @unchecked Sendable {
            override func intrinsicContentSize(
                forWidth width: Double?, direction: LayoutDirection, contentSize: ContentSizeCategory,
                iosVersion: Int?
            ) -> Size {
                Size(width: IOSMetrics.switchWidth.value(for: iosVersion), height: 10)
            }
        }
        let root = View(name: "Root")
        let control = Versioned(name: "Control")
        root.addSubview(control)
        control.translatesAutoresizingMaskIntoConstraints = false
        try LayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            control.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let engine = LayoutEngine(root: root, environment: Environment(device: .iPhone8, iosVersion: 17))
        #expect(engine.layout().frame(of: "Control")?.width == 51)
        engine.setEnvironment(Environment(device: .iPhone8, iosVersion: 26))
        #expect(engine.layout().frame(of: "Control")?.width == 63)
    }
}
