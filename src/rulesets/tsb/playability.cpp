// A rolled or hand-placed battlefield must give both armies room to deploy and
// a way to reach each other; the generator re-rolls until it does.
#include <algorithm>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

RoadMap::RoadMap(const Battlefield& field) : field_(field), road_(field.kinds.size(), false) {
  const auto mark = [this](const AreaPath& path) {
    for (Square area : path.areas) road_[static_cast<std::size_t>(field_.grid.index(area))] = true;
  };
  for (const AreaPath& road : field.roads) mark(road);
  if (field.railway) mark(*field.railway);
}

bool RoadMap::passable(Square area) const { return is_passable(field_.kind_at(area)) || on_road(area); }

namespace {

std::optional<std::string> cannot_deploy(const Battlefield& field, const RoadMap& roads, const DeploymentNeeds& side, const std::vector<Square>& zone) {
  int usable = 0, clear = 0;
  for (Square area : zone) {
    if (!roads.passable(area)) continue;
    ++usable;
    if (!is_difficult(field.kind_at(area)) || roads.on_road(area)) ++clear;
  }
  if (usable < side.units) return "the " + edge_name(side.baseline) + " deployment zone has room for " + std::to_string(usable) + " of " + std::to_string(side.units) + " units";
  if (clear < side.road_bound)
    return "the " + edge_name(side.baseline) + " deployment zone has " + std::to_string(clear) + " clear areas for " + std::to_string(side.road_bound) + " wheeled units";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> unplayable(const Battlefield& field, const std::array<DeploymentNeeds, 2>& sides) {
  const RoadMap roads(field);
  std::array<std::vector<Square>, 2> zones;
  for (std::size_t i = 0; i < 2; ++i) {
    zones[i] = deployment_zone(field.grid, sides[i].baseline, sides[i].depth);
    if (auto reason = cannot_deploy(field, roads, sides[i], zones[i])) return reason;
  }
  std::vector<Square> starts;
  for (Square area : zones[0])
    if (roads.passable(area)) starts.push_back(area);
  const auto steps = field.grid.steps_from(starts, [&roads](Square area) { return roads.passable(area); });
  const bool reached = std::any_of(zones[1].begin(), zones[1].end(), [&](Square area) { return steps[static_cast<std::size_t>(field.grid.index(area))] >= 0; });
  if (!reached) return "no passable way leads from one deployment zone to the other";
  for (Square objective : field.objectives)
    if (!roads.passable(objective)) return "objective " + square_name(objective) + " is in impassable water";
  return std::nullopt;
}

}  // namespace muster::tsb
