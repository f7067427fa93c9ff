// map.pdf: the State of War table to a whole-number scale on a landscape page,
// as large as the page allows beside its key, with the 10 cm reference grid,
// rulers in cm and both deployment zones in their sides' colours; then a table
// of every feature's size and place, to lay the terrain out with a tape; then,
// when asked, the table at 1:1 over sheets (layout/tiled_board).
#include <cctype>
#include <algorithm>
#include <cmath>
#include <optional>

#include "layout/area_paths.hpp"
#include "layout/compass.hpp"
#include "layout/hatching.hpp"
#include "layout/map_key.hpp"
#include "layout/open_table_measurements.hpp"
#include "layout/style.hpp"
#include "layout/tiled_board.hpp"
#include "rulesets/sow/pages/pages.hpp"
#include "rulesets/sow/terrain_kinds.hpp"

namespace muster::sow {

using namespace layout;

namespace {

const Length edge_caption = Length::mm(5);
const Font caption_font{style::sans, Length::pt(8), true, false};

Colour side_colour(const SideSetup& side) { return side.colour.empty() ? Colour::grey(0.4) : Colour::hex(side.colour); }

std::string zone_text(const Zone& zone) {
  return zone.half ? "anywhere in the " + edge_name(zone.edge) + " half" : "within 20 cm of the " + edge_name(zone.edge) + " edge";
}

// "▲ NORTH EDGE: CSA deploys here"
std::string edge_label(const Setup& setup, Edge edge) {
  std::string text = edge == Edge::north ? "\u25B2 NORTH EDGE" : edge == Edge::south ? "\u25BC SOUTH EDGE" : edge == Edge::west ? "WEST EDGE" : "EAST EDGE";
  for (std::size_t i = 0; i < setup.sides.size(); ++i)
    if (setup.deployment.zones[i].edge == edge) text += ": " + setup.sides[i].key + " deploys " + (setup.deployment.zones[i].half ? "in this half" : "along it");
  return text;
}

std::string lower_first(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
  return text;
}

std::string kind_text(const spec::PlacedKind& kind) {
  // Water is crossed only where the map shows a crossing (docs/DECISIONS.md, State of War).
  if (kind.line == LineRole::water) return kind.name + ": banks are " + lower_first(label_of(cover_of_kind(kind.kind))) + "; cross only at a ford (difficult going) or a bridge (muster's reading)";
  // The text makes a hill's crest soft cover, for one rank firing over it; not the whole hill (issue 35).
  if (kind.kind == "hill") return kind.name + ": its crest is " + lower_first(label_of(cover_of_kind(kind.kind))) + ", for 1 rank firing over it";
  std::string text = kind.name + ": " + label_of(cover_of_kind(kind.kind));
  if (is_difficult_kind(kind.kind)) text += ", difficult going";
  return text;
}

void add_key(MapKey& key, const Setup& setup, int scale_cm) {
  key.text("Scale: 1 cm on the map = " + std::to_string(scale_cm) + " cm on the table", style::table_header());
  key.text("Table " + unit_text(setup.table.width, TableUnit::centimetres()) + " wide by " + unit_text(setup.table.depth, TableUnit::centimetres()) +
               " deep. Grid every 10 cm; the rulers count cm from the south-west corner.",
           style::small());
  key.space(Length::mm(1));
  key.text("Deployment", style::table_header());
  for (std::size_t i = 0; i < setup.sides.size(); ++i) {
    const SideSetup& side = setup.sides[i];
    const Colour c = side_colour(side);
    const Rect band{{}, key_swatch_width, key_swatch_height, Colour{0.82 + 0.18 * c.red, 0.82 + 0.18 * c.green, 0.82 + 0.18 * c.blue},
                    Stroke{c, Length::pt(1.2), {Length::mm(1.5), Length::mm(0.8)}}};
    const std::string role = i == setup.deployment.attacker ? ", attacking" : "";
    key.entry({{band}}, side.name + " (" + side.key + role + "): " + zone_text(setup.deployment.zones[i]));
  }
  key.space(Length::mm(1));
  key.text("Terrain", style::table_header());
  const auto looks = standard_looks();
  for (const spec::PlacedKind& kind : terrain_kinds()) {
    const bool present = std::any_of(setup.features.begin(), setup.features.end(), [&](const Feature& f) { return f.kind == kind.kind; });
    if (!present) continue;
    const FeatureLook& look = looks.at(kind.kind);
    key.entry(kind.line ? line_swatch(look, kind.width / static_cast<double>(scale_cm)) : area_swatch(look), kind_text(kind));
  }
  if (setup.features.empty()) key.text("No terrain: an open field.", style::small());
}

// Every feature's measurements, to lay it out with a tape.
void add_measurements(PageBuilder& builder, const Setup& setup) {
  builder.heading("Where each feature goes");
  // Only what this table has: a note on lines or fords where there are none puzzles the player laying it out.
  const bool lines = std::any_of(setup.features.begin(), setup.features.end(), [](const Feature& f) { return f.course() != nullptr; });
  const bool water = std::any_of(setup.features.begin(), setup.features.end(),
                                 [](const Feature& f) { return f.course() && f.course()->role == LineRole::water; });
  std::string how = "Measured in cm from the west edge (left) and the south edge (bottom), as the rulers count.";
  if (lines) how += " A line runs through its points in order.";
  if (water) how += " Fords are measured along the stream from its first point.";
  builder.paragraph(how, style::small());
  layout::Table rows{{{"Feature", 1.1}, {"Where", 3.4}, {"Size", 2.2}}, {}};
  for (const FeatureMeasurement& row : measure_features(setup.table, setup.features, TableUnit::centimetres()))
    rows.rows.push_back({row.label, row.position, row.size});
  if (rows.rows.empty()) rows.rows.push_back({"None", "The table is open ground.", ""});
  builder.table(rows);
  if (!setup.dropped.empty()) {
    std::string names;
    for (const DroppedFeature& feature : setup.dropped) names += (names.empty() ? "" : ", ") + feature.label;
    builder.paragraph("Rolled but left off, for want of room: " + names + ".", style::small());
  }
}

std::vector<Item> board_items(OpenTableBoard board, const Setup& setup, bool solo_shown, const TextMeasurer& measurer) {
  if (solo_shown && setup.solo) board.overlays = draw_solo_deployment(board, setup);
  return draw_open_table(board, measurer);
}

void overview_page(PageBuilder& builder, const Setup& setup, bool solo_shown, const std::optional<Tiling>& tiling) {
  builder.title("The table: " + setup.scenario, "Lay out the terrain by the grid and the measurements; each side deploys in its own zone.");
  const Area room{builder.content_width() - map_key_width - style::gap, builder.remaining() - edge_caption * 2 - Length::mm(1)};
  const int scale_cm = table_units_per_map_unit(setup.table, room);
  const OpenTableBoard board = table_board(setup, 1.0 / scale_cm);
  const Area size = open_table_extent(board);
  const Point at = builder.reserve(size.height + edge_caption * 2);
  builder.add({Text{at, size.width, edge_caption, edge_label(setup, Edge::north), caption_font, black, Align::centre, VAlign::middle, false}});
  builder.add({Group{{at.x, at.y + edge_caption}, std::nullopt, board_items(board, setup, solo_shown, builder.measurer())}});
  builder.add({Text{{at.x, at.y + edge_caption + size.height}, size.width, edge_caption, edge_label(setup, Edge::south), caption_font, black,
                    Align::centre, VAlign::middle, false}});
  MapKey key(builder, {at.x + builder.content_width() - map_key_width, at.y});
  add_key(key, setup, scale_cm);
  if (!tiling) return;
  // The plan of the sheets goes under the key, on this page, since every sheet says it is on page 1.
  const Area full = {setup.table.width, setup.table.depth};
  const Point plan_at{at.x + builder.content_width() - map_key_width, key.bottom() + Length::mm(2)};
  if (plan_at.y + assembly_plan_height(full) <= builder.content_bottom()) add_assembly_plan(builder, *tiling, full, plan_at);
  else add_assembly_plan(builder, *tiling, full, builder.reserve(assembly_plan_height(full)));
}

}  // namespace

OpenTableBoard table_board(const Setup& setup, double scale) {
  OpenTableBoard board{setup.table, setup.features, standard_looks(), {}, TableUnit::centimetres(), 10, scale, {}};
  board.rulers_clear_of_overlays = true;  // the solo side's groups at the table's edge stay in sight
  for (std::size_t i = 0; i < setup.sides.size(); ++i)
    board.zones.push_back({setup.sides[i].name + " deploys here", setup.deployment.zones[i].box, side_colour(setup.sides[i]),
                           {setup.sides[i].key + " deploys here", setup.sides[i].key}});
  return board;
}

Document table_map(const Setup& setup, bool solo_shown, const std::string& footer, const TextMeasurer& measurer) {
  const PaperSize portrait = paper_size(setup.print.paper);
  PageBuilder builder({portrait.height, portrait.width}, measurer, footer);
  const OpenTableBoard full = table_board(setup, 1);
  std::optional<Tiling> tiling;
  if (setup.print.map_tiles) tiling = tile_board(open_table_extent(full), setup.print.paper);
  overview_page(builder, setup, solo_shown, tiling);
  add_measurements(builder, setup);
  if (tiling)
    add_sheets(builder, {board_items(full, setup, solo_shown, measurer), open_table_extent(full), edge_label(setup, Edge::north), edge_label(setup, Edge::south)},
               *tiling);
  return builder.finish(setup.scenario + ": the table", "State of War table to scale, with the measurements of every feature" +
                                                           std::string(tiling ? " and the table at 1:1" : ""));
}

}  // namespace muster::sow
