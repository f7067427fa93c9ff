// The order of a State of War setup: terrain, then the deployment dice, then
// each side's force, then the solo side's deployment and tactics. Each draws
// from a stream of its own, so tuning the terrain does not move the dice.
#include "rulesets/sow/procedures.hpp"

namespace muster::sow {

namespace {

Force force_of(const SideSpec& spec) {
  if (spec.recipe) return build_force(*spec.recipe);
  return spec.list.value_or(Force{});
}

}  // namespace

Setup roll(const Scenario& scenario, const Streams& streams) {
  Setup setup;
  static_cast<SetupHead&>(setup) = setup_head(scenario, streams);
  setup.table = scenario.table;
  setup.other_animals = scenario.other_animals;
  if (scenario.terrain_by_hand) {
    setup.features = scenario.placed_features;
  } else {
    auto terrain = streams.open("terrain");
    PlacedTerrain placed = roll_terrain(scenario.table, scenario.terrain, terrain);
    setup.features = std::move(placed.features);
    setup.dropped = std::move(placed.dropped);
  }
  auto deployment = streams.open("deployment");
  setup.deployment = roll_deployment(setup.table, deployment);
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSpec& spec = scenario.sides[i];
    SideSetup& side = setup.sides[i];
    static_cast<SideIdentity&>(side) = spec;
    side.baseline = setup.deployment.zones[i].edge;
    side.recipe = spec.recipe;
    side.list_file = spec.list_file;
    side.force = force_of(spec);
  }
  if (scenario.solo) {
    const std::size_t i = *scenario.solo;
    SideSetup& side = setup.sides[i];
    side.force = solo_groups(side.force);
    // The game rolls for the solo side, so its dice are the solo side's own: the player reads them only from its sheets.
    auto solo = streams.secret(side.key, "solo");
    setup.solo = plan_solo(setup.table, setup.features, setup.deployment.zones[i], side.force, i, solo);
  }
  return setup;
}

}  // namespace muster::sow
