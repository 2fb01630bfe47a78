import AutoLayout
import SnapshotHarness

/// The variants `plumb audit SCENE…` checks when no suite says: the default device in both
/// orientations and directions, at every content-size category, in both appearances (96 per
/// scene), so a finding that only AX5 or dark mode shows is found.
public enum AuditMatrix {
    public static func variants(of scenes: [SnapshotScene], device: Device = .default) -> [SnapshotVariant] {
        scenes.flatMap { scene in
            [Orientation.portrait, .landscape].flatMap { orientation in
                [LayoutDirection.leftToRight, .rightToLeft].flatMap { direction in
                    ContentSizeCategory.allCases.flatMap { category in
                        [Appearance.light, .dark].map { appearance in
                            SnapshotVariant(
                                scene: scene, device: device, orientation: orientation, direction: direction,
                                contentSize: category, appearance: appearance)
                        }
                    }
                }
            }
        }
    }
}
