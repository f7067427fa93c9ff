#include "rulesets/sow/scenario_reader.hpp"

#include "rulesets/acw_side.hpp"
#include "rulesets/sow/force_reader.hpp"
#include "rulesets/sow/terrain_reader.hpp"
#include "spec/print_reader.hpp"
#include "spec/side_reader.hpp"

namespace muster::sow {

using spec::MapReader;
using spec::Node;

namespace {

void read_force(MapReader& reader, const Scenario& scenario, SideSpec& side) {
  Diagnostics& d = reader.diagnostics();
  auto recipe = reader.take("force");
  auto units = reader.take("units");
  if (recipe && units) d.error(units->where(), "a side has a 'force' to buy or a list of 'units', not both", "remove 'force' or 'units'");
  if (recipe) {
    side.recipe = read_force_recipe(*recipe, d);
  } else if (units) {
    // The record keeps a file's name as the scenario wrote it, so it does not depend on where muster ran.
    if (units->is_scalar()) side.list_file = units->scalar();
    side.list = read_force_list(*units, scenario.file, d);
  } else {
    d.error(reader.node().where(), "side '" + side.key + "' has no force",
            "give it 'force: {points: 500, company: infantry, class: trained}' or a list of 'units'");
  }
}

void read_sides(MapReader& root, Scenario& scenario) {
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

void read_solo(MapReader& root, Scenario& scenario) {
  auto node = root.take("solo");
  if (!node) return;
  const auto key = spec::read_choice(*node, root.diagnostics(), {scenario.sides[0].key, scenario.sides[1].key}, "'solo'");
  if (key) scenario.solo = *key == scenario.sides[0].key ? 0 : 1;
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
  spec::read_print(root, scenario.print, print_rules, spec::PaperKey::in_header);
  return scenario;
}

}  // namespace muster::sow
