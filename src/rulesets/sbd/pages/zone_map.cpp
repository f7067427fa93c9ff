#include "rulesets/sbd/pages/zone_map.hpp"

#include <algorithm>

#include "layout/hatching.hpp"
#include "layout/plated_text.hpp"
#include "layout/map_type.hpp"
#include "layout/style.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
const Colour walls_fill{0.84, 0.78, 0.74};
const Colour very_difficult_fill{0.62, 0.60, 0.56};
// A road is a light core in a black casing: the casing shows it on open
// ground, the core on the darkest woods or rough ground, in colour or grey.
const Colour road_core{0.95, 0.87, 0.70};
const Colour road_casing = black;

// Where a road runs inside a zone, as fractions of the zone from its top-left
// corner: down a lane by the east side and along a lane by the south side,
// meeting near the south-east corner. The unit lists, the leaders and the
// labels keep out of both lanes, so a road never crosses what is written.
constexpr double road_lane_x = 0.89;
constexpr double road_lane_y = 0.88;
constexpr double text_right = 0.86;  // right end of every text in a zone

// What the unit lines on a map with units say (see unit_tag).
const std::string unit_key =
    "Units: code, then quality and stands on the table after stragglers (V veteran, E experienced, G green: E4 is experienced, 4 stands); "
    "cav cavalry; V 4 guns a battery of 4 guns; \u2605 the leaders in the zone.";

const char* short_name(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::very_difficult: return "rough";
    case TerrainKind::walls: return "walls";
    default: return rule_for(kind).key;
  }
}

Font map_font(Length size, bool bold = false) { return {style::sans, max(size, style::smallest_text), bold, false}; }
// A label box is never shorter than a line of the smallest text.
constexpr Length label_height = Length::mm(2.9);

// Zone (column,row) at its place on the drawing: north at the top.
Point zone_corner(const Setup& setup, Square s, Length cell) { return {cell * s.column, cell * (setup.battlefield.rows - 1 - s.row)}; }

Point road_junction(const Setup& setup, Square s, Length cell) {
  const Point c = zone_corner(setup, s, cell);
  return {c.x + cell * road_lane_x, c.y + cell * road_lane_y};
}

// Where a road that ends in `end` (coming from `from`, if any) meets the table
// edge: straight on if that leaves the table, else through whichever edge
// `end` lies on.
Point road_end_at_edge(const Setup& setup, Square end, std::optional<Square> from, Length cell) {
  const Battlefield& field = setup.battlefield;
  Point p = road_junction(setup, end, cell);
  const auto leave = [&](int dc, int dr) {
    if (dc < 0) p.x = Length{};
    if (dc > 0) p.x = cell * field.columns;
    if (dr < 0) p.y = cell * field.rows;  // south edge is at the bottom of the drawing
    if (dr > 0) p.y = Length{};
  };
  if (from) {
    const int dc = end.column - from->column, dr = end.row - from->row;
    if (!field.contains({end.column + dc, end.row + dr})) {
      leave(dc, dr);
      return p;
    }
  }
  if (end.row == 0) leave(0, -1);
  else if (end.row == field.rows - 1) leave(0, 1);
  else if (end.column == 0) leave(-1, 0);
  else if (end.column == field.columns - 1) leave(1, 0);
  return p;
}

void draw_road(std::vector<Item>& items, const Setup& setup, const Road& road, Length cell) {
  if (road.zones.empty()) return;
  std::vector<Point> points;
  const auto next_to = [&](std::size_t i) { return road.zones.size() > 1 ? std::optional<Square>(road.zones[i]) : std::nullopt; };
  points.push_back(road_end_at_edge(setup, road.zones.front(), next_to(1), cell));
  for (Square s : road.zones) points.push_back(road_junction(setup, s, cell));
  points.push_back(road_end_at_edge(setup, road.zones.back(), next_to(road.zones.size() - 2), cell));
  items.push_back({Path{points, false, std::nullopt, Stroke{road_casing, cell * 0.045, {}}}});
  items.push_back({Path{points, false, std::nullopt, Stroke{road_core, cell * 0.022, {}}}});
}

std::vector<std::string> zone_lines(const Setup& setup, const MapView& view, Square zone) {
  std::vector<std::string> lines;
  for (Side side : both_sides) {
    if (!view.units_shown[index_of(side)]) continue;
    for (const UnitSetup& u : setup.side(side).units)
      if (u.on_table() && u.zone == zone) lines.push_back(u.code + " " + unit_tag(u));
  }
  return lines;
}

bool has_road(const Battlefield& field, Square zone) {
  for (const Road& road : field.roads)
    if (std::find(road.zones.begin(), road.zones.end(), zone) != road.zones.end()) return true;
  return false;
}

std::string leaders_in(const Setup& setup, const MapView& view, Square zone) {
  std::string names;
  for (Side side : both_sides) {
    if (!view.units_shown[index_of(side)]) continue;
    for (const CommandSetup& c : setup.side(side).commands)
      if (c.zone == zone) {
        const auto space = c.leader.name.rfind(' ');
        names += (names.empty() ? "" : ", ") + (space == std::string::npos ? c.leader.name : c.leader.name.substr(space + 1));
      }
  }
  return names;
}

void draw_zone(std::vector<Item>& items, const Setup& setup, const MapView& view, Square zone, Length cell, const TextMeasurer& m) {
  const Point at = zone_corner(setup, zone, cell);
  const TerrainKind kind = setup.battlefield.kind_at(zone);
  const TerrainRule& rule = rule_for(kind);
  const Length pad = cell * 0.05, text_width = cell * text_right - pad;
  // Each text in the first wording that fits, never under the smallest text, on a plate over the terrain.
  const auto write = [&](Text box, const std::vector<std::string>& wordings) {
    for (auto& item : plated_text(m, first_fitting(m, std::move(box), wordings))) items.push_back(std::move(item));
  };
  const Text name = first_fitting(m, {{at.x + pad, at.y + pad}, cell * 0.3, max(cell * 0.16, label_height), {}, map_font(cell * 0.13, true), black,
                                      Align::left, VAlign::top, false},
                                   {square_name(zone)});
  for (auto& item : plated_text(m, name)) items.push_back(std::move(item));
  // The road runs in a lane by the zone's edge, clear of the unit lists; the label says
  // which zone it is in, so nobody takes it for the border with the next zone.
  // The label, set to the right, has all the room the zone's name leaves.
  const Rect name_ink = ink_box(m, name);
  const Length label_left = min(at.x + cell * 0.35, name_ink.at.x + name_ink.width + pad);
  const std::string limit = "max " + std::to_string(rule.limit);
  const std::string road = has_road(setup.battlefield, zone) ? "road " : "";
  const std::string terrain = kind == TerrainKind::open ? std::string() : std::string(short_name(kind)) + " ";
  // Set flush right, it stops a plate's margin short of the texts' right end and its plate reaches
  // that far past its last letter, so no letter touches a road in the lane beyond.
  const Text label = first_fitting(m,
                                   {{label_left, at.y + pad}, at.x + cell * text_right - plate_margin - label_left, max(cell * 0.14, label_height), {},
                                    map_font(cell * 0.09), black, Align::right, VAlign::top, false},
                                   {terrain + road + limit, road + limit, limit});
  for (auto& item : plated_text(m, label, white, /*beyond_right=*/plate_margin)) items.push_back(std::move(item));
  // Unit lines fill the band between the labels and the leaders, however many there are.
  const auto lines = zone_lines(setup, view, zone);
  const Length line = min(cell * 0.13, cell * 0.52 / static_cast<double>(std::max<std::size_t>(lines.size(), 1)));
  for (std::size_t i = 0; i < lines.size(); ++i)
    write({{at.x + pad, at.y + cell * 0.2 + line * static_cast<double>(i)}, text_width, max(line, label_height), {},
           map_font(min(cell * 0.11, line * 0.85), true), black, Align::left, VAlign::middle, false},
          {lines[i]});
  const std::string leaders = leaders_in(setup, view, zone);
  if (!leaders.empty())
    write({{at.x + pad, at.y + cell * 0.73}, text_width, max(cell * 0.12, label_height), {}, map_font(cell * 0.1), black, Align::left,
           VAlign::middle, false},
          {"\u2605 " + leaders});
}
}  // namespace

Colour terrain_fill(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::open: return white;
    case TerrainKind::woods: return style::forest;
    case TerrainKind::hills: return style::hill;
    case TerrainKind::walls: return walls_fill;
    case TerrainKind::very_difficult: return very_difficult_fill;
  }
  return white;
}

std::vector<Item> terrain_patch(TerrainKind kind, const Rect& area) {
  std::vector<Item> items{{Rect{area.at, area.width, area.height, terrain_fill(kind), std::nullopt}}};
  // Tints alone print as near-equal greys; each kind also gets its own texture.
  switch (kind) {
    case TerrainKind::open: break;
    case TerrainKind::woods: items.push_back(stipple(area, Length::mm(2.4), Length::mm(0.45), style::tree)); break;
    case TerrainKind::hills: items.push_back(hatch(area, HatchDirection::rising, Length::mm(2.4), Stroke{style::peak, Length::pt(0.45), {}})); break;
    case TerrainKind::walls:
      items.push_back(hatch(area, HatchDirection::horizontal, Length::mm(1.8), Stroke{Colour::grey(0.3), Length::pt(1.1), {}}));
      break;
    case TerrainKind::very_difficult:
      items.push_back(hatch(area, HatchDirection::rising, Length::mm(1.6), Stroke{Colour::grey(0.2), Length::pt(0.5), {}}));
      items.push_back(hatch(area, HatchDirection::falling, Length::mm(1.6), Stroke{Colour::grey(0.2), Length::pt(0.5), {}}));
      break;
  }
  return items;
}

std::string unit_tag(const UnitSetup& unit) {
  const std::string q = orbat::quality_key(unit.quality);
  const char initial = static_cast<char>(q[0] - 'a' + 'A');
  if (!unit.is_regiment()) return std::string(1, initial) + " " + std::to_string(unit.guns) + " guns";
  return std::string(1, initial) + std::to_string(unit.stands_on_table()) + (unit.type == orbat::UnitType::cavalry ? " cav" : "");
}

std::vector<Item> draw_zones(const Setup& setup, const MapView& view, Length cell, const TextMeasurer& measurer) {
  std::vector<Item> items;
  const Battlefield& field = setup.battlefield;
  for (int row = 0; row < field.rows; ++row)
    for (int column = 0; column < field.columns; ++column) {
      for (auto& item : terrain_patch(field.kind_at({column, row}), Rect{zone_corner(setup, {column, row}, cell), cell, cell, {}, {}}))
        items.push_back(std::move(item));
    }
  // Zone lines over the terrain, roads over both.
  for (int i = 0; i <= field.columns; ++i)
    items.push_back({Line{{cell * i, Length{}}, {cell * i, cell * field.rows}, style::hairline(Colour::grey(0.25))}});
  for (int i = 0; i <= field.rows; ++i)
    items.push_back({Line{{Length{}, cell * i}, {cell * field.columns, cell * i}, style::hairline(Colour::grey(0.25))}});
  for (const Road& road : field.roads) draw_road(items, setup, road, cell);
  items.push_back({Rect{{}, cell * field.columns, cell * field.rows, std::nullopt, style::line()}});
  for (int row = 0; row < field.rows; ++row)
    for (int column = 0; column < field.columns; ++column) draw_zone(items, setup, view, {column, row}, cell, measurer);
  return items;
}

void add_zone_map(PageBuilder& builder, const Setup& setup, const MapView& view, Length reserve_below) {
  auto caption = [&](Edge edge) {
    std::string text = edge == Edge::north ? "North edge" : "South edge";
    for (Side side : both_sides)
      if (setup.side(side).baseline == edge)
        text += ": " + side_key(side) + " (" + setup.side(side).name + "), " + (setup.attacker() == side ? "attacker" : "defender");
    Text t = text_box(builder.measurer(), {}, builder.content_width(), text, {style::sans, Length::pt(8), true, false}, Align::centre);
    t.at = builder.reserve(t.height + Length::mm(1.5));
    builder.add({t});
  };
  const Length room = builder.remaining() - reserve_below - Length::mm(14);
  const Length cell = min(builder.content_width() / setup.battlefield.columns, room / setup.battlefield.rows);
  caption(Edge::north);
  const Point at = builder.reserve(cell * setup.battlefield.rows);
  const Point offset{at.x + (builder.content_width() - cell * setup.battlefield.columns) / 2, at.y};
  builder.add({Group{offset, std::nullopt, draw_zones(setup, view, cell, builder.measurer())}});
  builder.space(Length::mm(1.5));
  caption(Edge::south);
}

void add_terrain_legend(PageBuilder& builder, const MapView& view) {
  const Length swatch = Length::mm(5), width = builder.content_width() / 3;
  const Point at = builder.reserve(Length::mm(14));
  int i = 0;
  for (const TerrainRule& rule : terrain_rules) {
    const Point p{at.x + width * (i % 3), at.y + Length::mm(7) * (i / 3)};
    for (auto& item : terrain_patch(rule.kind, Rect{p, swatch, swatch, {}, {}})) builder.add(std::move(item));
    builder.add({Rect{p, swatch, swatch, std::nullopt, style::hairline(Colour::grey(0.2))}});
    std::string text = std::string(rule.name) + ": " + std::to_string(rule.limit) + " units" + (rule.artillery ? "" : ", no guns") +
                       (rule.cover ? ", cover" : "") + (rule.blocks_sight ? ", blocks sight" : "");
    builder.add({shrink_to_fit(builder.measurer(), Text{{p.x + swatch + Length::mm(1.5), p.y}, width - swatch - Length::mm(2), swatch, text,
                                                        style::small(), black, Align::left, VAlign::middle, false}, Length::pt(5))});
    ++i;
  }
  const Point p{at.x + width * 2, at.y + Length::mm(7)};
  builder.add({Line{{p.x, p.y + swatch / 2}, {p.x + swatch, p.y + swatch / 2}, Stroke{road_casing, Length::mm(1.1), {}}}});
  builder.add({Line{{p.x, p.y + swatch / 2}, {p.x + swatch, p.y + swatch / 2}, Stroke{road_core, Length::mm(0.55), {}}}});
  builder.add({shrink_to_fit(builder.measurer(), Text{{p.x + swatch + Length::mm(1.5), p.y}, width - swatch - Length::mm(2), swatch,
                                                      "road, from table edge to table edge", style::small(), black, Align::left,
                                                      VAlign::middle, false}, Length::pt(5))});
  if (view.units_shown[0] || view.units_shown[1]) {
    const Text key = text_box(builder.measurer(), {}, builder.content_width(), unit_key, style::small());
    builder.add({Text{builder.reserve(key.height), key.width, key.height, key.text, key.font}});
  }
}

}  // namespace muster::sbd
