/// Where `UINib(nibName:bundle:)` finds `<name>.xib`: in the bundle given; or, with none or
/// `Bundle.main`, in the folders registered with `PlumbNibFolders`, in `Bundle.main` and then
/// in each SwiftPM resource bundle beside it (`*.resources` directories next to the executable
/// or test bundle, sorted by name). SwiftPM on Linux puts a target's resources there, and
/// `Bundle.main` is the directory of the executable, so a team's xib declared as a resource of
/// its target is found with `bundle: nil` as on iOS, where the app's nibs are in the main
/// bundle. Other places are registered (`PlumbNibFolders`, SPI), or a test passes its
/// `Bundle.module`, or reads the data itself.
enum NibLocator {
    enum Source {
        /// The xib's bytes and the path messages name.
        case data(Data, file: String)
        /// Not found; the directories looked in, in order.
        case notFound(searched: [String])
    }

    static func find(_ name: String, in bundle: Bundle?) -> Source {
        // `Bundle.main` is the app's bundle on iOS, which holds its nibs; on Linux a target's
        // xibs sit in the SwiftPM resource bundles beside it, so it looks where nil does.
        let directories =
            bundle.flatMap { $0.bundleURL == Bundle.main.bundleURL ? nil : [resourceDirectory(of: $0)] }
            ?? defaultDirectories()
        for directory in directories {
            let path = directory.appendingPathComponent(name + ".xib").path
            guard FileManager.default.fileExists(atPath: path) else { continue }
            if let data = FileManager.default.contents(atPath: path) {
                return .data(data, file: path)
            }
        }
        return .notFound(searched: directories.map(\.path))
    }

    /// A bundle's resources: `resourceURL` (a flat SwiftPM bundle's own directory).
    static func resourceDirectory(of bundle: Bundle) -> URL {
        bundle.resourceURL ?? bundle.bundleURL
    }

    /// The folders registered with `PlumbNibFolders`, the main bundle's resources, then the
    /// `*.resources` bundles beside it, by name.
    static func defaultDirectories() -> [URL] {
        PlumbNibFolders.folders.map { URL(fileURLWithPath: $0, isDirectory: true) } + mainBundleDirectories
    }

    /// The main bundle's resources and the resource bundles beside it: read once, since every
    /// view controller now looks for a nib named after it, and a build folder holds hundreds
    /// of entries to list; SwiftPM does not add bundles while a process runs.
    static let mainBundleDirectories: [URL] = {
        let main = Bundle.main
        var directories = [resourceDirectory(of: main)]
        let beside = main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: beside.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") {
            let url = beside.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                directories.append(url)
            }
        }
        return directories
    }()
}
