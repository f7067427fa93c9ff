#pragma once
// A Square Brigadier army as files give it: units in orbat files and setup
// records, recipes in scenarios, and the orbat tree turned into commands.

#include "rulesets/tsb/model.hpp"
#include "spec/command_tree_reader.hpp"

namespace muster::tsb {

// Commands of 3 to 6 units, as the text advises: outside that, a warning.
inline constexpr int fewest_units_a_command = 3;
inline constexpr int most_units_a_command = 6;

// A unit's keys after its name: type, class, weapon, firepower, heavy. Types and
// weapons of 1900-1918 need that period; each type carries only its own weapons.
spec::UnitFieldsReader<Unit> unit_fields_reader(Period period);
// 'army:' of a scenario: units by type, how many of them are militia or elite, their weapons.
ArmyRecipe read_army_recipe(const spec::Node& node, Period period, Diagnostics& d);
// The orbat's top leader is the General; every command holding units becomes a
// command of its leader; units under the General himself are his own, with no die of their own.
Army army_from_orbat(const OrbatCommand& top);
// Every officer who rolls an order die (the General, each commander of units) has a name of his
// own: the second of a name is refused at its leader's name in the orbat file `orbat`.
void check_officer_names(const spec::Node& orbat, Diagnostics& d);
// Commands outside 3-6 units are worth a warning at `where`, not a refusal.
void warn_of_command_sizes(const Army& army, const spec::Node& where, Diagnostics& d);

}  // namespace muster::tsb
