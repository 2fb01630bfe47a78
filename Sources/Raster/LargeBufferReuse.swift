#if canImport(Glibc)
    import Glibc
#endif

/// Keeps glibc from mapping each screen-sized bitmap fresh from the kernel. A render at 3x
/// makes and drops several 12 MB buffers (the canvas, a decoded reference, a comparison's
/// copies). glibc serves blocks that large with an `mmap` of their own and unmaps them on
/// free, so every image touched thousands of new pages before drawing a pixel: a quarter of
/// `plumb bench render`, and a fifth of the sample app's 200 UIKit snapshots, went to page
/// faults in `perf`. Serving them from the heap, and not trimming it, lets the next image
/// reuse the pages. The thresholds only decide where blocks come from: nothing computed
/// changes. The `plumb` tool and both snapshot-testing libraries call it before their first
/// image; a test process has no `main` of Plumb's to do it sooner.
public enum LargeBufferReuse {
    /// Sets the thresholds once per process (later calls do nothing).
    public static func enable() { _ = applied }

    private static let applied: Void = {
        #if canImport(Glibc)
            // <malloc.h>'s M_MMAP_THRESHOLD (-3) and M_TRIM_THRESHOLD (-1), which Swift's
            // Glibc module does not import: blocks up to 64 MB from the heap, and the heap
            // handed back to the kernel only when 256 MB sit free at its top.
            _ = glibcMallopt(-3, 64 << 20)
            _ = glibcMallopt(-1, 256 << 20)
        #endif
    }()
}

#if canImport(Glibc)
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
