// Fuzzes State of War's hand-written force lists: a force file whose 'units' is
// the list (sow/force_reader), and the record of an accepted list.
#include "fuzz_support.hpp"
#include "rulesets/sow/force_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  fuzz::fuzz_force_file(
      data, size, [](const spec::Node& units, Diagnostics& d) { return sow::read_force_list(units, fuzz::input_file_name(), d); },
      [](const sow::Force& force) { (void)sow::force_list_record(force); });
  return 0;
}
