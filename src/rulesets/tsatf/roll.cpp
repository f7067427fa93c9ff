#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/first_player.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/roll_terrain.hpp"
#include "rulesets/tsatf/scenario_reader.hpp"

namespace muster::tsatf {

namespace {

void lay_out_table(const Scenario& scenario, const Streams& streams, Battlefield& battlefield) {
  battlefield.table = scenario.table.table;
  if (scenario.table.terrain_by_hand) {
    battlefield.features = scenario.table.placed_features;
  } else {
    auto terrain = streams.open("terrain");
    PlacedTerrain placed = roll_terrain(battlefield.table, scenario.table.terrain, terrain);
    battlefield.features = std::move(placed.features);
    battlefield.dropped = std::move(placed.dropped);
  }
  if (const Feature* river = river_of(battlefield.features)) {
    auto current = streams.open("current");
    battlefield.current = roll_current(*river, scenario.table.current, current);
  }
}

void place_sides(const Scenario& scenario, const Streams& streams, Setup& setup) {
  const auto forces = scenario_forces(scenario);
  for (std::size_t i = 0; i < 2; ++i) {
    const SideSpec& spec = scenario.sides[i];
    SideSetup& side = setup.sides[i];
    static_cast<SideIdentity&>(side) = spec;
    side.allegiance = spec.allegiance;
    side.list_file = spec.list_file;
    side.force = forces[i];
    side.boats = spec.boats;
    side.commanders = spec.commanders;
  }
  if (scenario.edges == EdgeChoice::rolled) {
    auto edges = streams.open("edges");
    setup.edges_roll = edges.between(1, 6);
    if (*setup.edges_roll > highest_roll_keeping_edges) std::swap(setup.sides[0].baseline, setup.sides[1].baseline);
  }
  for (SideSetup& side : setup.sides) side.zone = edge_zone(setup.battlefield.table, side.baseline, setup.zone_depth);
}

void decide_first_player(const Scenario& scenario, const Streams& streams, Setup& setup) {
  if (scenario.first_player) {
    setup.first_player = *scenario.first_player;
    return;
  }
  auto dice = streams.open("first-player");
  setup.first_roll = roll_for_first_player(dice);
  setup.first_player = spec::roll_off_winner(setup.first_roll).value_or(0);
}

}  // namespace

Setup roll(const Scenario& scenario, const Streams& streams) {
  Setup setup;
  static_cast<SetupHead&>(setup) = setup_head(scenario, streams);
  setup.campaign = scenario.campaign;
  setup.organisations = scenario.organisations;
  setup.ratio = scenario.ratio;
  setup.zone_depth = scenario.zone_depth;
  setup.decks = scenario.decks;
  lay_out_table(scenario, streams, setup.battlefield);
  place_sides(scenario, streams, setup);
  decide_first_player(scenario, streams, setup);
  auto camels = streams.open("camels");
  setup.unfamiliar_named = scenario.unfamiliar_named.has_value();
  setup.camels = decide_camel_familiarity(setup.sides[0].force, setup.sides[1].force, camels, scenario.unfamiliar_named);
  return setup;
}

}  // namespace muster::tsatf
