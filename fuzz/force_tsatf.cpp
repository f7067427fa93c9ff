// Fuzzes The Sword and the Flame's hand-written force lists: a force file whose
// 'units' is the list (tsatf/force_reader), read for the free campaign's
// imperial side, and the record of an accepted list.
#include "fuzz_support.hpp"
#include "rulesets/tsatf/force_reader.hpp"
#include "rulesets/tsatf/record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  fuzz::fuzz_force_file(
      data, size,
      [](const spec::Node& units, Diagnostics& d) {
        return tsatf::read_force_list(units, fuzz::input_file_name(), tsatf::Campaign::free, tsatf::Allegiance::imperial, tsatf::Organisations{}, d);
      },
      [](const tsatf::Force& force) { (void)tsatf::force_list_record(force); });
  return 0;
}
