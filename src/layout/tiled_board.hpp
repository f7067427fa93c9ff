#pragma once
// A board printed at 1:1 over sheets of paper, for any rule set: the board is
// shared out evenly over the sheets (layout/tiling), with a strip along its
// north and south edges that names them. Each sheet carries its instructions,
// a north arrow, a locator and a scale check above the board; cut lines where
// it lies over earlier sheets, hatched glue strips where later ones lie over
// it, and registration crosses on every seam, moved off the board's texts.
// The overview page shows a plan of the sheets.

#include <string>
#include <vector>

#include "layout/page_builder.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {

inline constexpr Length tile_overlap = Length::mm(10);
// A 26 x 45 TSR board takes about 150 sheets of A4; a board needing more than this is a
// mistake in the scenario, and laying it out would take minutes and gigabytes.
inline constexpr int most_tiled_sheets = 300;
// Room above each sheet's board for its instructions, north arrow, locator and scale check.
inline constexpr Length tile_header = Length::mm(13);
// A strip along the board's north and south edges, tiled with it, that names the edge.
inline constexpr Length edge_strip = Length::mm(7);
inline constexpr Length assembly_plan_width = Length::mm(42);

struct TiledBoard {
  std::vector<Item> items;  // the board at 1:1, its north-west corner at (0, 0)
  Area size;
  std::string north_label, south_label;  // e.g. "NORTH EDGE: CSA baseline (Confederate)"
};

// The fewest sheets of `paper` (either way up) for the board and its edge strips. More than
// most_tiled_sheets is an InputError that says how to print the map without them.
Tiling tile_board(Area board, Paper paper);
// The plan of the sheets with a north arrow and how to put them together,
// assembly_plan_width wide, its top-left corner at `at`.
void add_assembly_plan(PageBuilder& builder, const Tiling& tiling, Area board, Point at);
// One page per sheet, on the tiling's paper.
void add_sheets(PageBuilder& builder, const TiledBoard& board, const Tiling& tiling);

}  // namespace muster::layout
