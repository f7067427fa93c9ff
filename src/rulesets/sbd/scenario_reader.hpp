#pragma once
// Reads the Short But Desperate keys of a scenario (see README, "Scenario
// format") and the orbat files it names.

#include "rulesets/sbd/model.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster::sbd {

Scenario read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header);
// Checks between keys: armies that fit the battlefield, both baselines different.
void check_consistency(const Scenario& scenario, const spec::Node& where, Diagnostics& diagnostics);
// The most units, and batteries, a side can bring: exact for orbat files, the recipe's upper bound otherwise.
std::pair<int, int> largest_army(const Scenario& scenario, Side side);
// Zone kinds by hand ("C3: woods") and roads as lists of zones; shared with the record reader.
void read_zone_kinds(const spec::Node& node, Battlefield& field, Diagnostics& d);
void read_roads(const spec::Node& node, Battlefield& field, Diagnostics& d);

}  // namespace muster::sbd
