// Zone terrain from the scenario's recipe. Every placement keeps both sides'
// baseline rows able to hold their whole army, because whichever side wins
// the pre-battle week deploys entirely in its first row.
#include <algorithm>

#include "core/dice.hpp"
#include "generate/shuffle.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
std::size_t index_in(const Battlefield& field, Square s) { return static_cast<std::size_t>(s.row * field.columns + s.column); }

int roll_count(const IntRange& range, RandomStream& stream) { return stream.between(range.low, range.high); }

bool keeps_rows_deployable(Battlefield& field, Square s, TerrainKind kind, const std::array<RowNeed, 2>& needs) {
  const TerrainKind before = field.kinds[index_in(field, s)];
  field.kinds[index_in(field, s)] = kind;
  bool ok = true;
  for (const RowNeed& need : needs) ok = ok && row_can_hold(field, acw::row_from_edge(need.baseline, 0, field.rows), need);
  field.kinds[index_in(field, s)] = before;
  return ok;
}

void place_kind(Battlefield& field, TerrainKind kind, int count, const std::array<RowNeed, 2>& needs, RandomStream& stream) {
  std::vector<Square> open;
  for (int row = 0; row < field.rows; ++row)
    for (int column = 0; column < field.columns; ++column)
      if (field.kind_at({column, row}) == TerrainKind::open) open.push_back({column, row});
  shuffle(open, stream);
  for (Square s : open) {
    if (count == 0) return;
    if (!keeps_rows_deployable(field, s, kind, needs)) continue;
    field.kinds[index_in(field, s)] = kind;
    --count;
  }
}

// A road wanders from one table edge to the opposite one, a zone at a time,
// never through very difficult ground when it can step round it.
Road roll_road(const Battlefield& field, RandomStream& stream) {
  const bool north_south = roll(stream, Die::d6) <= 4;
  const int length = north_south ? field.rows : field.columns;
  const int width = north_south ? field.columns : field.rows;
  auto zone = [&](int along, int across) { return north_south ? Square{across, along} : Square{along, across}; };
  int across = stream.between(1, width - 2);
  Road road;
  for (int along = 0; along < length; ++along) {
    road.zones.push_back(zone(along, across));
    if (along + 1 == length) break;
    const int sidestep = roll(stream, Die::d6);
    const int next = sidestep == 1 ? across - 1 : sidestep == 6 ? across + 1 : across;
    const bool blocked_ahead = field.kind_at(zone(along + 1, across)) == TerrainKind::very_difficult;
    const int step = (blocked_ahead && next == across) ? (across > 0 ? across - 1 : across + 1) : next;
    if (step != across && step >= 0 && step < width) {
      across = step;
      road.zones.push_back(zone(along, across));
    }
  }
  return road;
}
}  // namespace

bool row_can_hold(const Battlefield& field, int row, const RowNeed& need) {
  int room = 0, gun_room = 0;
  for (int column = 0; column < field.columns; ++column) {
    const TerrainRule& rule = rule_for(field.kind_at({column, row}));
    room += rule.limit;
    gun_room += rule.artillery ? rule.limit : 0;
  }
  return room >= need.units && gun_room >= need.batteries;
}

Battlefield roll_terrain(const Battlefield& size, const TerrainRecipe& recipe, const std::array<RowNeed, 2>& needs, RandomStream& stream) {
  Battlefield field = size;
  field.kinds.assign(static_cast<std::size_t>(field.columns * field.rows), TerrainKind::open);
  field.roads.clear();
  // Scarcest first, so that the rarer kinds find room before the woods fill the map.
  place_kind(field, TerrainKind::very_difficult, roll_count(recipe.very_difficult, stream), needs, stream);
  place_kind(field, TerrainKind::walls, roll_count(recipe.walls, stream), needs, stream);
  place_kind(field, TerrainKind::hills, roll_count(recipe.hills, stream), needs, stream);
  place_kind(field, TerrainKind::woods, roll_count(recipe.woods, stream), needs, stream);
  const int roads = roll_count(recipe.roads, stream);
  for (int i = 0; i < roads; ++i) field.roads.push_back(roll_road(field, stream));
  return field;
}

}  // namespace muster::sbd
