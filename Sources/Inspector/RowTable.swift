/// A variant's distinct constraint rows in first-seen order; the model refers to them by index.
struct RowTable {
    private(set) var values: [JSONValue] = []
    private var indexByText: [String: Int] = [:]

    /// The row's index, adding it when it is new.
    mutating func add(_ row: JSONValue) -> JSONValue {
        let text = row.text
        if let index = indexByText[text] { return .number(Double(index)) }
        indexByText[text] = values.count
        values.append(row)
        return .number(Double(values.count - 1))
    }
}
