import Foundation

/// Screen-sized pixel buffers handed back when the image holding them dies, for the next
/// bitmap of the same size. A screen at 3x is 12 MB; made afresh, it lands wherever the
/// allocator has room, which between two renders of `plumb bench uikit` (cells, a table and
/// live roots run in between) was mostly memory the process had never touched: 600 to 3,100
/// page faults a render, 1.5 µs each, against about 10 when the same pages came back (a leak
/// in the live roots, since fixed, took the freed canvas's pages; without it, some processes
/// still drew on fresh pages). Reusing the buffer keeps the pages. What a bitmap holds never depends on it: a reused buffer is
/// written whole with the new bitmap's fill before anything is drawn.
public final class PixelBufferPool: @unchecked Sendable {
    /// The pool `Bitmap(width:height:fill:)` takes from.
    public static let shared = PixelBufferPool()

    /// Smaller buffers are not kept: a phone screen at 1x is 1.4 MB, and the allocator serves
    /// blocks below a megabyte from pages it keeps anyway.
    public static let minimumByteCount = 1 << 20

    /// At most this many buffers are kept (the oldest goes first): a render and the reference
    /// it is compared with, or two device sizes in turn.
    public static let capacity = 2

    private let lock = NSLock()
    private var buffers: [[UInt8]] = []

    public init() {}

    /// Keeps `pixels` for a later bitmap of exactly its byte count, when it is screen-sized.
    /// A buffer still shared with another array is kept too: taking it then costs a copy
    /// (copy-on-write), never a changed pixel in the other array.
    public func recycle(_ pixels: [UInt8]) {
        guard pixels.count >= Self.minimumByteCount else { return }
        lock.lock()
        defer { lock.unlock() }
        if buffers.count >= Self.capacity { buffers.removeFirst() }
        buffers.append(pixels)
    }

    /// A kept buffer of exactly `byteCount` bytes, no longer kept; nil when none is. Its
    /// contents are whatever was last drawn in it.
    public func take(byteCount: Int) -> [UInt8]? {
        guard byteCount >= Self.minimumByteCount else { return nil }
        lock.lock()
        defer { lock.unlock() }
        // The newest first: its pages are the likeliest still in the cache.
        guard let index = buffers.lastIndex(where: { $0.count == byteCount }) else { return nil }
        return buffers.remove(at: index)
    }

    /// How many buffers are kept now.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return buffers.count
    }
}
