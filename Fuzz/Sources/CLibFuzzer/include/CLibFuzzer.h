#ifndef PLUMB_CLIBFUZZER_H
#define PLUMB_CLIBFUZZER_H
#include <stddef.h>
#include <stdint.h>

// libFuzzer's entry for a program with its own main (compiler-rt's FuzzerInterface.h); it
// ships in the toolchain's libclang_rt.fuzzer, which `-sanitize=fuzzer` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
