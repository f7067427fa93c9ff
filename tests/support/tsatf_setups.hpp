#pragma once
// Test helper: Sword and the Flame setups built in code, for the pages' tests:
// a Mutiny force by the ratios, and a Sudan force with camels so that camel-shy
// horses are decided. Built by the same parts the roll uses, without dice
// except the camels' stream.

#include <string>

#include "core/random.hpp"
#include "rulesets/tsatf/deployment_zone.hpp"
#include "rulesets/tsatf/force_builder.hpp"
#include "rulesets/tsatf/model.hpp"

namespace muster::testing {

inline tsatf::SideSetup tsatf_side(std::string key, std::string name, std::string colour, Edge edge, tsatf::Allegiance allegiance,
                                   tsatf::Force force, const Table& table) {
  tsatf::SideSetup side;
  side.key = std::move(key);
  side.name = std::move(name);
  side.colour = std::move(colour);
  side.baseline = edge;
  side.allegiance = allegiance;
  side.force = std::move(force);
  side.zone = tsatf::edge_zone(table, edge);
  return side;
}

// The Indian Mutiny by the ratios from `base` British infantry units.
inline tsatf::Setup tsatf_mutiny_setup(int base = 3, std::uint64_t seed = 1857) {
  tsatf::Setup setup;
  setup.scenario = "Test Mutiny";
  setup.seed = seed;
  setup.campaign = tsatf::Campaign::indian_mutiny;
  setup.ratio = tsatf::RatioRequest{tsatf::Campaign::indian_mutiny, base, true, true};
  const auto forces = tsatf::build_ratio_forces(*setup.ratio, setup.organisations);
  const Table& table = setup.battlefield.table;
  setup.sides[0] = tsatf_side("British", "Delhi Field Force", "#b22222", Edge::south, tsatf::Allegiance::imperial, forces.imperial, table);
  setup.sides[1] = tsatf_side("Mutineers", "Bengal Mutineers", "#2e6b30", Edge::north, tsatf::Allegiance::native, forces.native, table);
  setup.first_roll = {{3, 3}, {5, 2}};
  setup.first_player = 0;
  return setup;
}

// 1885 Sudan by counts: British infantry, hussars and camels against Dervish tribes and horse;
// every horsed troop's familiarity with camels rolled from the seed.
inline tsatf::Setup tsatf_sudan_setup(std::uint64_t seed = 1885) {
  using tsatf::UnitKind;
  tsatf::Setup setup;
  setup.scenario = "Test Sudan";
  setup.seed = seed;
  setup.campaign = tsatf::Campaign::sudan_1885;
  const Table& table = setup.battlefield.table;
  const tsatf::Force british = tsatf::build_force({{UnitKind::british_infantry, 3}, {UnitKind::british_cavalry, 2}, {UnitKind::imperial_camels, 1},
                                                   {UnitKind::british_artillery, 1}},
                                                  setup.campaign, tsatf::Allegiance::imperial, setup.organisations);
  const tsatf::Force dervishes = tsatf::build_force({{UnitKind::native_tribe, 6}, {UnitKind::primitive_native_cavalry, 2}, {UnitKind::native_camels, 1}},
                                                    setup.campaign, tsatf::Allegiance::native, setup.organisations);
  setup.sides[0] = tsatf_side("British", "Desert Column", "#b22222", Edge::south, tsatf::Allegiance::imperial, british, table);
  setup.sides[1] = tsatf_side("Dervishes", "Mahdist Army", "#1f3a93", Edge::north, tsatf::Allegiance::native, dervishes, table);
  setup.first_roll = {{2, 6}};
  setup.first_player = 1;
  RandomStream camels = RandomStream::for_procedure(seed, "camels");
  setup.camels = tsatf::decide_camel_familiarity(setup.sides[0].force, setup.sides[1].force, camels);
  return setup;
}

}  // namespace muster::testing
