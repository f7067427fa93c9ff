// The files of a pack and who is handed each: the umpire, one side, or the table.
#include "layout/duplex_check.hpp"
#include "rulesets/tsr/departures.hpp"
#include "rulesets/tsr/pages/pages.hpp"

namespace muster::tsr {

std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer) {
  std::vector<PackFile> files;
  files.push_back({"umpire.pdf", umpire_briefing(setup, measurer), Audience::umpire()});
  for (Side side : both_sides) files.push_back({side_key(side) + ".pdf", side_briefing(setup, side, measurer), Audience::of_side(side_key(side))});
  files.push_back({"map.pdf", table_map(setup, measurer), Audience::table()});
  for (Side side : both_sides) files.push_back({side_key(side) + "-counters.pdf", side_counter_sheets(setup, side, measurer), Audience::of_side(side_key(side))});
  files.push_back({"markers.pdf", marker_sheets(setup, measurer), Audience::table()});
  files.push_back({"duplex-check.pdf", layout::duplex_check(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title), setup.print.duplex_offset), Audience::table()});
  for (Side side : both_sides) files.push_back({side_key(side) + "-roster.pdf", roster(setup, side, measurer), Audience::of_side(side_key(side))});
  files.push_back({"qrs.pdf", reference_cards(setup.print.paper, table_footer(setup, ruleset_title), setup.timeline,
                                                   departures_from_the_rules(setup), measurer), Audience::table()});
  return files;
}

std::vector<std::string> side_keys_of(const Setup&) { return {side_key(Side::usa), side_key(Side::csa)}; }

}  // namespace muster::tsr
