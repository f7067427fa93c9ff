// map.pdf: the terrain on one page for the table, then the board at 1:1 cut
// into sheets that overlap, with cut lines, glue strips and a key to each sheet.
#include <cmath>

#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "rulesets/tsr/pages/board_view.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/pages/tiling.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
constexpr Length tile_overlap = Length::mm(10);
constexpr Length tile_header = Length::mm(12);

void overview_page(PageBuilder& builder, const Setup& setup) {
  builder.title("Table map: " + setup.scenario, "Lay the terrain out as shown. Markers are placed from each side's briefing.");
  BoardView view{Length{}, {MarkerView::hidden, MarkerView::hidden}};
  const Length room = builder.remaining() - Length::mm(20);
  view.cell = min(builder.content_width() / (setup.columns + 0.5), room / setup.rows);
  const Length width = board_width(setup, view.cell);
  const Point at = builder.reserve(board_height(setup, view.cell) + Length::mm(2));
  builder.add({Group{{at.x + (builder.content_width() - width) / 2, at.y}, std::nullopt, draw_board(setup, view, builder.measurer())}});
  const Point legend_at = builder.reserve(legend_height);
  for (auto& item : draw_legend(legend_at, builder.content_width())) builder.add(std::move(item));
  int trees = 0;
  for (const auto& f : setup.terrain.forest) trees += f.trees;
  builder.paragraph("Grid " + std::to_string(static_cast<int>(setup.cell.millimetres() + 0.5)) + " mm, " + std::to_string(setup.columns) +
                        " squares across and " + std::to_string(setup.rows) + " deep; even rows sit half a square east. " +
                        std::to_string(trees) + " model trees, " + std::to_string(setup.terrain.hills.size()) + " hills.",
                    style::small());
}

void sheet_key(PageBuilder& builder, const Tiling& tiling, const Tile& tile, Point at) {
  const Length cell = Length::mm(2.2);
  for (int r = 0; r < tiling.rows; ++r)
    for (int c = 0; c < tiling.columns; ++c) {
      const bool here = r == tile.row && c == tile.column;
      builder.add({Rect{{at.x + cell * c, at.y + cell * r}, cell, cell, here ? black : white, style::hairline()}});
    }
}

// Light diagonal hatching: marks where the next sheet goes while leaving the grid visible to line it up.
void glue_strip(PageBuilder& builder, Point at, Length width, Length height) {
  std::vector<Item> lines;
  const Length step = Length::mm(3);
  for (Length d = Length{}; d < width + height; d += step)
    lines.push_back({Line{{at.x + d, at.y}, {at.x + d - height, at.y + height}, {Colour::grey(0.55), Length::pt(0.6), {}}}});
  builder.add({Group{{}, Rect{at, width, height, std::nullopt, std::nullopt}, std::move(lines)}});
}

void registration_cross(PageBuilder& builder, Point p) {
  const Length arm = Length::mm(3);
  builder.add({Line{{p.x - arm, p.y}, {p.x + arm, p.y}, style::line()}});
  builder.add({Line{{p.x, p.y - arm}, {p.x, p.y + arm}, style::line()}});
}

void tile_page(PageBuilder& builder, const Tiling& tiling, const Tile& tile, const std::vector<Item>& board) {
  builder.new_page();
  const Length left = builder.content_left(), top = builder.content_top() + tile_header;
  const int number = tile.row * tiling.columns + tile.column + 1;
  builder.add({Text{{left, builder.content_top()}, builder.content_width() - Length::mm(30), tile_header,
                    "Board 1:1, sheet " + std::to_string(number) + " of " + std::to_string(tiling.count()) + ": row " +
                        std::to_string(tile.row + 1) + " from the north, column " + std::to_string(tile.column + 1) +
                        " from the west. Cut on the dashed lines; lay this sheet over the hatched strips of its neighbours, "
                        "matching grid lines and crosses.",
                    style::small(), black, Align::left, VAlign::top, false}});
  sheet_key(builder, tiling, tile, {left + builder.content_width() - Length::mm(2.2) * tiling.columns, builder.content_top()});

  const Rect window{{tile.x, tile.y}, tile.width, tile.height, std::nullopt, std::nullopt};
  builder.add({Group{{left - tile.x, top - tile.y}, window, board}});
  // Where later sheets will lie over this one.
  if (tile.column + 1 < tiling.columns)
    glue_strip(builder, {left + tile.width - tile_overlap, top}, tile_overlap, tile.height);
  if (tile.row + 1 < tiling.rows)
    glue_strip(builder, {left, top + tile.height - tile_overlap}, tile.width, tile_overlap);
  // Cut where this sheet lies over earlier ones.
  if (tile.column > 0) builder.add({Line{{left, top - Length::mm(4)}, {left, top + tile.height + Length::mm(4)}, style::dashed(black)}});
  if (tile.row > 0) builder.add({Line{{left - Length::mm(4), top}, {left + tile.width + Length::mm(4), top}, style::dashed(black)}});
  // Crosses where sheets meet.
  for (Length x : {left + Length::mm(5), left + tile.width - Length::mm(5)})
    for (Length y : {top + Length::mm(5), top + tile.height - Length::mm(5)}) registration_cross(builder, {x, y});
}
}  // namespace

Document table_map(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder builder(paper_size(setup.print.paper), measurer, footer_for(setup));
  overview_page(builder, setup);
  if (setup.print.map_tiles) {
    const Length board_w = board_width(setup, setup.cell), board_h = board_height(setup, setup.cell);
    const PaperSize sheet = best_sheet_orientation(paper_size(setup.print.paper), board_w, board_h, tile_header, tile_overlap);
    builder.set_paper(sheet);
    const Tiling tiling = tile_board(board_w, board_h, usable_area(sheet, tile_header), tile_overlap);
    const auto board = draw_board(setup, {setup.cell, {MarkerView::hidden, MarkerView::hidden}}, measurer);
    for (const Tile& tile : tiling.tiles) tile_page(builder, tiling, tile, board);
  }
  return builder.finish(setup.scenario + ": table map", "Terrible Swift Rules board, overview and 1:1 sheets");
}

}  // namespace muster::tsr
