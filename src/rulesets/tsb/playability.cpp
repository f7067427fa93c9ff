// A rolled or hand-placed battlefield must give both armies room to deploy and
// a way to reach each other; the generator re-rolls until it does.
#include <algorithm>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

bool on_road(const Battlefield& field, Square area) {
  const auto has = [area](const AreaPath& path) { return std::find(path.areas.begin(), path.areas.end(), area) != path.areas.end(); };
  return std::any_of(field.roads.begin(), field.roads.end(), has) || (field.railway && has(*field.railway));
}

bool passable_area(const Battlefield& field, Square area) { return is_passable(field.kind_at(area)) || on_road(field, area); }

namespace {

std::optional<std::string> cannot_deploy(const Battlefield& field, const DeploymentNeeds& side, const std::vector<Square>& zone) {
  int usable = 0, clear = 0;
  for (Square area : zone) {
    if (!passable_area(field, area)) continue;
    ++usable;
    if (!is_difficult(field.kind_at(area)) || on_road(field, area)) ++clear;
  }
  if (usable < side.units) return "the " + edge_name(side.baseline) + " deployment zone has room for " + std::to_string(usable) + " of " + std::to_string(side.units) + " units";
  if (clear < side.road_bound)
    return "the " + edge_name(side.baseline) + " deployment zone has " + std::to_string(clear) + " clear areas for " + std::to_string(side.road_bound) + " wheeled units";
  return std::nullopt;
}

}  // namespace

std::optional<std::string> unplayable(const Battlefield& field, const std::array<DeploymentNeeds, 2>& sides) {
  std::array<std::vector<Square>, 2> zones;
  for (std::size_t i = 0; i < 2; ++i) {
    zones[i] = deployment_zone(field.grid, sides[i].baseline, sides[i].depth);
    if (auto reason = cannot_deploy(field, sides[i], zones[i])) return reason;
  }
  std::vector<Square> starts;
  for (Square area : zones[0])
    if (passable_area(field, area)) starts.push_back(area);
  const auto steps = field.grid.steps_from(starts, [&field](Square area) { return passable_area(field, area); });
  const bool reached = std::any_of(zones[1].begin(), zones[1].end(), [&](Square area) { return steps[static_cast<std::size_t>(field.grid.index(area))] >= 0; });
  if (!reached) return "no passable way leads from one deployment zone to the other";
  for (Square objective : field.objectives)
    if (!passable_area(field, objective)) return "objective " + square_name(objective) + " is in impassable water";
  return std::nullopt;
}

}  // namespace muster::tsb
