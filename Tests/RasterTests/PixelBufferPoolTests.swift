import Testing

@testable import AutoLayout
@testable import Raster

/// `PixelBufferPool` and `Bitmap(width:height:fill:pool:)`: a buffer handed back is the next
/// bitmap of its size, written whole with that bitmap's fill; a buffer still shared is copied,
/// never changed under its other holder. Each test has a pool of its own (the shared one is
/// fed by every image that dies in the test process).
@Suite struct PixelBufferPoolTests {
    /// 1,031 × 257 pixels: 1,059,868 bytes, just over the pool's megabyte.
    let width = 1031, height = 257
    let blue = Color(red: 0, green: 0, blue: 255, alpha: 255)

    func address(_ pixels: [UInt8]) -> UInt {
        pixels.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
    }

    /// The first byte offset where `pixels` is not `pixel` repeated, nil when it is (a
    /// megabyte compared with `==` would print a megabyte when it fails).
    func firstDifference(_ pixels: [UInt8], from pixel: [UInt8]) -> Int? {
        pixels.indices.first { pixels[$0] != pixel[$0 % 4] }
    }

    @Test func aHandedBackBufferIsTheNextBitmapOfItsSizeFilledWhole() {
        let pool = PixelBufferPool()
        var first = Bitmap(width: width, height: height, fill: blue, pool: pool)
        first.fill(x0: 10, y0: 10, x1: 20, y1: 20, color: Color(red: 255, green: 0, blue: 0))
        let kept = address(first.pixels)
        pool.recycle(first.pixels)
        first = Bitmap(width: 1, height: 1)
        #expect(pool.count == 1)
        // Half-transparent red, premultiplied: (128, 0, 0, 128).
        let second = Bitmap(
            width: width, height: height, fill: Color(red: 255, green: 0, blue: 0, alpha: 128), pool: pool)
        #expect(address(second.pixels) == kept)
        #expect(pool.count == 0)
        #expect(second.pixels.count == width * height * 4)
        #expect(firstDifference(second.pixels, from: [128, 0, 0, 128]) == nil)
    }

    @Test func aBufferStillSharedIsCopiedNotChanged() {
        let pool = PixelBufferPool()
        let held = Bitmap(width: width, height: height, fill: blue, pool: pool).pixels
        pool.recycle(held)
        let second = Bitmap(width: width, height: height, pool: pool)
        #expect(address(second.pixels) != address(held))
        #expect(firstDifference(second.pixels, from: [0, 0, 0, 0]) == nil)
        #expect(firstDifference(held, from: [0, 0, 255, 255]) == nil)
    }

    @Test func onlyTheExactSizeIsTaken() {
        let pool = PixelBufferPool()
        pool.recycle(Bitmap(width: width, height: height, pool: pool).pixels)
        #expect(pool.take(byteCount: width * height * 4 + 4) == nil)
        #expect(pool.take(byteCount: width * height * 4 - 4) == nil)
        #expect(pool.take(byteCount: width * height * 4)?.count == width * height * 4)
        #expect(pool.take(byteCount: width * height * 4) == nil)
    }

    @Test func buffersUnderAMegabyteAreNotKept() {
        let pool = PixelBufferPool()
        let small = [UInt8](repeating: 7, count: (1 << 20) - 1)
        pool.recycle(small)
        #expect(pool.count == 0)
        #expect(pool.take(byteCount: (1 << 20) - 1) == nil)
    }

    @Test func twoAreKeptTheNewestTakenFirst() {
        let pool = PixelBufferPool()
        for mark: UInt8 in 1...3 { pool.recycle([UInt8](repeating: mark, count: 1 << 20)) }
        #expect(pool.count == 2)
        #expect(pool.take(byteCount: 1 << 20)?.first == 3)
        #expect(pool.take(byteCount: 1 << 20)?.first == 2)
        #expect(pool.take(byteCount: 1 << 20) == nil)
    }
}
