// Fuzzes the setup record reader (`muster render`'s path) of one rule set, MUSTER_FUZZ_RULESET
// (set by CMake, one harness per rule set): an accepted record must write back to text that
// muster reads again, to the same text.
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) { return muster::fuzz::fuzz_record(data, size, MUSTER_FUZZ_RULESET); }
