import Foundation
import Typesetting

/// `--font-dir`: the system font from the user's own SF Pro files.
enum FontDirectory {
    /// Switches the shared text engine to SF Pro in `path`; a directory without its files is
    /// a usage error (the fonts are never shipped or downloaded: traits.md §5 names them).
    static func use(_ path: String) throws {
        let fonts = SystemFonts.find(in: path)
        guard fonts.isSanFrancisco else {
            throw CommandFailure.usage(
                "--font-dir '\(path)' holds neither SF-Pro-Text-Regular.otf with "
                    + "SF-Pro-Display-Regular.otf nor SF-Pro.ttf (install Apple's SF Pro and point at its folder)")
        }
        TextEngine.shared.useSystemFonts(fonts)
    }
}
