import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Paths and globs of `plumb.yml`'s `scenes:`, matched against the files under the config's
/// directory: `*`, `?` and `[…]` within one path component (fnmatch), and `**` for any number
/// of directories. Matches come back sorted, so a suite's order never depends on the file
/// system's; hidden files and directories (`.build`, `.git`) match only a pattern that names
/// them.
enum SuiteGlob {
    static func isPattern(_ text: String) -> Bool {
        text.contains { "*?[".contains($0) }
    }

    /// The paths, relative to `directory` (absolute for an absolute pattern), of the files
    /// `pattern` matches; nil when matching would list more than `budget` folders (a `**`
    /// from the file system's root), so that a careless glob is an error, not an endless walk.
    static func files(matching pattern: String, in directory: String, budget: Int = 10_000) -> [String]? {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return [] }
        var walker = Walker(budget: budget)
        // An absolute pattern is walked from the file system's root and matches absolute paths.
        let absolute = pattern.hasPrefix("/")
        walker.walk(components[...], directory: absolute ? "/" : directory, prefix: absolute ? "/" : "")
        guard !walker.exhausted else { return nil }
        // `**` can reach a file along several paths; keep each once.
        var seen = Set<String>()
        return walker.found.sorted().filter { seen.insert($0).inserted }
    }

    /// One match's walk, counting the folders it lists.
    private struct Walker {
        var budget: Int
        var found: [String] = []
        var exhausted = false

        mutating func walk(_ components: ArraySlice<String>, directory: String, prefix: String) {
            guard let component = components.first, !exhausted else { return }
            let rest = components.dropFirst()
            let here = directory.isEmpty ? "." : directory
            if component == "**" {
                walk(rest, directory: directory, prefix: prefix)
                // Symbolic links to folders are not followed here: a link back up the tree
                // would make `**` endless.
                for entry in entries(of: here) where entry.isDirectory && !entry.isLink && !entry.name.hasPrefix(".") {
                    walk(components, directory: join(directory, entry.name), prefix: prefix + entry.name + "/")
                }
                return
            }
            if !isPattern(component) {
                let path = join(directory, component)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
                if rest.isEmpty {
                    if !isDirectory.boolValue { found.append(prefix + component) }
                } else if isDirectory.boolValue {
                    walk(rest, directory: path, prefix: prefix + component + "/")
                }
                return
            }
            for entry in entries(of: here) where matches(component, entry.name) {
                if rest.isEmpty {
                    if !entry.isDirectory { found.append(prefix + entry.name) }
                } else if entry.isDirectory {
                    walk(rest, directory: join(directory, entry.name), prefix: prefix + entry.name + "/")
                }
            }
        }

        private mutating func entries(of directory: String) -> [(name: String, isDirectory: Bool, isLink: Bool)] {
            budget -= 1
            guard budget >= 0 else {
                exhausted = true
                return []
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            return names.sorted().map { name in
                // One lstat per entry; a second stat only for a link, to see what it points at.
                let path = join(directory, name)
                var info = stat()
                guard lstat(path, &info) == 0 else { return (name, false, false) }
                let isLink = info.st_mode & S_IFMT == S_IFLNK
                if isLink && stat(path, &info) != 0 { return (name, false, true) }
                return (name, info.st_mode & S_IFMT == S_IFDIR, isLink)
            }
        }
    }

    /// One component against a pattern; a leading dot must be matched by one.
    static func matches(_ pattern: String, _ name: String) -> Bool {
        fnmatch(pattern, name, FNM_PERIOD) == 0
    }

    /// A whole path (or title) against a pattern whose `*` does not cross `/`, and whose `**`
    /// does.
    static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        if pattern.contains("**") {
            // fnmatch without FNM_PATHNAME lets `*` cross `/`, which is what `**` means.
            return fnmatch(pattern.replacingOccurrences(of: "**", with: "*"), path, 0) == 0
        }
        return fnmatch(pattern, path, FNM_PATHNAME) == 0
    }

    static func join(_ directory: String, _ path: String) -> String {
        if directory.isEmpty || directory == "." || path.hasPrefix("/") { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }
}
