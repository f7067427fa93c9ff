#include "rulesets/tsb/pages/battlefield_view.hpp"

#include <algorithm>

#include "layout/style.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

using namespace layout;

namespace {

// Tints and textures that stay apart on a monochrome laser: tint alone would
// print woods and steep slopes as near-equal greys.
AreaPaint paint_of(TerrainKind kind) {
  switch (kind) {
    case TerrainKind::open: return {};
    case TerrainKind::woods: return {style::forest, {Stippling{Length::mm(2.4), Length::mm(0.45), style::tree}}, "woods", true};
    case TerrainKind::town:
      return {{0.84, 0.78, 0.74}, {Hatching{HatchDirection::horizontal, Length::mm(1.8), Stroke{Colour::grey(0.3), Length::pt(1.1), {}}}}, "town", true};
    case TerrainKind::steep_slope:
      return {style::hill, {Hatching{HatchDirection::rising, Length::mm(2.4), Stroke{style::peak, Length::pt(0.45), {}}}}, "steep", true};
    case TerrainKind::river:
      return {{0.72, 0.84, 0.94}, {Hatching{HatchDirection::falling, Length::mm(3), Stroke{{0.2, 0.4, 0.65}, Length::pt(0.5), {}}}}, "ford", true};
    case TerrainKind::water:
      return {{0.45, 0.62, 0.82}, {Hatching{HatchDirection::horizontal, Length::mm(1.4), Stroke{{0.1, 0.25, 0.5}, Length::pt(0.6), {}}}}, "water", true};
  }
  return {};
}

// What marks an objective's area on the map and in the key.
const std::string objective_mark = "\u2605";

// A deployment zone's areas keep their terrain; open ones take a pale wash of the side's colour.
// On a monochrome laser the two washes would print alike (two pale tints of about one grey), so
// each is brought to a grey of its own: the first side's lighter, the second's darker, a tenth
// apart, and both still apart from white ground. Lightness is linear in red, green and blue, so
// scaling towards black or white reaches it exactly and keeps the hue.
Colour zone_wash(const std::string& colour, std::size_t side) {
  const Colour c = Colour::hex(colour);
  const Colour pale{0.8 + 0.2 * c.red, 0.8 + 0.2 * c.green, 0.8 + 0.2 * c.blue};
  const double target = side == 0 ? 0.93 : 0.83, now = pale.lightness();
  if (now >= target) return {pale.red * target / now, pale.green * target / now, pale.blue * target / now};
  const double keep = (1 - target) / (1 - now);
  return {1 - (1 - pale.red) * keep, 1 - (1 - pale.green) * keep, 1 - (1 - pale.blue) * keep};
}

// Each pair of water areas that meet only at a corner, which that closes (procedures.hpp).
std::vector<std::pair<Square, Square>> closed_corners(const Battlefield& field) {
  std::vector<std::pair<Square, Square>> corners;
  const auto water = [&](Square area) { return field.grid.contains(area) && field.kind_at(area) == TerrainKind::water; };
  if (field.grid.is_hex()) return corners;
  for (Square area : field.grid.all_areas())
    for (int north : {1, -1}) {
      const Square across{area.column + 1, area.row + north};
      if (water(area) && water(across) && !(water({area.column + 1, area.row}) && water({area.column, area.row + north})))
        corners.push_back({area, across});
    }
  return corners;
}

}  // namespace

AreaBoard battlefield_board(const Setup& setup, const BattlefieldView& view) {
  const Battlefield& field = setup.battlefield;
  AreaBoard board{field.grid, view.area, {}, {}, {}};
  board.paint.resize(field.kinds.size());
  for (Square area : field.grid.all_areas()) board.paint[static_cast<std::size_t>(field.grid.index(area))] = paint_of(field.kind_at(area));
  for (std::size_t side : view.zones_of)
    for (Square area : deployment_zone(field.grid, setup.sides[side].baseline, setup.sides[side].deployment_depth)) {
      AreaPaint& paint = board.paint[static_cast<std::size_t>(field.grid.index(area))];
      if (!paint.holds_terrain) paint = {zone_wash(setup.sides[side].colour, side), {}, {}, false};
    }
  // An objective is starred and keeps its terrain's word ("★ town"): the texture alone is easy to
  // misread, and the word "objective" beside it would not fit an overview's area.
  for (Square objective : field.objectives) {
    AreaPaint& paint = board.paint[static_cast<std::size_t>(field.grid.index(objective))];
    paint.label = paint.label.empty() ? objective_mark + " objective|" + objective_mark + " obj.|" + objective_mark : objective_mark + " " + paint.label + "|" + objective_mark;
  }
  board.closed_corners = closed_corners(field);
  for (const tsb::AreaPath& road : field.roads) board.paths.push_back({PathStyle::road, road.areas});
  if (field.railway) board.paths.push_back({PathStyle::railway, field.railway->areas});
  for (std::size_t side : view.telephones_of)
    for (const TelephoneLine& line : setup.sides[side].telephone_lines) board.paths.push_back({PathStyle::telephone_line, line.path.areas});
  return board;
}

std::vector<Item> battlefield_key(const Setup& setup, const std::vector<std::size_t>& zones_of, Point at, Length width, const TextMeasurer&) {
  std::vector<std::pair<AreaPaint, std::string>> entries;
  for (TerrainKind kind : {TerrainKind::woods, TerrainKind::town, TerrainKind::steep_slope, TerrainKind::river, TerrainKind::water})
    if (std::find(setup.battlefield.kinds.begin(), setup.battlefield.kinds.end(), kind) != setup.battlefield.kinds.end())
      entries.push_back({paint_of(kind), label_of(kind) + (kind == TerrainKind::water ? "" : ", difficult")});
  for (std::size_t side : zones_of) entries.push_back({{zone_wash(setup.sides[side].colour, side), {}, {}, false}, setup.sides[side].key + " deploys here"});
  std::vector<Item> items;
  const Length swatch = Length::mm(6), slot = width / static_cast<double>(key_columns);
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& [paint, text] = entries[i];
    const Point corner{at.x + slot * static_cast<double>(i % key_columns), at.y + key_row * static_cast<double>(i / key_columns)};
    const Rect box{corner, swatch, swatch, paint.fill, style::hairline()};
    items.push_back({box});
    for (const Texture& texture : paint.textures)
      items.push_back(texture_over({box.at, {box.at.x + swatch, box.at.y}, {box.at.x + swatch, box.at.y + swatch}, {box.at.x, box.at.y + swatch}}, texture));
    items.push_back({Text{{corner.x + swatch + Length::mm(1.5), corner.y}, slot - swatch - Length::mm(2), swatch, text, style::small(), black, Align::left,
                          VAlign::middle, false}});
  }
  const Length rows = key_row * static_cast<double>((entries.size() + key_columns - 1) / key_columns);
  // Deployment zones are tinted too, but plainly: only a textured area holds terrain.
  const std::string zones = zones_of.empty() ? "." : "; plain washes are deployment zones.";
  const Battlefield& field = setup.battlefield;
  const std::string railway = field.railway ? " The railway counts as a road (a bridge over water, a way for guns); trains move only on it." : "";
  const std::string corners = closed_corners(field).empty() ? "" : " Water meeting at a corner (\u25C6) closes it: no move or road passes between.";
  items.push_back({Text{{at.x, at.y + rows}, width, key_note_height,
                        "Textured areas are terrain and block lines of fire" + zones + " Roads are cased lines; a road over water is a bridge." +
                            railway + corners + " " + objective_mark + ": objective.",
                        style::small(), black, Align::left, VAlign::top, false}});
  return items;
}

}  // namespace muster::tsb
