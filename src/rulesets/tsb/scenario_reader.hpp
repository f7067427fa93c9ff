#pragma once
// Reads The Square Brigadier's keys of a scenario (README, "Scenario format:
// The Square Brigadier") and the orbat files it names.

#include "rulesets/tsb/model.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster::tsb {

Scenario read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header);

// The areas within `depth` areas of `baseline`, where a side deploys.
std::vector<Square> deployment_zone(const AreaGrid& grid, Edge baseline, int depth);
// The first area two deployment zones share, if they meet.
std::optional<Square> where_zones_meet(const AreaGrid& grid, const std::array<std::pair<Edge, int>, 2>& baselines_and_depths);
// How many units a side brings: exact for an orbat, the recipe's total otherwise.
int army_size(const SideSpec& side);

}  // namespace muster::tsb
