// map.pdf: the battlefield on one page with every area named, both deployment
// zones (the scenario makes them public) and the key; then the board at 1:1
// over sheets (layout/tiled_board), for play on paper or to lay a mat by.
#include "layout/page_builder.hpp"
#include "layout/style.hpp"
#include "layout/tiled_board.hpp"
#include "rulesets/tsb/battlefield_reader.hpp"
#include "rulesets/tsb/pages/battlefield_view.hpp"
#include "rulesets/tsb/pages/pages.hpp"

namespace muster::tsb {

using namespace layout;

namespace {

std::string edge_label(const Setup& setup, Edge edge) {
  std::string text = edge == Edge::north ? "\u25B2 NORTH EDGE" : edge == Edge::south ? "\u25BC SOUTH EDGE" : edge == Edge::west ? "WEST EDGE" : "EAST EDGE";
  for (const SideSetup& side : setup.sides)
    if (side.baseline == edge) text += ": " + side.key + " baseline (" + side.name + ")";
  return text;
}

std::string grid_text(const Battlefield& field) {
  const std::string size = length_text(field.area);
  switch (field.grid.shape) {
    case AreaShape::square: return "Squares of " + size + ", ";
    case AreaShape::hex_flat_top: return "Flat-topped hexes " + size + " across the flats, ";
    case AreaShape::hex_pointy_top: return "Pointy-topped hexes " + size + " across the flats, ";
    case AreaShape::open: return "Open table, no grid: an area is " + size + " (marked along the edges), ";
  }
  return "";
}

void overview_page(PageBuilder& builder, const Setup& setup, const std::optional<Tiling>& tiling, Area full_size) {
  builder.title("Battlefield: " + setup.scenario, "Lay the terrain out area by area as shown; each side deploys in its own zone.");
  const Length caption = Length::mm(5);
  const Length beside = tiling ? assembly_plan_width + style::gap * 2 : Length{};
  const Length room_high = builder.remaining() - key_height - Length::mm(26) - caption * 2;
  const double scale = std::min((builder.content_width() - beside) / full_size.width, room_high / full_size.height);
  const AreaBoard board = battlefield_board(setup, {setup.battlefield.area * std::min(scale, 1.0), {0, 1}, {}});
  const Area size = board_extent(board);
  const Point at = builder.reserve(size.height + caption * 2 + Length::mm(2));
  const Length left = at.x + (builder.content_width() - beside - size.width) / 2;
  const Font caption_font{style::sans, Length::pt(8), true, false};
  builder.add({Text{{left, at.y}, size.width, caption, edge_label(setup, Edge::north), caption_font, black, Align::centre, VAlign::middle, false}});
  builder.add({Group{{left, at.y + caption}, std::nullopt, draw_area_board(board, builder.measurer())}});
  builder.add({Text{{left, at.y + caption + size.height}, size.width, caption, edge_label(setup, Edge::south), caption_font, black, Align::centre,
                    VAlign::middle, false}});
  if (tiling) add_assembly_plan(builder, *tiling, full_size, {at.x + builder.content_width() - assembly_plan_width, at.y});
  const Point key_at = builder.reserve(key_height);
  for (auto& item : battlefield_key(setup, {0, 1}, key_at, builder.content_width(), builder.measurer())) builder.add(std::move(item));
  const Battlefield& field = setup.battlefield;
  std::string flanks;
  for (Edge edge : {Edge::west, Edge::east})
    for (const SideSetup& side : setup.sides)
      if (side.baseline == edge) flanks += " " + side.key + " has its baseline on the " + edge_name(edge) + " edge.";
  builder.paragraph(grid_text(field) + std::to_string(field.grid.columns) + " across and " + std::to_string(field.grid.rows) +
                        " deep." + flanks,
                    style::small());
}

}  // namespace

Document battle_map(const Setup& setup, const TextMeasurer& measurer) {
  PageBuilder builder(paper_size(setup.print.paper), measurer, table_footer(setup, ruleset_title));
  const AreaBoard full = battlefield_board(setup, {setup.battlefield.area, {0, 1}, {}});
  const Area size = board_extent(full);
  std::optional<Tiling> tiling;
  // An open table is laid with real terrain and measured in areas: sheets of it at 1:1 would serve no one.
  if (setup.print.map_tiles && setup.battlefield.grid.shape != AreaShape::open) tiling = tile_board(size, setup.print.paper);
  overview_page(builder, setup, tiling, size);
  if (tiling) add_sheets(builder, {draw_area_board(full, measurer), size, edge_label(setup, Edge::north), edge_label(setup, Edge::south)}, *tiling);
  return builder.finish(setup.scenario + ": battlefield", "The Square Brigadier battlefield, overview and 1:1 sheets");
}

}  // namespace muster::tsb
