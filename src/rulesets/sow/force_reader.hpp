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
#include "rulesets/sow/procedures.hpp"
#include "spec/yaml_node.hpp"

namespace muster::sow {

// The most units one side may list: a company has fewer than twenty.
inline constexpr int most_units_in_force = 60;
inline constexpr int most_points = 100000;

// Where a recipe is read: a scenario's gives cavalry men a pistol unless they say otherwise; a
// record's always says, and one from before sidearms has none.
enum class RecipeIn { scenario, record };
std::optional<ForceRecipe> read_force_recipe(const spec::Node& node, Diagnostics& d, RecipeIn where = RecipeIn::scenario);
// `scenario_file` places a list given as a file name. The force is checked against the organisation rules.
std::optional<Force> read_force_list(const spec::Node& node, const std::string& scenario_file, Diagnostics& d);

// A hand-written force as read, unchecked: with the place of each unit and, for each of its
// figures, the entry that wrote it, so that rules checked later (a record learns which side the
// game runs only after the forces) report each problem where it stands. A unit whose own keys
// had an error is marked, and no rule is checked on it: its figures are not what the file meant.
struct ListedForce {
  Force force;
  std::vector<spec::Node> unit_places;
  std::vector<std::vector<spec::Node>> figure_places;
  std::vector<bool> unit_read_cleanly;
  bool read_cleanly = true;  // every unit, and the list itself
};
std::optional<ListedForce> read_listed_force(const spec::Node& node, const std::string& scenario_file, Diagnostics& d);
// Each problem at the figure's entry, or the unit, it names, once for an entry that writes several figures;
// problems of units that did not read cleanly are left out. Returns how many were reported.
std::size_t report_force_problems(const ListedForce& listed, const std::vector<ForceProblem>& problems, Diagnostics& d);

Record force_recipe_record(const ForceRecipe& recipe);
Record force_list_record(const Force& force);

}  // namespace muster::sow
