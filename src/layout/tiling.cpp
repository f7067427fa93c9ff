#include "layout/tiling.hpp"

#include <algorithm>
#include <cmath>

#include "layout/style.hpp"

namespace muster::layout {

namespace {
int sheets_along(Length length, Length window, Length overlap) {
  if (length <= window) return 1;
  return static_cast<int>(std::ceil((length - overlap) / (window - overlap) - 1e-9));
}

// Each of `sheets` shows the same length, so that all of them together, overlaps included, just cover `length`.
Length shown_by_each(Length length, int sheets, Length overlap) { return (length + overlap * (sheets - 1)) / sheets; }
}  // namespace

double Tiling::smallest_share() const {
  double smallest = 1;
  for (const Tile& t : tiles) smallest = std::min(smallest, (t.width / window.width) * (t.height / window.height));
  return smallest;
}

Area usable_area(PaperSize sheet, Length header) {
  return {sheet.width - style::margin * 2, sheet.height - style::margin * 2 - style::footer_height - header};
}

Tiling tile_area(Area area, PaperSize sheet, Length header, Length overlap) {
  Tiling tiling;
  tiling.sheet = sheet;
  tiling.window = usable_area(sheet, header);
  tiling.columns = sheets_along(area.width, tiling.window.width, overlap);
  tiling.rows = sheets_along(area.height, tiling.window.height, overlap);
  const Length width = shown_by_each(area.width, tiling.columns, overlap), height = shown_by_each(area.height, tiling.rows, overlap);
  for (int r = 0; r < tiling.rows; ++r)
    for (int c = 0; c < tiling.columns; ++c) tiling.tiles.push_back({r, c, (width - overlap) * c, (height - overlap) * r, width, height});
  return tiling;
}

Tiling best_tiling(Area area, PaperSize paper, Length header, Length overlap) {
  const PaperSize portrait{min(paper.width, paper.height), max(paper.width, paper.height)};
  const PaperSize landscape{portrait.height, portrait.width};
  const Tiling upright = tile_area(area, portrait, header, overlap), sideways = tile_area(area, landscape, header, overlap);
  if (sideways.count() != upright.count()) return sideways.count() < upright.count() ? sideways : upright;
  return sideways.smallest_share() > upright.smallest_share() ? sideways : upright;
}

}  // namespace muster::layout
