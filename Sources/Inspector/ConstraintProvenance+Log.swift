import AutoLayout
import ConsoleLog

extension ConstraintProvenance {
    /// For a console log's picture: each rebuilt constraint at its entry's line of the paste,
    /// and the sizes and places the picture chose as the picture's own.
    public init(log analysis: LogAnalysis, picture: LogPicture, file: String) {
        var locations: [Int: Location] = [:]
        for (index, made) in picture.system.constraints.enumerated() where analysis.log.entries.indices.contains(index)
        {
            let line = analysis.log.entries[index].line
            for constraint in made { locations[constraint.constraintID] = Location(file: file, line: line) }
        }
        let lines = locations.values.map(\.line).sorted()
        self.init(
            locations: locations, origins: Self.origins(under: picture.system.root),
            chosen: picture.chosenConstraintIDs,
            excerpts: locations.isEmpty ? [] : [SourceExcerpt(file: file, path: file, lines: lines)])
    }
}
