// The files of a pack and who is handed each. Nothing is secret (model.hpp):
// besides the umpire's sheets and the briefings, every file is the table's.
#include "layout/duplex_check.hpp"
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/pages/pages.hpp"

namespace muster::tsatf {

std::vector<PackFile> pack_files(const Setup& setup, const layout::TextMeasurer& measurer) {
  std::vector<PackFile> files;
  files.push_back({"umpire.pdf", umpire_briefing(setup, measurer), Audience::umpire()});
  for (std::size_t i = 0; i < 2; ++i) files.push_back({setup.sides[i].key + ".pdf", side_briefing(setup, i, measurer), Audience::of_side(setup.sides[i].key)});
  files.push_back({"map.pdf", setup_map(setup, measurer), Audience::table()});
  files.push_back({"rosters.pdf", rosters(setup, measurer), Audience::table()});
  files.push_back({"counters.pdf", counters(setup, measurer), Audience::table()});
  files.push_back({"cards.pdf", cards(setup, measurer), Audience::table()});
  files.push_back({"qrs.pdf", reference_cards(setup.print.paper, table_footer(setup, ruleset_title), measurer, GameNumbers{setup.organisations, setup.battlefield.current}),
                   Audience::table()});
  // Cards and markers have backs: the page that measures how far the printer puts them.
  files.push_back({"duplex-check.pdf", layout::duplex_check(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title), setup.print.duplex_offset), Audience::table()});
  return files;
}

std::vector<std::string> side_keys_of(const Setup& setup) { return {setup.sides[0].key, setup.sides[1].key}; }

}  // namespace muster::tsatf
