#pragma once
// How the 1:1 sheets go together: a small plan of the tiled area with the
// board's outline on it and every sheet's window drawn and numbered in the
// order the sheets are printed, north at the top.

#include <vector>

#include "layout/document.hpp"
#include "layout/tiling.hpp"

namespace muster::layout {

// The plan scaled to fit `box` (its size; the plan is centred in it); `board` is
// the board's outline within the tiled area, in the tiling's coordinates.
std::vector<Item> assembly_diagram(const Tiling& tiling, Area tiled, const Rect& board, const Rect& box);

}  // namespace muster::layout
