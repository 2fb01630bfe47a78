/// Byte offsets → 1-based lines and columns. A line ends at `\n`, `\r\n` or a lone `\r`, as
/// Swift's lexer counts them.
struct SourceLines {
    /// Offset where each line starts.
    private var starts: [Int] = [0]
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(index + 1) }
            index += 1
        }
    }

    var count: Int { starts.count }

    /// The line of `offset` (1-based).
    func line(_ offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// (line, column), both 1-based; the column in bytes.
    func location(_ offset: Int) -> (line: Int, column: Int) {
        let line = line(offset)
        return (line, offset - starts[line - 1] + 1)
    }

    /// The text from `offset` to the end of its line, at most 40 characters (an ellipsis when
    /// cut).
    func excerpt(from offset: Int) -> String {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }
}
