#include "rulesets/tsatf/pages/table_map.hpp"

#include <algorithm>
#include <cmath>

#include "layout/area_paths.hpp"
#include "layout/compass.hpp"
#include "layout/hatching.hpp"
#include "layout/map_key.hpp"
#include "layout/open_table_measurements.hpp"
#include "layout/page_builder.hpp"
#include "layout/plated_text.hpp"
#include "layout/style.hpp"
#include "layout/terrain_textures.hpp"
#include "layout/tiled_board.hpp"
#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/terrain_kinds.hpp"

namespace muster::tsatf {

using namespace layout;

namespace {

const Length edge_caption = Length::mm(5);
const Font caption_font{style::sans, Length::pt(8), true, false};
const Font current_font{style::sans, Length::pt(8), true, false};
// The current's ink: dark enough to stand out from the river's blue, and from its banks on a grey printer.
const Colour current_ink{0.05, 0.10, 0.35};
const Length arrow_length = Length::mm(24);
const Length arrow_head = Length::mm(4.5);
const Length arrow_shaft = Length::pt(2.2);

Colour zone_colour(const MapZone& zone) { return zone.colour.empty() ? Colour::grey(0.4) : Colour::hex(zone.colour); }

// muster's looks, with a building drawn as a village is and rough ground told apart from scrub by stones.
std::map<std::string, FeatureLook> looks() {
  auto looks = standard_looks();
  looks["building"] = looks.at("buildings");
  looks["rough"].textures.push_back(Stippling{Length::mm(2.2), Length::mm(0.35), Colour::grey(0.3)});
  return looks;
}

std::string edge_label(const TableMapRequest& request, Edge edge) {
  std::string text = edge == Edge::north ? "\u25B2 NORTH EDGE" : edge == Edge::south ? "\u25BC SOUTH EDGE" : edge == Edge::west ? "WEST EDGE" : "EAST EDGE";
  for (const MapZone& zone : request.zones)
    if (zone.edge == edge) text += ": " + zone.side + " set up along it";
  return text;
}

Point plus(Point p, double dx_mm, double dy_mm) { return {p.x + Length::mm(dx_mm), p.y + Length::mm(dy_mm)}; }

// A filled arrow from `tail` to `tip` on paper, haloed in white so it shows on the river's blue.
std::vector<Item> arrow(Point tail, Point tip, Colour ink) {
  const double dx = (tip.x - tail.x).millimetres(), dy = (tip.y - tail.y).millimetres();
  const double length = std::hypot(dx, dy);
  const double ux = dx / length, uy = dy / length;
  const double head = arrow_head.millimetres();
  const Point neck = plus(tip, -ux * head, -uy * head);
  const std::vector<Point> barb = {tip, plus(neck, -uy * head * 0.55, ux * head * 0.55), plus(neck, uy * head * 0.55, -ux * head * 0.55)};
  return {{Line{tail, neck, Stroke{white, arrow_shaft + Length::pt(2), {}}}},
          {Path{barb, true, white, Stroke{white, Length::pt(2), {}}}},
          {Line{tail, neck, Stroke{ink, arrow_shaft, {}}}},
          {Path{barb, true, ink, std::nullopt}}};
}

std::string kind_text(const spec::PlacedKind& kind) {
  if (kind.line == LineRole::water) return kind.name + ": " + unit_text(kind.width, TableUnit::inches()) + " between its banks; fords marked across it";
  if (is_rough_going(kind.kind)) return kind.name + (kind.line ? ": rough going over it, 2/3 of the move" : ": rough going, 2/3 of the move");
  return kind.name;
}


void add_current_key(MapKey& key, const Battlefield& battlefield) {
  const Feature* river = river_of(battlefield.features);
  if (!river || !battlefield.current) return;
  const RiverCurrent& current = *battlefield.current;
  key.space(Length::mm(1));
  key.text("The river's current", style::table_header());
  key.entry(arrow({Length::mm(0.5), key_swatch_height / 2}, {key_swatch_width - Length::mm(0.5), key_swatch_height / 2}, current_ink),
            current_caption(current, *river->course()), style::table_header());
  std::string how = current.direction_roll ? "Way: direction die " + std::to_string(current.direction_roll) : "Way: as the scenario says";
  how += "; dice: " + current_reason(current) + ". With the current, add the current dice to a boat's move dice; against it, take them away.";
  key.text(how, style::small());
}

void add_key(MapKey& key, const TableMapRequest& request, int scale) {
  const Battlefield& field = request.battlefield;
  key.text("Scale: 1 in on the map = " + std::to_string(scale) + " in on the table", style::table_header());
  key.text("Table " + unit_text(field.table.width, TableUnit::inches()) + " wide by " + unit_text(field.table.depth, TableUnit::inches()) +
               " deep. Grid every 6 in; the rulers count inches from the south-west corner.",
           style::small());
  if (!request.zones.empty()) {
    key.space(Length::mm(1));
    key.text("Deployment", style::table_header());
    for (const MapZone& zone : request.zones) {
      const Colour c = zone_colour(zone);
      const Rect band{{}, key_swatch_width, key_swatch_height, Colour{0.82 + 0.18 * c.red, 0.82 + 0.18 * c.green, 0.82 + 0.18 * c.blue},
                      Stroke{c, Length::pt(1.2), {Length::mm(1.5), Length::mm(0.8)}}};
      const Length depth = runs_along_rows(zone.edge) ? zone.box.north - zone.box.south : zone.box.east - zone.box.west;
      key.entry({{band}}, zone.side + ": within " + unit_text(depth, TableUnit::inches()) + " of the " + edge_name(zone.edge) + " edge");
    }
  }
  if (!request.first_move.empty()) key.text(request.first_move, style::small());
  key.space(Length::mm(1));
  key.text("Terrain", style::table_header());
  const auto all_looks = looks();
  for (const spec::PlacedKind& kind : terrain_kinds()) {
    const bool present = std::any_of(field.features.begin(), field.features.end(), [&](const Feature& f) { return f.kind == kind.kind; });
    if (!present) continue;
    const FeatureLook& look = all_looks.at(kind.kind);
    key.entry(kind.line ? line_swatch(look, kind.width / static_cast<double>(scale)) : area_swatch(look), kind_text(kind));
  }
  if (field.features.empty()) key.text("No terrain: open ground.", style::small());
  add_current_key(key, field);
}

void add_measurements(PageBuilder& builder, const Battlefield& field) {
  builder.heading("Where each feature goes");
  const bool has_river = river_of(field.features) != nullptr;
  builder.paragraph(std::string("Measured in inches from the west edge (left) and the south edge (bottom), as the rulers count. "
                                "A line runs through its points in order") +
                        (has_river ? "; fords are measured along the river from its first point." : "."),
                    style::small());
  layout::Table rows{{{"Feature", 1.1}, {"Where", 3.4}, {"Size", 2.2}}, {}};
  for (const FeatureMeasurement& row : measure_features(field.table, field.features, TableUnit::inches()))
    rows.rows.push_back({row.label, row.position, row.size});
  if (rows.rows.empty()) rows.rows.push_back({"None", "The table is open ground.", ""});
  builder.table(rows);
  if (const Feature* river = river_of(field.features); river && field.current)
    builder.paragraph(current_caption(*field.current, *river->course()) + ", from its " + (field.current->to_last_point ? "first" : "last") + " point to its " +
                          (field.current->to_last_point ? "last" : "first") + " (" + current_reason(*field.current) + ").",
                      style::small());
  if (!field.dropped.empty()) {
    std::string names;
    for (const DroppedFeature& feature : field.dropped) names += (names.empty() ? "" : ", ") + feature.label;
    builder.paragraph("Rolled but left off, for want of room: " + names + ".", style::small());
  }
}

void overview_page(PageBuilder& builder, const TableMapRequest& request, const std::optional<Tiling>& tiling) {
  const bool has_river = river_of(request.battlefield.features) != nullptr;
  builder.title("The table: " + request.scenario, std::string("Lay out the terrain by the grid and the measurements") +
                                                       (has_river ? "; tell both players the river's current before the game." : "."));
  const Area room{builder.content_width() - map_key_width - style::gap, builder.remaining() - edge_caption * 2 - Length::mm(1)};
  const int scale = table_units_per_map_unit(request.battlefield.table, room);
  const OpenTableBoard board = table_board(request, 1.0 / scale, builder.measurer());
  const Area size = open_table_extent(board);
  const Point at = builder.reserve(size.height + edge_caption * 2);
  builder.add({Text{at, size.width, edge_caption, edge_label(request, Edge::north), caption_font, black, Align::centre, VAlign::middle, false}});
  builder.add({Group{{at.x, at.y + edge_caption}, std::nullopt, draw_open_table(board, builder.measurer())}});
  builder.add({Text{{at.x, at.y + edge_caption + size.height}, size.width, edge_caption, edge_label(request, Edge::south), caption_font, black,
                    Align::centre, VAlign::middle, false}});
  MapKey key(builder, {at.x + builder.content_width() - map_key_width, at.y});
  add_key(key, request, scale);
  if (!tiling) return;
  const Area full = {request.battlefield.table.width, request.battlefield.table.depth};
  const Point plan_at{at.x + builder.content_width() - map_key_width, key.bottom() + Length::mm(2)};
  if (plan_at.y + assembly_plan_height(full) <= builder.content_bottom()) add_assembly_plan(builder, *tiling, full, plan_at);
  else add_assembly_plan(builder, *tiling, full, builder.reserve(assembly_plan_height(full)));
}

}  // namespace

std::vector<Item> current_overlay(const OpenTableBoard& board, const Course& river, const RiverCurrent& current, const TextMeasurer& measurer) {
  // The arrow lies along the river's middle stretch, pointing downstream.
  const Length middle = course_length(river) / 2;
  const Length reach = arrow_length / 2 / board.scale;
  const Length back = max(Length{}, middle - reach), on = min(course_length(river), middle + reach);
  Point upstream = board_point(board, point_along(river, current.to_last_point ? back : on));
  Point downstream = board_point(board, point_along(river, current.to_last_point ? on : back));
  std::vector<Item> items = arrow(upstream, downstream, current_ink);
  // The caption beside the arrow, off the water on the side nearer the table's middle, kept on the table.
  const Area extent = open_table_extent(board);
  const std::string words = current_caption(current, river);
  const TextExtent set = measurer.measure(words, current_font, std::nullopt);
  const Length width = set.width + Length::mm(1), height = set.height + Length::mm(0.6);
  const double dx = (downstream.x - upstream.x).millimetres(), dy = (downstream.y - upstream.y).millimetres();
  const double length = std::max(std::hypot(dx, dy), 1e-9);
  double nx = -dy / length, ny = dx / length;
  const Point mid{(upstream.x + downstream.x) / 2, (upstream.y + downstream.y) / 2};
  if ((extent.width / 2 - mid.x).millimetres() * nx + (extent.height / 2 - mid.y).millimetres() * ny < 0) nx = -nx, ny = -ny;
  const double off = (river.width * board.scale).millimetres() / 2 + Length::mm(2).millimetres();
  const double off_x = off + width.millimetres() / 2 * std::abs(nx), off_y = off + height.millimetres() / 2 * std::abs(ny);
  const Point centre = plus(mid, nx * off_x, ny * off_y);
  const Length left = std::clamp(centre.x - width / 2, Length::mm(1), max(Length::mm(1), extent.width - width - Length::mm(1)));
  const Length top = std::clamp(centre.y - height / 2, Length::mm(1), max(Length::mm(1), extent.height - height - Length::mm(1)));
  const Text caption{{left, top}, width, height, words, current_font, current_ink, Align::centre, VAlign::middle, false};
  for (Item& item : plated_text(measurer, caption)) items.push_back(std::move(item));
  return items;
}

OpenTableBoard table_board(const TableMapRequest& request, double scale, const TextMeasurer& measurer) {
  const Battlefield& field = request.battlefield;
  OpenTableBoard board{field.table, field.features, looks(), {}, TableUnit::inches(), grid_inches, scale, {}};
  for (const MapZone& zone : request.zones)
    board.zones.push_back({zone.side + " set up here", zone.box, zone_colour(zone), {zone.key + " set up here", zone.key}});
  if (const Feature* river = river_of(field.features); river && field.current) board.overlays = current_overlay(board, *river->course(), *field.current, measurer);
  return board;
}

Document table_map(const TableMapRequest& request, const std::string& footer, const TextMeasurer& measurer) {
  const PaperSize portrait = paper_size(request.paper);
  PageBuilder builder({portrait.height, portrait.width}, measurer, footer);
  const OpenTableBoard full = table_board(request, 1, measurer);
  std::optional<Tiling> tiling;
  if (request.full_size_sheets) tiling = tile_board(open_table_extent(full), request.paper);
  overview_page(builder, request, tiling);
  add_measurements(builder, request.battlefield);
  if (tiling)
    add_sheets(builder, {draw_open_table(full, measurer), open_table_extent(full), edge_label(request, Edge::north), edge_label(request, Edge::south)}, *tiling);
  return builder.finish(request.scenario + ": the table", "The Sword and the Flame table to scale, with the river's current and the measurements of every feature" +
                                                             std::string(tiling ? " and the table at 1:1" : ""));
}

}  // namespace muster::tsatf
