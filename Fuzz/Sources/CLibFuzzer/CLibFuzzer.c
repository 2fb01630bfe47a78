// The header is the module: libFuzzer itself comes from the toolchain at link time.
