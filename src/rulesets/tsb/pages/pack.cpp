// The files of a pack and who is handed each: the umpire, one side, or the table.
#include "layout/duplex_check.hpp"
#include "rulesets/tsb/pages/pages.hpp"
#include "rulesets/tsb/pages/reference_cards.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"

namespace muster::tsb {

std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer) {
  std::vector<PackFile> files;
  const std::string table_footer_text = table_footer(setup, ruleset_title);
  files.push_back({"umpire.pdf", umpire_briefing(setup, measurer), Audience::umpire()});
  for (std::size_t i = 0; i < 2; ++i) {
    const std::string& key = setup.sides[i].key;
    files.push_back({key + ".pdf", side_briefing(setup, i, measurer), Audience::of_side(key)});
  }
  files.push_back({"map.pdf", battle_map(setup, measurer), Audience::table()});
  // Each side's own sheets, in files of their own so no sheet has the enemy on its back.
  for (std::size_t i = 0; i < 2; ++i) {
    const std::string& key = setup.sides[i].key;
    files.push_back({key + "-counters.pdf", side_counter_sheets(setup, i, measurer), Audience::of_side(key)});
    files.push_back({key + "-roster.pdf", roster(setup, i, measurer), Audience::of_side(key)});
    files.push_back({key + "-orders.pdf", orders_tracker(setup, i, measurer), Audience::of_side(key)});
  }
  files.push_back({"markers.pdf", marker_sheets(setup, measurer), Audience::table()});
  files.push_back({"duplex-check.pdf", layout::duplex_check(paper_size(setup.print.paper), measurer, table_footer_text, setup.print.duplex_offset), Audience::table()});
  files.push_back({"qrs.pdf", reference_cards(setup.print.paper, table_footer_text, measurer), Audience::table()});
  return files;
}

std::vector<std::string> side_keys_of(const Setup& setup) { return {setup.sides[0].key, setup.sides[1].key}; }

}  // namespace muster::tsb
