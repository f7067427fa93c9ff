#include <algorithm>

#include "rulesets/tsb/army_reader.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"

namespace muster::tsb {

namespace {

// What the scenario file tells anyone about a side's needs: its own army is not consulted.
DeploymentNeeds needs_of(const SideSpec& side, Period period) {
  DeploymentNeeds needs{side.baseline, side.deployment_depth, army_size(side), 0, 0};
  if (side.orbat) {
    for (const auto& placed : orbat::units_of(*side.orbat)) {
      needs.road_bound += keeps_to_roads_in_difficult_terrain(*placed.unit) ? 1 : 0;
      needs.trains += moves_on_rails(placed.unit->type) ? 1 : 0;
    }
  } else {
    Unit gun;
    gun.type = UnitType::artillery;
    gun.weapon = side.recipe.guns;
    for (std::size_t t = 0; t < side.recipe.units.size(); ++t) {
      Unit unit;
      unit.type = static_cast<UnitType>(t);
      unit.weapon = default_weapon(unit.type, period);
      if (unit.type == UnitType::artillery) unit = gun;
      needs.road_bound += keeps_to_roads_in_difficult_terrain(unit) ? side.recipe.units[t] : 0;
      needs.trains += moves_on_rails(unit.type) ? side.recipe.units[t] : 0;
    }
  }
  return needs;
}

}  // namespace

std::array<DeploymentNeeds, 2> deployment_needs(const Scenario& scenario) {
  return {needs_of(scenario.sides[0], scenario.period), needs_of(scenario.sides[1], scenario.period)};
}

Setup roll(const Scenario& scenario, const Streams& streams) {
  Setup setup;
  static_cast<SetupHead&>(setup) = setup_head(scenario, streams);
  setup.period = scenario.period;
  setup.battlefield = scenario.battlefield;
  if (!scenario.terrain_by_hand) {
    auto terrain = streams.open("terrain");
    roll_terrain(setup.battlefield, scenario.terrain, deployment_needs(scenario), terrain);
  }
  auto first = streams.open("first-player");
  setup.first = roll_first_player(scenario.attacker, first);
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSpec& spec = scenario.sides[i];
    SideSetup& side = setup.sides[i];
    static_cast<SideIdentity&>(side) = spec;
    side.deployment_depth = spec.deployment_depth;
    side.telephone_lines = spec.telephone_lines;
    side.radio = spec.radio;
    if (spec.orbat) {
      side.orbat_file = spec.orbat_file;
      side.army = army_from_orbat(*spec.orbat);
    } else {
      side.orbat_file = "recipe";
      auto army = streams.secret(spec.key, "army");
      side.army = muster_army(spec.recipe, scenario.period, army);
    }
  }
  return setup;
}

}  // namespace muster::tsb
