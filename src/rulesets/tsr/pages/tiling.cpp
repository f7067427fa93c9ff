#include "rulesets/tsr/pages/tiling.hpp"

#include <algorithm>
#include <cmath>

#include "layout/style.hpp"

namespace muster::tsr {

namespace {
int sheets_along(Length board, Length window, Length overlap) {
  if (board <= window) return 1;
  return 1 + static_cast<int>(std::ceil((board - window) / (window - overlap) - 1e-9));
}
}  // namespace

Area usable_area(PaperSize sheet, Length header) {
  return {sheet.width - layout::style::margin * 2,
          sheet.height - layout::style::margin * 2 - layout::style::footer_height - header};
}

Tiling tile_board(Length board_width, Length board_height, Area window, Length overlap) {
  Tiling tiling;
  tiling.columns = sheets_along(board_width, window.width, overlap);
  tiling.rows = sheets_along(board_height, window.height, overlap);
  for (int r = 0; r < tiling.rows; ++r)
    for (int c = 0; c < tiling.columns; ++c) {
      const Length x = (window.width - overlap) * c, y = (window.height - overlap) * r;
      tiling.tiles.push_back({r, c, x, y, min(window.width, board_width - x), min(window.height, board_height - y)});
    }
  return tiling;
}

PaperSize best_sheet_orientation(PaperSize paper, Length board_width, Length board_height, Length header, Length overlap) {
  const PaperSize portrait{min(paper.width, paper.height), max(paper.width, paper.height)};
  const PaperSize landscape{portrait.height, portrait.width};
  const int upright = tile_board(board_width, board_height, usable_area(portrait, header), overlap).count();
  const int sideways = tile_board(board_width, board_height, usable_area(landscape, header), overlap).count();
  return sideways < upright ? landscape : portrait;
}

}  // namespace muster::tsr
