import ArgumentParser

/// `plumb snapshot record|verify`: the snapshot harness over the default matrix (SPEC §6).
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record or verify the reference snapshots of the default matrix.",
        subcommands: [SnapshotRecord.self, SnapshotVerify.self])
}
