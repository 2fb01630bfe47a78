import Foundation

/// Folders searched for `<name>.xib` by `UINib(nibName:bundle: nil)` and `Bundle.main`'s
/// `loadNibNamed`, before the main bundle and the SwiftPM resource bundles beside it
/// (NibLocator). On iOS an app's nibs are compiled into its bundle; a test package on Linux
/// (the one `plumb uikit init` writes, through its `AppNibs.swift`) registers the folders the
/// team's xibs are in, so they are read where the team edits them.
@_spi(Plumb)
public enum PlumbNibFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [String] = []

    /// Makes the folder at `path` searched first, before those registered earlier.
    public static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        registered.removeAll { $0 == path }
        registered.insert(path, at: 0)
    }

    /// Forgets every registered folder (for tests).
    public static func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        registered = []
    }

    /// The registered folders, in the order searched.
    static var folders: [String] {
        lock.lock()
        defer { lock.unlock() }
        return registered
    }
}
