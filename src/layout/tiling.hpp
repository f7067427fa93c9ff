#pragma once
// Cutting a large board into overlapping sheets of paper, for any battlefield
// printed at 1:1. The board is shared out evenly: every sheet carries the same
// share of it, rather than full sheets and a last sliver.

#include <vector>

#include "core/paper.hpp"

namespace muster::layout {

struct Area {
  Length width, height;
};

struct Tile {
  int row = 0, column = 0;  // from the north-west
  Length x, y;              // the window of the tiled area this sheet shows
  Length width, height;
};

struct Tiling {
  PaperSize sheet;          // portrait or landscape
  Area window;              // the most a sheet could show
  int rows = 0, columns = 0;
  std::vector<Tile> tiles;  // row by row from the north-west: sheet n is tiles[n - 1]
  int count() const { return rows * columns; }
  // The smallest part of its window any sheet fills, 0..1.
  double smallest_share() const;
};

// The printable window on a sheet: inside the margins, under a header of `header`, above the footer.
Area usable_area(PaperSize sheet, Length header);
// The fewest sheets that cover `area`, neighbours overlapping by `overlap`, each showing an equal share.
Tiling tile_area(Area area, PaperSize sheet, Length header, Length overlap);
// Portrait or landscape, whichever needs fewer sheets; on a tie, whichever fills its sheets better.
Tiling best_tiling(Area area, PaperSize paper, Length header, Length overlap);

}  // namespace muster::layout
