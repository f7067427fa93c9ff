// Section 12.4's deployment: the attacker's whole army in his first row, the
// defender's in his first three. muster proposes a deployment the rules
// allow: brigades kept together in orbat order, zones filled to `per_zone`
// before any is filled to its limit, the defender's front row taking half
// his army, his second row a third and his rear row the rest.
#include <algorithm>
#include <map>
#include <stdexcept>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/tables.hpp"

namespace muster::sbd {

namespace {
// Who stands where so far. Regiments leave enough places in zones guns can
// enter for the batteries still to come, so a battery is never shut out.
struct Occupancy {
  const Battlefield& field;
  std::map<Square, int> units;
  int gun_places_free = 0;
  int batteries_left = 0;

  bool fits(Square zone, const UnitSetup& unit, int soft_limit) const {
    const TerrainRule& rule = rule_for(field.kind_at(zone));
    if (!unit.is_regiment() && !rule.artillery) return false;
    if (unit.is_regiment() && rule.artillery && gun_places_free <= batteries_left) return false;
    auto it = units.find(zone);
    return (it == units.end() ? 0 : it->second) < std::min(soft_limit, rule.limit);
  }
  void take(Square zone, const UnitSetup& unit) {
    ++units[zone];
    if (rule_for(field.kind_at(zone)).artillery) --gun_places_free;
    if (!unit.is_regiment()) --batteries_left;
  }
};

// A row's zones in fill order: a centred block wide enough for `units`, west to
// east, then the flanks nearest the block first.
std::vector<Square> row_order(const Battlefield& field, int row, int units, int per_zone) {
  const int block = std::clamp((units + per_zone - 1) / per_zone, 1, field.columns);
  const int start = (field.columns - block) / 2;
  std::vector<Square> order;
  for (int c = start; c < start + block; ++c) order.push_back({c, row});
  for (int step = 1; static_cast<int>(order.size()) < field.columns; ++step) {
    if (start - step >= 0) order.push_back({start - step, row});
    if (start + block - 1 + step < field.columns) order.push_back({start + block - 1 + step, row});
  }
  return order;
}

bool place(UnitSetup& unit, const std::vector<Square>& order, std::size_t& cursor, Occupancy& occupancy, int per_zone) {
  for (int limit : {per_zone, most_units_in_a_zone}) {
    for (std::size_t i = 0; i < order.size(); ++i) {
      const Square zone = order[(cursor + i) % order.size()];
      if (!occupancy.fits(zone, unit, limit)) continue;
      unit.zone = zone;
      occupancy.take(zone, unit);
      if (!occupancy.fits(zone, unit, per_zone)) cursor = (cursor + i + 1) % order.size();
      return true;
    }
  }
  return false;
}

void deploy_side(SideSetup& side, const Battlefield& field, const std::vector<int>& row_quotas, int per_zone) {
  Occupancy occupancy{field, {}, 0, count_regiments(side.units, orbat::UnitType::battery)};
  for (std::size_t distance = 0; distance < row_quotas.size(); ++distance)
    for (int column = 0; column < field.columns; ++column) {
      const TerrainRule& rule = rule_for(field.kind_at({column, acw::row_from_edge(side.baseline, static_cast<int>(distance), field.rows)}));
      occupancy.gun_places_free += rule.artillery ? rule.limit : 0;
    }
  std::size_t next = 0;
  std::vector<UnitSetup*> waiting;
  for (std::size_t distance = 0; distance < row_quotas.size(); ++distance) {
    // Quotas run front row first: the last entry is the baseline row.
    const int row = acw::row_from_edge(side.baseline, static_cast<int>(row_quotas.size() - 1 - distance), field.rows);
    const auto order = row_order(field, row, row_quotas[distance], per_zone);
    std::size_t cursor = 0;
    for (int placed = 0; placed < row_quotas[distance] && next < side.units.size(); ++placed, ++next)
      if (!place(side.units[next], order, cursor, occupancy, per_zone)) waiting.push_back(&side.units[next]);
  }
  // Whatever a full row turned away goes to any zone of the area with room.
  for (UnitSetup* unit : waiting) {
    bool placed = false;
    for (std::size_t distance = 0; distance < row_quotas.size() && !placed; ++distance) {
      const auto order = row_order(field, acw::row_from_edge(side.baseline, static_cast<int>(distance), field.rows), 1, 1);
      std::size_t cursor = 0;
      placed = place(*unit, order, cursor, occupancy, most_units_in_a_zone);
    }
    if (!placed) throw std::logic_error("no room to deploy " + unit->name + ": the scenario checks should have caught this");
  }
}
}  // namespace

void deploy(Setup& setup, int per_zone) {
  SideSetup& attacker = setup.sides[index_of(setup.attacker())];
  deploy_side(attacker, setup.battlefield, {static_cast<int>(attacker.units.size())}, per_zone);
  SideSetup& defender = setup.sides[index_of(setup.defender())];
  const int total = static_cast<int>(defender.units.size());
  const int front = (total + 1) / 2;
  const int middle = ((total - front) * 2 + 2) / 3;
  deploy_side(defender, setup.battlefield, {front, middle, total - front - middle}, per_zone);
}

}  // namespace muster::sbd
