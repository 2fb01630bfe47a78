import ConsoleLog
import FuzzSupport
import SceneFormat

// A paste → UIKit's logs read, each rebuilt and analysed, both reports written, and the first
// log's scene and picture layout made; whatever the bytes, never a crash or a hang.
FuzzDriver.run { bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let logs = ConsoleLog.parse(text)
    // Analysing rebuilds the system once per member of the minimal set: bound the work an
    // input can ask for, as a paste of a few hundred entries is the largest real one.
    guard logs.reduce(0, { $0 + $1.entries.count }) <= 400 else { return }
    let analyses = logs.map(LogAnalysis.init)
    _ = LogReport.text(analyses, file: "fuzz.log")
    _ = LogReport.json(analyses)
    if let first = analyses.first {
        _ = YAMLSceneWriter.yaml(LogScene.outline(first, file: "fuzz.log", number: 1))
        _ = LogPicture(first)
    }
}
