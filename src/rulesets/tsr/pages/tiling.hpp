#pragma once
// Cutting a large board into overlapping sheets of paper.

#include <vector>

#include "core/paper.hpp"

namespace muster::tsr {

struct Tile {
  int row = 0, column = 0;  // from the north-west
  Length x, y;              // the board window this sheet shows
  Length width, height;
};

struct Tiling {
  int rows = 0, columns = 0;
  std::vector<Tile> tiles;
  int count() const { return rows * columns; }
};

struct Area {
  Length width, height;
};

// The printable board window on a sheet: inside the margins, under the sheet's header, above its footer.
Area usable_area(PaperSize sheet, Length header);
// Sheets placed so that each overlaps the next by `overlap`, covering the whole board.
Tiling tile_board(Length board_width, Length board_height, Area window, Length overlap);
// Portrait or landscape, whichever needs fewer sheets (portrait on a tie).
PaperSize best_sheet_orientation(PaperSize paper, Length board_width, Length board_height, Length header, Length overlap);

}  // namespace muster::tsr
