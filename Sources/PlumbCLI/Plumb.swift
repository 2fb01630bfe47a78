import ArgumentParser

@main
struct Plumb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plumb",
        abstract: "Auto Layout for Linux: solve, explain and render constraint layouts.",
        subcommands: [Bench.self])
}
