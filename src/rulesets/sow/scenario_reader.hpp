#pragma once
// Reads a State of War scenario: the table and its terrain, the two sides and
// their forces (bought to a budget or listed by hand), and which side, if
// any, the game runs.

#include <array>

#include "core/side_identity.hpp"
#include "rulesets/sow/model.hpp"
#include "spec/map_reader.hpp"
#include "spec/scenario_header.hpp"

namespace muster::sow {

// Union and Confederate unless the scenario names its own sides.
std::array<SideIdentity, 2> default_sides();
Scenario read_scenario(spec::MapReader& root, const spec::ScenarioHeader& header);

}  // namespace muster::sow
