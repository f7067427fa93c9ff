#pragma once
// A board of areas (generate/area_grid) drawn at a given area size: each
// area's terrain, the roads, rivers, railways and telephone lines through
// them, each area's name small in its corner, the grid over all; or, on the
// open table, which has no grid, the area length marked along every edge so
// that players can measure in areas. Its north-west corner is at (0, 0), so
// the same items make the 1:1 sheets (layout/tiled_board) and, drawn with a
// smaller area size, an overview.

#include <string>
#include <utility>
#include <vector>

#include "generate/area_grid.hpp"
#include "layout/area_paths.hpp"
#include "layout/document.hpp"
#include "layout/hatching.hpp"
#include "layout/text_measurer.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {

struct AreaPaint {
  Colour fill = white;
  std::vector<Texture> textures;  // over the tint, so kinds that print as like greys still differ
  // A word or two ("woods", "town"), or nothing; shorter forms after a '|' ("objective|obj.") for when it will not fit.
  std::string label;
  bool holds_terrain = false;     // blocks a line of fire: a dark border just inside the area says so
};

struct AreaPath {
  PathStyle style = PathStyle::road;
  // In order. The path runs through their centres; an end on the board's edge runs on to the table edge.
  std::vector<Square> areas;
};

struct AreaBoard {
  AreaGrid grid;
  Length area_size;              // a square's side, a hex across its flats, the open table's area length
  std::vector<AreaPaint> paint;  // by grid.index(); areas beyond its end are open ground
  std::vector<AreaPath> paths;
  // Pairs of areas that meet only at a corner which the rule set closes (impassable water on
  // both sides, say): a small diamond of the first area's paint over the corner shows it shut.
  std::vector<std::pair<Square, Square>> closed_corners;
};

Area board_extent(const AreaBoard& board);
// Where an area's centre falls on the drawing.
Point area_centre(const AreaBoard& board, Square area);
std::vector<Item> draw_area_board(const AreaBoard& board, const TextMeasurer& measurer);

}  // namespace muster::layout
