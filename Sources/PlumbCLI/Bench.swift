import ArgumentParser

struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run benchmarks and print medians.")
    func run() throws {}
}
