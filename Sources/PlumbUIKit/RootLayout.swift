internal import AutoLayout

/// What a root view keeps between layout passes: the engine of its tree, alive so that each
/// pass after the first re-solves only what changed (the model tells the engine of every
/// change), and the conflicts already reported, so each is reported once while it lasts.
@MainActor
final class RootLayout {
    let engine: LayoutEngine
    var reportedConflicts: Set<String> = []

    init(engine: LayoutEngine) {
        self.engine = engine
    }
}
