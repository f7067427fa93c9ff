#pragma once
#include "rulesets/tsr/model.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster::tsr {
// Reads the TSR part of a scenario; every default is the rules' own. Problems go to root's diagnostics.
Scenario read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header);
// The checks that span several keys (is there room for the draw, the forest, the hills?).
void check_consistency(const Scenario& scenario, const spec::Node& where, Diagnostics& diagnostics);
}
