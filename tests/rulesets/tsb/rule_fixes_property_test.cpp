// The rules issue 35 asks the generator to keep, each over 10,000 seeds:
// trains start on rails, one General has one die, officers' names are
// distinct, water meeting at a corner closes it, and the railway joins the
// two baselines.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "rulesets/tsb/army_reader.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

constexpr std::uint64_t seeds = 10000;

std::string early(const std::string& battlefield, const std::string& terrain, const std::string& sides) {
  return "muster: 1\nname: Property\nruleset: tsb\nperiod: early-20th\nbattlefield: " + battlefield + "\nterrain: " + terrain + "\n" + sides;
}

// Rail areas in each side's zone, counted here rather than by the playability check under test.
int rails_in_zone(const Battlefield& field, Edge baseline, int depth) {
  if (!field.railway) return 0;
  int rails = 0;
  for (Square area : field.railway->areas) rails += field.grid.distance_from_edge(area, baseline) < depth ? 1 : 0;
  return rails;
}

int trains_of(const Army& army) {
  int trains = 0;
  for (const Command& command : army.commands)
    for (const Unit& unit : command.units) trains += unit.type == UnitType::train || unit.type == UnitType::armoured_train ? 1 : 0;
  return trains;
}

// In early-20th setups with trains the rolled railway missed a side's zone in about 60% of seeds.
TEST(TsbRuleFixes, EveryTrainStartsOnTheRailway) {
  const std::vector<Scenario> scenarios = {
      testing::tsb_scenario(early("{grid: square, columns: 8, rows: 8}", "{river: impassable, roads: 1}",
                                  "sides:\n  Red: {baseline: south, army: {infantry: 4, train: 1, armoured-train: 1}}\n"
                                  "  Blue: {baseline: north, army: {infantry: 4, train: 1}}\n")),
      testing::tsb_scenario(early("{grid: hex, columns: 9, rows: 8}", "{river: fordable, roads: 2}",
                                  "sides:\n  Red: {baseline: west, army: {infantry: 5, armoured-train: 2}}\n"
                                  "  Blue: {baseline: east, army: {infantry: 4, train: 1}}\n")),
      testing::tsb_scenario(early("{grid: open, columns: 12, rows: 8}", "{river: none, roads: 1}",
                                  "sides:\n  Red: {baseline: west, army: {infantry: 4, train: 1}}\n"
                                  "  Blue: {baseline: east, deployment-depth: 3, army: {infantry: 4, train: 3}}\n")),
  };
  for (const Scenario& scenario : scenarios)
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const tsb::Setup setup = roll(scenario, Streams(seed));
      for (const SideSetup& side : setup.sides)
        ASSERT_GE(rails_in_zone(setup.battlefield, side.baseline, side.deployment_depth), trains_of(side.army))
            << side.key << "'s trains have no rails to stand on, seed " << seed;
    }
}

// An orbat drawn from the seed: a General with 0-3 units of his own, 1-5 commands of 1-6 units,
// some of them nested one level down under a command of their own.
OrbatCommand random_orbat(std::uint64_t seed) {
  RandomStream stream = Streams(seed).open("orbat");
  int number = 0;
  const auto units = [&](int count) {
    std::vector<Unit> list;
    for (int i = 0; i < count; ++i) list.push_back({"Unit " + std::to_string(++number), UnitType::infantry, UnitClass::regular, Weapon::rifle, Firepower::normal, false, false, false, "", 0});
    return list;
  };
  OrbatCommand top{"Army", {"General " + std::to_string(seed), orbat::Rating::normal}, {}, units(stream.between(0, 3))};
  for (int c = stream.between(1, 5); c > 0; --c) {
    OrbatCommand command{"Command " + std::to_string(c), {"Colonel " + std::to_string(c), orbat::Rating::normal}, {}, units(stream.between(1, 6))};
    if (stream.below(3) == 0) command.commands.push_back({"Wing " + std::to_string(c), {"Major " + std::to_string(c), orbat::Rating::normal}, {}, units(2)});
    top.commands.push_back(command);
  }
  return top;
}

// Units under the General became a command "<General>'s own" under the General himself:
// a second die on the orders tracker and a second marker for one man.
TEST(TsbRuleFixes, TheGeneralIsOneManWithOneDie) {
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const OrbatCommand top = random_orbat(seed);
    const Army army = army_from_orbat(top);
    ASSERT_EQ(unit_count(army), static_cast<int>(orbat::units_of(top).size())) << "seed " << seed;
    std::set<std::string> officers{army.general};
    for (const Command& command : army.commands) {
      ASSERT_NE(command.commander, army.general) << "the General commands a command of his own as well, seed " << seed;
      ASSERT_TRUE(officers.insert(command.commander).second) << command.commander << " twice, seed " << seed;
    }
  }
}

// The surname list wrapped after 24 officers: a General and a colonel of one name.
TEST(TsbRuleFixes, OfficersNamesAreDistinctHoweverLargeTheArmy) {
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    RandomStream draw = Streams(seed).open("recipe");
    ArmyRecipe recipe;
    for (std::size_t type = 0; type < 6; ++type) recipe.units[type] = draw.between(0, 40);
    recipe.units[0] = std::max(recipe.units[0], 1);
    RandomStream stream = Streams(seed).open("army");
    const Army army = muster_army(recipe, Period::mid_19th, stream);
    std::set<std::string> officers{army.general};
    for (const Command& command : army.commands)
      ASSERT_TRUE(officers.insert(command.commander).second) << command.commander << " twice in an army of " << recipe.total() << " units, seed " << seed;
  }
}

bool is_water(const Battlefield& field, Square area) { return field.kind_at(area) == TerrainKind::water; }

// A diagonal step between two areas of water that meet at its corner.
bool through_water_corner(const Battlefield& field, Square from, Square to) {
  const int east = to.column - from.column, north = to.row - from.row;
  return std::abs(east) == 1 && std::abs(north) == 1 && is_water(field, {from.column + east, from.row}) && is_water(field, {from.column, from.row + north});
}

// Water touching only at a corner let roads cross without a bridge in most seeds, and joined the zones through a corner in about a fifth.
TEST(TsbRuleFixes, WaterMeetingAtACornerClosesIt) {
  const std::string sides = "sides:\n  Red: {baseline: south, army: {infantry: 4}}\n  Blue: {baseline: north, army: {infantry: 4}}\n";
  const std::vector<Scenario> scenarios = {
      testing::tsb_scenario(early("{grid: square, columns: 8, rows: 8}", "{river: impassable, roads: 2, woods: 0, towns: 0, steep-slopes: 0}", sides)),
      testing::tsb_scenario(early("{grid: open, columns: 12, rows: 8}", "{river: impassable, roads: 1, railway: no}", sides)),
  };
  for (const Scenario& scenario : scenarios)
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const tsb::Setup setup = roll(scenario, Streams(seed));
      const Battlefield& field = setup.battlefield;
      std::vector<AreaPath> paths = field.roads;
      if (field.railway) paths.push_back(*field.railway);
      for (const AreaPath& path : paths)
        for (std::size_t i = 1; i < path.areas.size(); ++i)
          ASSERT_FALSE(through_water_corner(field, path.areas[i - 1], path.areas[i]))
              << "a road crosses water at a corner from " << square_name(path.areas[i - 1]) << " to " << square_name(path.areas[i]) << ", seed " << seed;
      // A way between the zones that never slips through such a corner, over land or bridges.
      std::set<Square> bridged;
      for (const AreaPath& path : paths) bridged.insert(path.areas.begin(), path.areas.end());
      const auto passable = [&](Square a) { return !is_water(field, a) || bridged.count(a) > 0; };
      const auto steps = field.grid.steps_from(field.grid.edge_areas(setup.sides[0].baseline), passable,
                                               [&](Square a, Square b) { return !through_water_corner(field, a, b); });
      const auto far = field.grid.edge_areas(setup.sides[1].baseline);
      ASSERT_TRUE(std::any_of(far.begin(), far.end(), [&](Square a) { return steps[static_cast<std::size_t>(field.grid.index(a))] >= 0; }))
          << "the zones meet only through a closed corner, seed " << seed;
    }
}

// The railway ran across the line between the armies; it joins their baselines, so that trains of both start on it.
TEST(TsbRuleFixes, TheRailwayJoinsTheTwoBaselines) {
  const Scenario scenario = testing::tsb_scenario(early("{grid: hex, hex-top: pointy, columns: 9, rows: 8}", "{river: fordable, roads: 1}",
                                                        "sides:\n  Red: {baseline: east, army: {infantry: 4}}\n  Blue: {baseline: west, army: {infantry: 4}}\n"));
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const tsb::Setup setup = roll(scenario, Streams(seed));
    ASSERT_TRUE(setup.battlefield.railway.has_value());
    const auto& rails = setup.battlefield.railway->areas;
    ASSERT_EQ(setup.battlefield.grid.distance_from_edge(rails.front(), Edge::east), 0) << "seed " << seed;
    ASSERT_EQ(setup.battlefield.grid.distance_from_edge(rails.back(), Edge::west), 0) << "seed " << seed;
  }
}

}  // namespace
}  // namespace muster::tsb
