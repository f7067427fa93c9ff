// Fuzzes State of War's hand-written force lists: a force file whose 'units' is
// the list (sow/force_reader), and the record of an accepted list.
#include "core/diagnostic.hpp"
#include "fuzz_support.hpp"
#include "rulesets/sow/force_reader.hpp"
#include "spec/map_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  const std::string text(reinterpret_cast<const char*>(data), size);
  fuzz::accepted([&] {
    const spec::Node file = spec::parse_yaml(text, fuzz::input_file_name());
    Diagnostics d;
    std::optional<sow::Force> force;
    {
      spec::MapReader root(file, d, "the force file");
      // In a file, 'units' is the list itself; a scalar there would name yet another file, which muster does not follow.
      if (auto units = root.require("units")) {
        if (units->is_scalar()) d.error(units->where(), "'units' should be a list of units");
        else force = sow::read_force_list(*units, fuzz::input_file_name(), d);
      }
    }
    d.throw_if_any();
    if (force) (void)sow::force_list_record(*force);
  });
  return 0;
}
