#pragma once
// The open table (generate/open_table) drawn to scale: a faint reference grid
// under everything, the deployment zones as tinted, hatched bands, each
// feature with a tint and a texture that stay apart on a monochrome laser,
// water with its fords and bridges, roads, walls and hedges at their own
// widths, every feature's label, and along the four edges rulers numbered in
// the table's unit, so that terrain can be laid out with a tape measure. Its
// north-west corner is at (0, 0) and nothing lies outside the table, so the
// same items make the 1:1 sheets (layout/tiled_board) and, drawn at a smaller
// scale, an overview.

#include <map>
#include <string>
#include <vector>

#include "core/table_unit.hpp"
#include "generate/open_table.hpp"
#include "layout/area_paths.hpp"
#include "layout/document.hpp"
#include "layout/hatching.hpp"
#include "layout/text_measurer.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {

struct FeatureLook {
  Colour fill = white;             // an area's tint
  std::vector<Texture> textures;   // over an area's tint, so kinds that print as like greys still differ
  PathStyle line = PathStyle::wall;  // how a line's course is drawn
};

// muster's looks for the kinds the open-table rule sets name: "hill", "wood",
// "village", "buildings", "marsh", "rough", "scrub", "field"; "river",
// "stream", "road", "track", "wall", "hedge", "fence", "barricade". A rule set
// may use them, add to them or replace them.
std::map<std::string, FeatureLook> standard_looks();

// Where a side deploys: a band along its edge, or half the table.
struct DeploymentBand {
  std::string label;  // "USA deploys here"
  TableBox box;
  Colour colour;      // the side's
  std::vector<std::string> shorter = {};  // wordings to fall back on, in order, where the label does not fit
};

struct OpenTableBoard {
  muster::Table table;  // (layout::Table is a table of text)
  std::vector<Feature> features;
  std::map<std::string, FeatureLook> looks;  // by feature kind; a kind with none is drawn as a plain outline
  std::vector<DeploymentBand> zones;
  TableUnit unit = TableUnit::centimetres();
  double grid_step = 10;  // units between reference grid lines, and between numbered ruler ticks
  double scale = 1;       // paper per table: 1 for the 1:1 sheets, a tenth or so for an overview
  // What a rule set draws over the terrain (troops set out before play), in the drawing's coordinates:
  // under the labels, which keep off it.
  std::vector<Item> overlays;
  // Whether a ruler's number leaves out any one whose plate would cover an overlay (State of War's
  // groups at the table's edge); off, the rulers are numbered as before whatever lies under them.
  bool rulers_clear_of_overlays = false;
};

Area open_table_extent(const OpenTableBoard& board);
// Where a point of the table falls on the drawing (y down from the north edge).
Point board_point(const OpenTableBoard& board, TablePoint point);
std::vector<Item> draw_open_table(const OpenTableBoard& board, const TextMeasurer& measurer);

}  // namespace muster::layout
