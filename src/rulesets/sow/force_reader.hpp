#pragma once
// A side's force in a scenario or a record: 'force', a recipe bought to a
// budget, or 'units', a list of units and figures written by hand (inline, or
// a file beside the scenario). muster costs a hand-written list and checks it
// against the organisation rules, each problem at the line that caused it.
// Records write every force as such a list, so a hand edit is checked alike.

#include <optional>
#include <string>

#include "core/diagnostic.hpp"
#include "core/record.hpp"
#include "rulesets/sow/model.hpp"
#include "spec/yaml_node.hpp"

namespace muster::sow {

// The most units one side may list: a company has fewer than twenty.
inline constexpr int most_units_in_force = 60;
inline constexpr int most_points = 100000;

std::optional<ForceRecipe> read_force_recipe(const spec::Node& node, Diagnostics& d);
// `scenario_file` places a list given as a file name.
std::optional<Force> read_force_list(const spec::Node& node, const std::string& scenario_file, Diagnostics& d);

Record force_recipe_record(const ForceRecipe& recipe);
Record force_list_record(const Force& force);

}  // namespace muster::sow
