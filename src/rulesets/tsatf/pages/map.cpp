// map.pdf of a rolled setup, on the shared table map of table_map.hpp.
#include "rulesets/footers.hpp"
#include "rulesets/tsatf/pages/map_request.hpp"
#include "rulesets/tsatf/pages/pages.hpp"
#include "rulesets/tsatf/summary.hpp"

namespace muster::tsatf {

TableMapRequest map_request(const Setup& setup) {
  TableMapRequest request;
  request.scenario = setup.scenario;
  request.battlefield = setup.battlefield;
  for (const SideSetup& side : setup.sides) request.zones.push_back({side.name, side.key, side.colour, side.baseline, side.zone});
  request.first_move = first_player_text(setup);
  request.paper = setup.print.paper;
  request.full_size_sheets = setup.print.map_tiles;
  return request;
}

layout::Document setup_map(const Setup& setup, const layout::TextMeasurer& measurer) {
  return table_map(map_request(setup), table_footer(setup, ruleset_title), measurer);
}

}  // namespace muster::tsatf
