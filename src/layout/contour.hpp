#pragma once
// The outline of a region of a grid (a hill on a square or offset-square board,
// a town across several zones), as closed loops drawn a little inside the
// region: two regions that touch then show two lines, not one shared edge.

#include <compare>
#include <set>
#include <vector>

#include "layout/document.hpp"

namespace muster::layout {

// A cell of a grid of equal rectangles, counted from the top-left. An offset-
// square board uses half-squares as cells, so a square is two cells side by side.
struct GridCell {
  int column = 0, row = 0;
  auto operator<=>(const GridCell&) const = default;
};

// One closed loop per boundary of the region (its outer edge and any holes),
// each `inset` inside the region, corners square.
std::vector<std::vector<Point>> region_outline(const std::set<GridCell>& cells, Length cell_width, Length cell_height, Length inset);

}  // namespace muster::layout
