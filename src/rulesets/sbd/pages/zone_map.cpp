#include "rulesets/sbd/pages/zone_map.hpp"

#include <algorithm>

#include "layout/style.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

using namespace layout;

namespace {
const Colour road_ink{0.78, 0.66, 0.48};
const Colour walls_fill{0.84, 0.78, 0.74};
const Colour very_difficult_fill{0.62, 0.60, 0.56};

const char* short_name(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::very_difficult: return "rough";
    case TerrainKind::walls: return "walls";
    default: return rule_for(kind).key;
  }
}

Font map_font(Length size, bool bold = false) { return {style::sans, size, bold, false}; }

// Zone (column,row) at its place on the drawing: north at the top.
Point zone_corner(const Setup& setup, Square s, Length cell) { return {cell * s.column, cell * (setup.battlefield.rows - 1 - s.row)}; }

void draw_road(std::vector<Item>& items, const Setup& setup, const Road& road, Length cell) {
  Path path{{}, false, std::nullopt, Stroke{road_ink, cell * 0.035, {}}};
  for (Square s : road.zones) {
    const Point c = zone_corner(setup, s, cell);
    path.points.push_back({c.x + cell / 2, c.y + cell / 2});
  }
  // Roads enter from the table edge: extend the first leg out to it.
  if (!path.points.empty()) {
    const Square first = road.zones.front();
    Point edge = path.points.front();
    if (first.row == 0) edge.y = cell * setup.battlefield.rows;
    else if (first.row == setup.battlefield.rows - 1) edge.y = Length{};
    else if (first.column == 0) edge.x = Length{};
    else edge.x = cell * setup.battlefield.columns;
    path.points.insert(path.points.begin(), edge);
  }
  items.push_back({path});
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
  const Length pad = cell * 0.05;
  items.push_back({Text{{at.x + pad, at.y + pad}, cell * 0.45, cell * 0.16, square_name(zone), map_font(cell * 0.13, true), black, Align::left,
                        VAlign::top, false}});
  const std::string label = (kind == TerrainKind::open ? std::string() : std::string(short_name(kind)) + " ") + "max " + std::to_string(rule.limit);
  items.push_back({shrink_to_fit(m, Text{{at.x + cell * 0.4, at.y + pad}, cell * 0.55, cell * 0.14, label, map_font(cell * 0.09), black,
                                         Align::right, VAlign::top, false}, Length::pt(4))});
  const auto lines = zone_lines(setup, view, zone);
  const Length line = cell * 0.15;
  for (std::size_t i = 0; i < lines.size(); ++i)
    items.push_back({shrink_to_fit(m, Text{{at.x + pad, at.y + cell * 0.2 + line * static_cast<double>(i)}, cell - pad * 2, line, lines[i],
                                           map_font(cell * 0.11, true), black, Align::left, VAlign::middle, false}, Length::pt(4))});
  const std::string leaders = leaders_in(setup, view, zone);
  if (!leaders.empty())
    items.push_back({shrink_to_fit(m, Text{{at.x + pad, at.y + cell * 0.82}, cell - pad * 2, cell * 0.14, "\u2605 " + leaders,
                                           map_font(cell * 0.1), black, Align::left, VAlign::middle, false}, Length::pt(4))});
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
      const Point at = zone_corner(setup, {column, row}, cell);
      items.push_back({Rect{at, cell, cell, terrain_fill(field.kind_at({column, row})), std::nullopt}});
      if (field.kind_at({column, row}) == TerrainKind::walls)
        items.push_back({Rect{{at.x + cell * 0.04, at.y + cell * 0.04}, cell * 0.92, cell * 0.92, std::nullopt,
                              Stroke{Colour::grey(0.3), Length::pt(1.2), {Length::mm(1), Length::mm(0.6)}}}});
    }
  for (const Road& road : field.roads) draw_road(items, setup, road, cell);
  for (int i = 0; i <= field.columns; ++i)
    items.push_back({Line{{cell * i, Length{}}, {cell * i, cell * field.rows}, style::hairline(Colour::grey(0.25))}});
  for (int i = 0; i <= field.rows; ++i)
    items.push_back({Line{{Length{}, cell * i}, {cell * field.columns, cell * i}, style::hairline(Colour::grey(0.25))}});
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

void add_terrain_legend(PageBuilder& builder) {
  const Length swatch = Length::mm(5), width = builder.content_width() / 3;
  const Point at = builder.reserve(Length::mm(14));
  int i = 0;
  for (const TerrainRule& rule : terrain_rules) {
    const Point p{at.x + width * (i % 3), at.y + Length::mm(7) * (i / 3)};
    builder.add({Rect{p, swatch, swatch, terrain_fill(rule.kind), style::hairline(Colour::grey(0.2))}});
    std::string text = std::string(rule.name) + ": " + std::to_string(rule.limit) + " units" + (rule.artillery ? "" : ", no guns") +
                       (rule.cover ? ", cover" : "") + (rule.blocks_sight ? ", blocks sight" : "");
    builder.add({shrink_to_fit(builder.measurer(), Text{{p.x + swatch + Length::mm(1.5), p.y}, width - swatch - Length::mm(2), swatch, text,
                                                        style::small(), black, Align::left, VAlign::middle, false}, Length::pt(5))});
    ++i;
  }
  const Point p{at.x + width * 2, at.y + Length::mm(7)};
  builder.add({Line{{p.x, p.y + swatch / 2}, {p.x + swatch, p.y + swatch / 2}, Stroke{road_ink, Length::mm(1.2), {}}}});
  builder.add({Text{{p.x + swatch + Length::mm(1.5), p.y}, width - swatch, swatch, "road, entering from a table edge", style::small(), black,
                    Align::left, VAlign::middle, false}});
}

}  // namespace muster::sbd
