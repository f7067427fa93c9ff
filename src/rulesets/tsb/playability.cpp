// A rolled or hand-placed battlefield must give both armies room to deploy and
// a way to reach each other; the generator re-rolls until it does.
#include <algorithm>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

RoadMap::RoadMap(const Battlefield& field) : field_(field), road_(field.kinds.size(), false), rail_(field.kinds.size(), false) {
  const auto mark = [this](const AreaPath& path, std::vector<bool>& marks) {
    for (Square area : path.areas) marks[static_cast<std::size_t>(field_.grid.index(area))] = true;
  };
  for (const AreaPath& road : field.roads) mark(road, road_);
  if (field.railway) {
    mark(*field.railway, road_);
    mark(*field.railway, rail_);
  }
}

bool RoadMap::passable(Square area) const { return is_passable(field_.kind_at(area)) || on_road(area); }

bool passes_closed_corner(const Battlefield& field, Square from, Square to) {
  if (field.grid.is_hex()) return false;  // hexes touch only through their sides
  const int east = to.column - from.column, north = to.row - from.row;
  if (std::abs(east) != 1 || std::abs(north) != 1) return false;
  const Square one{from.column + east, from.row}, other{from.column, from.row + north};
  return field.kind_at(one) == TerrainKind::water && field.kind_at(other) == TerrainKind::water;
}

std::optional<std::size_t> first_closed_corner(const Battlefield& field, const AreaPath& path) {
  for (std::size_t i = 1; i < path.areas.size(); ++i)
    if (passes_closed_corner(field, path.areas[i - 1], path.areas[i])) return i;
  return std::nullopt;
}

namespace {

std::optional<Unplayable> cannot_deploy(const Battlefield& field, const RoadMap& roads, const DeploymentNeeds& side, std::size_t index,
                                        const std::vector<Square>& zone) {
  // Rails lie on clear ground (a railway is a road) and clear ground is usable, so the three
  // counts nest: trains take rail areas, wheels clear ones, the rest any usable area.
  int usable = 0, clear = 0, rails = 0;
  for (Square area : zone) {
    if (!roads.passable(area)) continue;
    ++usable;
    if (!is_difficult(field.kind_at(area)) || roads.on_road(area)) ++clear;
    if (roads.on_rail(area)) ++rails;
  }
  const std::string zone_name = "the " + edge_name(side.baseline) + " deployment zone";
  if (usable < side.units)
    return Unplayable{Unplayable::Fault::deployment_room, index, {},
                      zone_name + " has room for " + std::to_string(usable) + " of " + std::to_string(side.units) + " units"};
  if (rails < side.trains)
    return Unplayable{Unplayable::Fault::train_rails, index, {},
                      zone_name + " has " + std::to_string(rails) + (rails == 1 ? " railway area" : " railway areas") + " for " +
                          std::to_string(side.trains) + (side.trains == 1 ? " train" : " trains") + ", which move only on rails"};
  if (clear < side.road_bound + side.trains)
    return Unplayable{Unplayable::Fault::wheeled_room, index, {},
                      zone_name + " has " + std::to_string(clear) + " clear areas for " + std::to_string(side.road_bound + side.trains) + " wheeled units"};
  return std::nullopt;
}

}  // namespace

std::optional<Unplayable> unplayable(const Battlefield& field, const std::array<DeploymentNeeds, 2>& sides) {
  const RoadMap roads(field);
  std::array<std::vector<Square>, 2> zones;
  for (std::size_t i = 0; i < 2; ++i) {
    zones[i] = deployment_zone(field.grid, sides[i].baseline, sides[i].depth);
    if (auto reason = cannot_deploy(field, roads, sides[i], i, zones[i])) return reason;
  }
  std::vector<Square> starts;
  for (Square area : zones[0])
    if (roads.passable(area)) starts.push_back(area);
  const auto steps = field.grid.steps_from(
      starts, [&roads](Square area) { return roads.passable(area); },
      [&field](Square from, Square to) { return !passes_closed_corner(field, from, to); });
  const bool reached = std::any_of(zones[1].begin(), zones[1].end(), [&](Square area) { return steps[static_cast<std::size_t>(field.grid.index(area))] >= 0; });
  if (!reached) return Unplayable{Unplayable::Fault::no_way_between_zones, 1, {}, "no passable way leads from one deployment zone to the other"};
  for (Square objective : field.objectives)
    if (!roads.passable(objective))
      return Unplayable{Unplayable::Fault::objective_in_water, 0, objective, "objective " + square_name(objective) + " is in impassable water"};
  return std::nullopt;
}

}  // namespace muster::tsb
