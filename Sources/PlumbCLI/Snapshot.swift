import ArgumentParser

/// `plumb snapshot record|verify|merge`: the snapshot harness over a suite (SPEC §6): the
/// config's (`plumb.yml`), else the cookbook's.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Record or verify a suite's reference snapshots (plumb.yml, else the cookbook's); merge shards' results.",
        subcommands: [SnapshotRecord.self, SnapshotVerify.self, SnapshotMergeCommand.self])
}
