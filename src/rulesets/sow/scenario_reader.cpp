#include "rulesets/sow/scenario_reader.hpp"

#include "rulesets/acw_side.hpp"
#include "rulesets/sow/force_reader.hpp"
#include "rulesets/sow/other_animals.hpp"
#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/tables.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"
#include "spec/key_probe.hpp"

namespace muster::sow {

using spec::MapReader;
using spec::Node;

namespace {

void read_force(MapReader& reader, const Scenario& scenario, SideSpec& side) {
  Diagnostics& d = reader.diagnostics();
  auto recipe = reader.take("force");
  auto units = reader.take("units");
  if (recipe && units) d.error(units->where(), "a side has a 'force' to buy or a list of 'units', not both", "remove 'force' or 'units'");
  if (recipe) side.recipe = read_force_recipe(*recipe, d);
  if (units) {
    // Beside a 'force' the list is still read, so that its own mistakes are told with the first; it is not kept.
    auto list = read_force_list(*units, scenario.file, d);
    if (!recipe) {
      // The record keeps a file's name as the scenario wrote it, so it does not depend on where muster ran.
      if (units->is_scalar()) side.list_file = units->scalar();
      side.list = std::move(list);
    }
  }
  if (!recipe && !units) {
    d.error(reader.node().where(), "side '" + side.key + "' has no force",
            "give it 'force: {points: 500, company: infantry, class: trained}' or a list of 'units'");
  }
}

void read_sides(MapReader& root, Scenario& scenario) {
  spec::report_key(root.node(), "sides");
  if (!root.node().child("sides")) {
    root.diagnostics().error(root.node().where(), "the scenario names no sides", "add 'sides:' with a block for each, e.g. 'USA:' and 'CSA:', each with a 'force'");
    return;
  }
  const auto identities = spec::read_named_sides(
      root, default_sides(),
      [&scenario](MapReader& reader, const SideIdentity& side, std::size_t index) {
        static_cast<SideIdentity&>(scenario.sides[index]) = side;
        read_force(reader, scenario, scenario.sides[index]);
      },
      {});
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(scenario.sides[i]) = identities[i];
}

// The game's force must stand in a line in whatever zone the dice give it, the narrowest
// being a 20 cm band along a short edge; a line cannot be drawn for a force that does not fit.
void check_solo_fits(const Scenario& scenario, const Node& where, Diagnostics& d) {
  const SideSpec& side = scenario.sides[*scenario.solo];
  const Force force = side.recipe ? build_force(*side.recipe) : side.list.value_or(Force{});
  if (force.units.empty()) return;
  const Force groups = solo_groups(force);
  for (int roll = 1; roll <= 6; ++roll)
    for (bool attacker : {true, false}) {
      const DeploymentResult result = deployment_result(roll);
      const Zone zone = attacker ? attacker_zone(scenario.table, result) : opposition_zone(scenario.table, result);
      RandomStream dice = RandomStream::for_procedure(0, "solo-fit");
      try {
        plan_solo(scenario.table, {}, zone, groups, *scenario.solo, dice);
      } catch (const std::runtime_error&) {
        d.error(where.where(), "the game's force (" + std::to_string(figure_count(force)) + " figures) does not fit a line in the band " +
                                   (zone.half ? "of the " : "along the ") + edge_name(zone.edge) + (zone.half ? " half" : " edge") +
                                   ", where the dice may send it",
                "give it fewer points or fewer figures, or a larger table");
        return;
      }
    }
}

void read_solo(MapReader& root, Scenario& scenario) {
  auto node = root.take("solo");
  if (!node) return;
  const auto key = spec::read_choice(*node, root.diagnostics(), {scenario.sides[0].key, scenario.sides[1].key}, "'solo'");
  if (!key) return;
  scenario.solo = *key == scenario.sides[0].key ? 0 : 1;
  if (root.diagnostics().empty()) check_solo_fits(scenario, *node, root.diagnostics());
}

}  // namespace

std::array<SideIdentity, 2> default_sides() {
  return {acw::default_identity(acw::Side::usa), acw::default_identity(acw::Side::csa)};
}

Scenario read_scenario(MapReader& root, const spec::ScenarioHeader& header) {
  Scenario scenario;
  static_cast<ScenarioHead&>(scenario) = scenario_head(header);
  scenario.print.map_tiles = false;  // a 180 x 120 cm table takes dozens of sheets at 1:1: only on request
  for (std::size_t i = 0; i < 2; ++i) static_cast<SideIdentity&>(scenario.sides[i]) = default_sides()[i];
  read_table_and_terrain(root, scenario);
  read_sides(root, scenario);
  read_solo(root, scenario);
  scenario.other_animals = read_other_animals(root);
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  return scenario;
}

}  // namespace muster::sow
