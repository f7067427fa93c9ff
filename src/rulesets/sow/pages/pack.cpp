// The files of a pack and who is handed each: the umpire, one side, or the table.
#include "rulesets/sow/pages/pages.hpp"

namespace muster::sow {

std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer) {
  std::vector<PackFile> files;
  const std::string shared_footer = table_footer(setup, ruleset_title);
  files.push_back({"umpire.pdf", umpire_briefing(setup, measurer), Audience::umpire()});
  for (std::size_t i = 0; i < 2; ++i) {
    const std::string& key = setup.sides[i].key;
    files.push_back({key + ".pdf", side_briefing(setup, i, measurer), Audience::of_side(key)});
  }
  // The table's map leaves the solo side's deployment out: its dice are the solo side's.
  files.push_back({"map.pdf", table_map(setup, false, shared_footer, measurer), Audience::table()});
  for (std::size_t i = 0; i < 2; ++i) {
    const std::string& key = setup.sides[i].key;
    files.push_back({key + "-roster.pdf", roster(setup, i, measurer), Audience::of_side(key)});
  }
  files.push_back({"force-list.pdf", force_list(setup, measurer), Audience::table()});
  files.push_back({"rulers.pdf", rulers(setup, measurer), Audience::table()});
  files.push_back({"qrs.pdf", reference_cards(setup.print.paper, shared_footer, measurer), Audience::table()});
  return files;
}

std::vector<std::string> side_keys_of(const Setup& setup) { return {setup.sides[0].key, setup.sides[1].key}; }

}  // namespace muster::sow
