#pragma once
// map.pdf for The Sword and the Flame: the table to a whole-number scale on a
// landscape page with a 6-inch reference grid and edge rulers in inches, the
// river with its banks and fords, an arrow on it showing the current's way
// with its dice beside it, the terrain with a key, and the deployment zones
// where the scenario gives them; then every feature's size and place, to lay
// the terrain out with a tape; then, only when asked, the table at 1:1.

#include <optional>
#include <string>
#include <vector>

#include "core/paper.hpp"
#include "layout/document.hpp"
#include "layout/open_table_board.hpp"
#include "layout/text_measurer.hpp"
#include "rulesets/tsatf/battlefield.hpp"

namespace muster::tsatf {

// Inches between reference grid lines, and between numbered ruler ticks.
inline constexpr double grid_inches = 6;

// A side's deployment zone as the map shows it.
struct MapZone {
  std::string side;    // "British"
  std::string key;     // "BRI": the shorter label where the side's name does not fit
  std::string colour;  // "#rrggbb"; grey where empty
  Edge edge = Edge::south;
  TableBox box;
};

struct TableMapRequest {
  std::string scenario;      // the title's "The table: <scenario>"
  Battlefield battlefield;
  std::vector<MapZone> zones;      // none, one or two
  std::string first_move;          // "The British move first (roll-off 5-2)", or empty
  Paper paper = Paper::a4;
  bool full_size_sheets = false;   // the table at 1:1 over sheets
};

// The board at `scale` (paper per table): terrain, zones, and the current over the river.
layout::OpenTableBoard table_board(const TableMapRequest& request, double scale, const layout::TextMeasurer& measurer);
// The current's arrow on the river, pointing downstream, and its caption beside
// it on a white plate, both a fixed size on paper, in the board's coordinates.
std::vector<layout::Item> current_overlay(const layout::OpenTableBoard& board, const Course& river, const RiverCurrent& current,
                                          const layout::TextMeasurer& measurer);
layout::Document table_map(const TableMapRequest& request, const std::string& footer, const layout::TextMeasurer& measurer);

}  // namespace muster::tsatf
