#include "spec/print_reader.hpp"

#include "spec/duplex_offset_reader.hpp"

namespace muster::spec {

namespace {
// A key that means nothing to this rule set: refused in a scenario, where the user
// would expect it to change the pack; passed over in a record, which an earlier
// muster wrote with every key.
void key_without_meaning(MapReader& reader, PaperKey paper, const std::string& key, const std::string& why) {
  if (paper == PaperKey::in_print)
    reader.pass_over(key);
  else
    reader.refuse(key, "changes nothing: " + why, "remove it");
}
}  // namespace

void read_print(MapReader& parent, PrintOptions& print, const PrintRules& rules, PaperKey paper) {
  auto node = parent.take("print");
  if (!node) return;
  MapReader reader(*node, parent.diagnostics(), "'print'");
  if (paper == PaperKey::in_print)
    if (auto named = parse_paper(reader.choice("paper", paper_name(print.paper), {"a4", "letter"}))) print.paper = *named;
  if (rules.prints_counters)
    print.counter_size = reader.length("counter-size", print.counter_size, rules.smallest_counter, rules.largest_counter);
  else
    key_without_meaning(reader, paper, "counter-size", "this rule set prints no counters");
  if (rules.tiles_maps) print.map_tiles = reader.flag("map-tiles", print.map_tiles);
  if (rules.prints_backs)
    print.duplex_offset = read_duplex_offset(reader, print.duplex_offset);
  else
    key_without_meaning(reader, paper, "duplex-offset", "this rule set prints nothing double-sided");
}

Record print_record(const PrintOptions& print, const PrintRules& rules) {
  Record record = Record::map(true);
  record.add("paper", Record::value(paper_name(print.paper)));
  // To a tenth of a millimetre, as the scenario may give it: rounding to whole millimetres would print other counters again.
  if (rules.prints_counters) record.add("counter-size", Record::value(length_text(print.counter_size)));
  if (rules.tiles_maps) record.add("map-tiles", Record::value(print.map_tiles ? "true" : "false"));
  if (rules.prints_backs) record.add("duplex-offset", duplex_offset_record(print.duplex_offset));
  return record;
}

}  // namespace muster::spec
