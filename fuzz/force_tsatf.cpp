// Fuzzes The Sword and the Flame's hand-written force lists: a force file whose
// 'units' is the list (tsatf/force_reader), read for the free campaign's
// imperial side, and the record of an accepted list.
#include "core/diagnostic.hpp"
#include "fuzz_support.hpp"
#include "rulesets/tsatf/force_reader.hpp"
#include "rulesets/tsatf/record.hpp"
#include "spec/map_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::accepted([&] {
    const spec::Node file = spec::parse_yaml(text, fuzz::input_file_name());
    Diagnostics d;
    std::optional<tsatf::Force> force;
    {
      spec::MapReader root(file, d, "the force file");
      // In a file, 'units' is the list itself; a scalar there would name yet another file, which muster does not follow.
      if (auto units = root.require("units")) {
        if (units->is_scalar()) d.error(units->where(), "'units' should be a list of units");
        else force = tsatf::read_force_list(*units, fuzz::input_file_name(), tsatf::Campaign::free, tsatf::Allegiance::imperial, tsatf::Organisations{}, d);
      }
    }
    d.throw_if_any();
    if (force) (void)tsatf::force_list_record(*force);
  });
  return 0;
}
