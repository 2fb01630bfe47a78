/// The iOS version whose metrics a layout uses (SPEC §10), for tests that compare versions
/// in one process. A process takes `PLUMB_IOS` (else the newest Plumb models); a test that
/// needs an older control metric (a 30-point text field, a 51×31 switch) runs its layout in
/// `withVersion(_:_:)`. Not UIKit's API: it is `@_spi(Testing)`, so a team's files never see
/// it (`@_spi(Testing) import PlumbUIKit` in a test opts in). Per-assertion versions arrive
/// with snapshot options.
@_spi(Testing) @MainActor
public enum PlumbIOSVersion {
    /// The version set by `withVersion`, over the process's.
    static var override: Int?

    /// The version layouts and controls use now (nil: none stated, the newest).
    public static var current: Int? { LayoutCycle.iosVersion }

    /// What a process would take from `PLUMB_IOS` set to `text`: the version, or nil and the
    /// warning it prints.
    public static func fromEnvironment(_ text: String?) -> (version: Int?, problem: String?) {
        LayoutCycle.iosVersion(fromEnvironment: text)
    }

    /// Runs `body` with `version`'s metrics, then restores the previous version. Controls
    /// whose alignment insets depend on the version (sliders) take them when made, so make
    /// them inside `body`.
    public static func withVersion<T>(_ version: Int, _ body: () throws -> T) rethrows -> T {
        let previous = override
        override = version
        defer { override = previous }
        return try body()
    }
}
