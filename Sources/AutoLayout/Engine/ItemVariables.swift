import Cassowary

/// Solver variables of one view or guide, in root coordinates. The engine's `ItemRecord`
/// owns them; this view of them holds no references, so the several lookups each
/// constraint's translation makes cost no reference counting. Valid while the engine keeps
/// the record, which is as long as any engine method can hold one.
struct ItemVariables {
    // Unmanaged: even an `unowned(unsafe)` field is retained when read into a strong use.
    let xReference: Unmanaged<Variable>
    let yReference: Unmanaged<Variable>
    let widthReference: Unmanaged<Variable>
    let heightReference: Unmanaged<Variable>

    var x: Variable { xReference.takeUnretainedValue() }
    var y: Variable { yReference.takeUnretainedValue() }
    var width: Variable { widthReference.takeUnretainedValue() }
    var height: Variable { heightReference.takeUnretainedValue() }

    init(_ record: ItemRecord) {
        xReference = .passUnretained(record.x)
        yReference = .passUnretained(record.y)
        widthReference = .passUnretained(record.width)
        heightReference = .passUnretained(record.height)
    }
}
