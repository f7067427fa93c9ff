// Fuzzes The Square Brigadier's orbat file reader (spec/command_tree_reader with
// tsb's unit fields), in both periods, and the army made from the tree.
#include "core/diagnostic.hpp"
#include "fuzz_support.hpp"
#include "rulesets/tsb/army_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace muster;
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const tsb::Period period : {tsb::Period::mid_19th, tsb::Period::early_20th}) {
    fuzz::accepted([&] {
      const spec::Node root = spec::parse_yaml(text, fuzz::input_file_name());
      Diagnostics d;
      const auto tree = spec::read_command_tree(root, d, tsb::unit_fields_reader(period));
      if (d.empty()) tsb::warn_of_command_sizes(tsb::army_from_orbat(tree), root, d);
      d.throw_if_any();
    });
  }
  return 0;
}
