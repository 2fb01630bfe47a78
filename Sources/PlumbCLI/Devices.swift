import ArgumentParser
import AutoLayout

/// `plumb devices`: every device `--device` takes, with the metrics a layout uses (SPEC §2):
/// portrait size and scale, the safe area in each orientation (status bar included), the
/// size classes, the root view's side margin.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the devices --device takes, with their sizes, safe areas, size classes and margins.")

    func run() throws {
        var rows = [["device", "points", "scale", "safe area portrait", "landscape", "size classes", "margin"]]
        for device in Device.all {
            let portrait = Environment(device: device, orientation: .portrait)
            let landscape = Environment(device: device, orientation: .landscape)
            rows.append([
                device.id,
                "\(formatPoints(device.portraitSize.width))x\(formatPoints(device.portraitSize.height))",
                "@\(formatPoints(device.scale))x",
                Self.insets(portrait.safeAreaInsets),
                Self.insets(landscape.safeAreaInsets),
                "\(Self.sizeClasses(portrait)) / \(Self.sizeClasses(landscape))",
                formatPoints(device.rootSideMargin),
            ])
        }
        print(alignedColumns(rows, textColumns: [0, 1, 3, 4, 5]))
        print("custom: WxH@S with --safe-area T,L,B,R (portrait, status bar included); design: a storyboard's canvas")
    }

    /// `T/L/B/R`.
    static func insets(_ insets: EdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(formatPoints).joined(separator: "/")
    }

    /// `wC hR`.
    static func sizeClasses(_ environment: Environment) -> String {
        "w\(environment.horizontalSizeClass == .compact ? "C" : "R") h\(environment.verticalSizeClass == .compact ? "C" : "R")"
    }
}
