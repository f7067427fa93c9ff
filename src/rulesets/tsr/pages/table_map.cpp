// map.pdf: the terrain on one page for the table, with a plan of how the 1:1
// sheets go together; then the board at 1:1 over those sheets (layout/tiled_board).
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tiled_board.hpp"
#include "rulesets/tsr/pages/board_view.hpp"
#include "rulesets/tsr/pages/pages.hpp"

namespace muster::tsr {

using namespace layout;

namespace {
std::string edge_label(const Setup& setup, Edge edge) {
  std::string text = edge == Edge::north ? "\u25B2 NORTH EDGE" : "\u25BC SOUTH EDGE";
  for (Side side : both_sides)
    if (setup.side(side).baseline == edge) text += ": " + side_key(side) + " baseline (" + setup.side(side).name + ")";
  return text;
}

void overview_page(PageBuilder& builder, const Setup& setup, const std::optional<Tiling>& tiling) {
  builder.title("Table map: " + setup.scenario, "Lay the terrain out as shown. Markers are placed from each side's briefing.");
  BoardView view{Length{}, {MarkerView::hidden, MarkerView::hidden}};
  const Length caption_height = Length::mm(5);
  const Length room = builder.remaining() - Length::mm(20) - caption_height * 2;
  const Length beside = tiling ? assembly_plan_width + style::gap * 2 : Length{};
  view.cell = min((builder.content_width() - beside) / (setup.columns + 0.5), room / setup.rows);
  const Length width = board_width(setup, view.cell), height = board_height(setup, view.cell);
  const Point at = builder.reserve(height + caption_height * 2 + Length::mm(2));
  const Length map_left = at.x + (builder.content_width() - beside - width) / 2;
  const Font caption_font{style::sans, Length::pt(8), true, false};
  builder.add({Text{{map_left, at.y}, width, caption_height, edge_label(setup, Edge::north), caption_font, black, Align::centre, VAlign::middle,
                    false}});
  builder.add({Group{{map_left, at.y + caption_height}, std::nullopt, draw_board(setup, view, builder.measurer())}});
  builder.add({Text{{map_left, at.y + caption_height + height}, width, caption_height, edge_label(setup, Edge::south), caption_font, black,
                    Align::centre, VAlign::middle, false}});
  if (tiling)
    add_assembly_plan(builder, *tiling, {board_width(setup, setup.cell), board_height(setup, setup.cell)},
                      {at.x + builder.content_width() - assembly_plan_width, at.y});
  const Point legend_at = builder.reserve(legend_height);
  for (auto& item : draw_legend(legend_at, builder.content_width())) builder.add(std::move(item));
  int trees = 0;
  for (const auto& f : setup.terrain.forest) trees += f.trees;
  builder.paragraph("Grid " + std::to_string(static_cast<int>(setup.cell.millimetres() + 0.5)) + " mm, " + std::to_string(setup.columns) +
                        " squares across and " + std::to_string(setup.rows) + " deep; even rows sit half a square east. " +
                        std::to_string(trees) + " model trees, " + std::to_string(setup.terrain.hills.size()) + " hills.",
                    style::small());
}

}  // namespace

Document table_map(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder builder(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  const Area board{board_width(setup, setup.cell), board_height(setup, setup.cell)};
  std::optional<Tiling> tiling;
  if (setup.print.map_tiles) tiling = tile_board(board, setup.print.paper);
  overview_page(builder, setup, tiling);
  if (tiling) {
    const TiledBoard tiled{draw_board(setup, {setup.cell, {MarkerView::hidden, MarkerView::hidden}}, measurer), board,
                           edge_label(setup, Edge::north), edge_label(setup, Edge::south)};
    add_sheets(builder, tiled, *tiling);
  }
  return builder.finish(setup.scenario + ": table map", "Terrible Swift Rules board, overview and 1:1 sheets");
}

}  // namespace muster::tsr
