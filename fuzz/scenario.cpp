// Fuzzes the scenario reader of one rule set, MUSTER_FUZZ_RULESET (set by CMake, one harness per
// rule set), through the app's loading path, with the record round trip (fuzz_support.hpp).
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) { return muster::fuzz::fuzz_scenario(data, size, MUSTER_FUZZ_RULESET); }
