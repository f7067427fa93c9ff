// Every promise of the generator, on 10,000 seeds of each kind of grid:
// terrain within the recipe, rivers, roads and railway from edge to edge,
// objectives between the armies, a playable field, armies of the recipe's
// units and classes in commands of 3 to 6, and who moves first.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <functional>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/scenario_reader.hpp"
#include "rulesets/tsb/tables.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

constexpr std::uint64_t seeds = 10000;

std::string scenario_text(const std::string& battlefield, const std::string& river, const std::string& extra_terrain, const std::string& sides) {
  return "muster: 1\nname: Property\nruleset: tsb\nperiod: early-20th\nbattlefield: " + battlefield +
         "\nterrain: {woods: 2-4, towns: 1-2, steep-slopes: 1-2, roads: 2, objectives: 1-3, river: " + river + extra_terrain + "}\n" + sides;
}

const std::string north_south =
    "sides:\n  Red: {baseline: south, army: {infantry: 7, cavalry: 2, artillery: 2, wagons: 1, militia: 3, elite: 2}}\n"
    "  Blue: {baseline: north, deployment-depth: 2, army: {infantry: 4, mg: 1, tank: 1, elite: 1}}\n";
const std::string west_east =
    "attacker: Blue\nsides:\n  Red: {baseline: west, army: {infantry: 3, armoured-car: 1, horse-artillery: 1}}\n"
    "  Blue: {baseline: east, army: {infantry: 10, cavalry: 3, artillery: 2, militia: 12}}\n";

struct Case {
  std::string label;
  Scenario scenario;
};

const std::vector<Case>& cases() {
  static const std::vector<Case> list = [] {
    return std::vector<Case>{
        {"squares", testing::tsb_scenario(scenario_text("{grid: square, columns: 8, rows: 8}", "fordable", ", railway: yes", north_south))},
        {"flat hexes", testing::tsb_scenario(scenario_text("{grid: hex, columns: 9, rows: 8}", "impassable", "", west_east))},
        {"pointy hexes", testing::tsb_scenario(scenario_text("{grid: hex, hex-top: pointy, columns: 9, rows: 8}", "impassable", ", railway: yes", north_south))},
        {"open table", testing::tsb_scenario(scenario_text("{grid: open, columns: 12, rows: 8, area: 6in}", "none", "", west_east))},
    };
  }();
  return list;
}

void for_every_setup(const std::function<void(const Scenario&, const tsb::Setup&)>& check) {
  for (const Case& c : cases())
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      const tsb::Setup setup = roll(c.scenario, Streams(seed));
      check(c.scenario, setup);
      if (::testing::Test::HasFailure()) FAIL() << c.label << " seed " << seed;
    }
}

int count_of(const Battlefield& field, TerrainKind kind) { return static_cast<int>(std::count(field.kinds.begin(), field.kinds.end(), kind)); }

bool on_edge(const AreaGrid& grid, Square area, Edge edge) { return grid.distance_from_edge(area, edge) == 0; }

std::vector<Edge> edges_of(const AreaGrid& grid, Square area) {
  std::vector<Edge> edges;
  for (Edge edge : all_edges)
    if (on_edge(grid, area, edge)) edges.push_back(edge);
  return edges;
}

void expect_path(const AreaGrid& grid, const AreaPath& path, const std::string& what) {
  ASSERT_GE(path.areas.size(), 2u) << what;
  for (std::size_t i = 1; i < path.areas.size(); ++i) EXPECT_TRUE(grid.adjacent(path.areas[i - 1], path.areas[i])) << what << " jumps";
  std::vector<Square> sorted = path.areas;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(std::adjacent_find(sorted.begin(), sorted.end()), sorted.end()) << what << " runs through an area twice";
  EXPECT_FALSE(edges_of(grid, path.areas.front()).empty()) << what << " does not begin at a table edge";
  EXPECT_FALSE(edges_of(grid, path.areas.back()).empty()) << what << " does not end at a table edge";
}

TEST(TsbProperties, TerrainStaysWithinTheRecipe) {
  for_every_setup([](const Scenario& scenario, const tsb::Setup& setup) {
    const Battlefield& field = setup.battlefield;
    const TerrainRecipe& t = scenario.terrain;
    const auto within = [&](TerrainKind kind, IntRange clusters, int largest) {
      const int n = count_of(field, kind);
      EXPECT_GE(n, clusters.low) << key_of(kind);
      EXPECT_LE(n, clusters.high * largest) << key_of(kind);
    };
    within(TerrainKind::woods, t.woods, 3);
    within(TerrainKind::town, t.towns, 2);
    within(TerrainKind::steep_slope, t.steep_slopes, 2);
    EXPECT_EQ(field.roads.size(), static_cast<std::size_t>(t.roads));
    EXPECT_EQ(field.railway.has_value(), t.railway);
  });
}

TEST(TsbProperties, RiversRoadsAndRailwaysRunFromTableEdgeToTableEdge) {
  for_every_setup([](const Scenario& scenario, const tsb::Setup& setup) {
    const Battlefield& field = setup.battlefield;
    const int river = count_of(field, TerrainKind::river) + count_of(field, TerrainKind::water);
    if (scenario.terrain.river == TerrainRecipe::River::none) {
      EXPECT_EQ(river, 0);
    } else {
      // Its areas join one table edge to the opposite one.
      std::vector<Square> wet;
      for (Square area : field.grid.all_areas())
        if (field.kind_at(area) == TerrainKind::river || field.kind_at(area) == TerrainKind::water) wet.push_back(area);
      bool crosses = false;
      for (Edge edge : {Edge::south, Edge::west}) {
        std::vector<Square> starts;
        for (Square a : wet)
          if (on_edge(field.grid, a, edge)) starts.push_back(a);
        const auto steps = field.grid.steps_from(starts, [&](Square a) { return std::find(wet.begin(), wet.end(), a) != wet.end(); });
        for (Square a : wet) crosses |= steps[static_cast<std::size_t>(field.grid.index(a))] >= 0 && on_edge(field.grid, a, opposite_edge(edge));
      }
      EXPECT_TRUE(crosses) << "the river does not cross the table";
    }
    for (const AreaPath& road : field.roads) expect_path(field.grid, road, "a road");
    if (field.railway) expect_path(field.grid, *field.railway, "the railway");
    // The first road joins the two baselines: the road bonus has somewhere to go.
    if (!field.roads.empty()) {
      const auto& first = field.roads.front().areas;
      EXPECT_TRUE(on_edge(field.grid, first.front(), setup.sides[0].baseline)) << "the first road does not start on " << setup.sides[0].key << "'s baseline";
      EXPECT_TRUE(on_edge(field.grid, first.back(), setup.sides[1].baseline)) << "the first road does not reach " << setup.sides[1].key << "'s baseline";
    }
  });
}

TEST(TsbProperties, EveryFieldIsPlayableWithObjectivesBetweenTheArmies) {
  for_every_setup([](const Scenario& scenario, const tsb::Setup& setup) {
    const Battlefield& field = setup.battlefield;
    const auto reason = unplayable(field, deployment_needs(scenario));
    EXPECT_FALSE(reason.has_value()) << reason->message;
    const IntRange wanted = scenario.terrain.objectives;
    EXPECT_GE(static_cast<int>(field.objectives.size()), wanted.low);
    EXPECT_LE(static_cast<int>(field.objectives.size()), wanted.high);
    for (Square objective : field.objectives) {
      EXPECT_EQ(std::count(field.objectives.begin(), field.objectives.end(), objective), 1);
      for (const SideSetup& side : setup.sides)
        EXPECT_GE(field.grid.distance_from_edge(objective, side.baseline), side.deployment_depth) << square_name(objective) << " is in a deployment zone";
    }
  });
}

TEST(TsbProperties, ArmiesHaveTheRecipesUnitsClassesAndCommandsOfThreeToSix) {
  for_every_setup([](const Scenario& scenario, const tsb::Setup& setup) {
    for (std::size_t i = 0; i < 2; ++i) {
      const ArmyRecipe& recipe = scenario.sides[i].recipe;
      const Army& army = setup.sides[i].army;
      std::array<int, 10> types{};
      std::array<int, 3> classes{};
      for (const Command& command : army.commands) {
        if (recipe.total() >= 3) {
          EXPECT_GE(command.units.size(), 3u) << command.name;
          EXPECT_LE(command.units.size(), 6u) << command.name;
        }
        EXPECT_FALSE(command.commander.empty());
        for (const Unit& unit : command.units) {
          ++types[static_cast<std::size_t>(unit.type)];
          ++classes[static_cast<std::size_t>(unit.unit_class)];
          EXPECT_TRUE(can_carry(unit.type, unit.weapon)) << unit.name;
        }
      }
      EXPECT_EQ(types, recipe.units);
      EXPECT_EQ(classes[0], recipe.militia);
      EXPECT_EQ(classes[2], recipe.elite);
      EXPECT_EQ(unit_count(army), recipe.total());
    }
  });
}

TEST(TsbProperties, TheAttackerMovesFirstElseTheHigherDieOfTheLastUnequalRoll) {
  for_every_setup([](const Scenario& scenario, const tsb::Setup& setup) {
    if (scenario.attacker) {
      EXPECT_EQ(setup.first.side, *scenario.attacker);
      EXPECT_FALSE(setup.first.by_dice);
      return;
    }
    const auto& rolls = setup.first.rolls;
    ASSERT_FALSE(rolls.empty());
    for (std::size_t r = 0; r + 1 < rolls.size(); ++r) EXPECT_EQ(rolls[r][0], rolls[r][1]);
    EXPECT_NE(rolls.back()[0], rolls.back()[1]);
    EXPECT_EQ(setup.first.side, rolls.back()[0] > rolls.back()[1] ? 0u : 1u);
  });
}

// The first-move dice are fair D6s: every face about a sixth of the time, each side opening about half the games.
TEST(TsbProperties, TheFirstMoveDiceAreFairD6s) {
  std::array<int, 7> faces{};
  int rolls = 0, first_side_opens = 0, games = 0;
  for_every_setup([&](const Scenario& scenario, const tsb::Setup& setup) {
    if (scenario.attacker) return;
    ++games;
    first_side_opens += setup.first.side == 0 ? 1 : 0;
    for (const auto& roll : setup.first.rolls)
      for (int die : roll) {
        ASSERT_GE(die, 1);
        ASSERT_LE(die, 6);
        ++faces[static_cast<std::size_t>(die)];
        ++rolls;
      }
  });
  ASSERT_GT(games, 10000);
  for (int face = 1; face <= 6; ++face) EXPECT_NEAR(faces[static_cast<std::size_t>(face)] / static_cast<double>(rolls), 1.0 / 6, 0.01) << face;
  EXPECT_NEAR(first_side_opens / static_cast<double>(games), 0.5, 0.02);
}

// "A commander for roughly each 3 to 6 units", whatever the army's size: every size a recipe allows, 3 to 40 units of a kind.
TEST(TsbProperties, ArmiesOfEverySizeFallIntoCommandsOfThreeToSix) {
  for (int units = 3; units <= 40; ++units) {
    const std::string sides = "sides:\n  Red: {baseline: south, deployment-depth: 4, army: {infantry: " + std::to_string(units) +
                              "}}\n  Blue: {baseline: north, army: {infantry: 4}}\n";
    const Scenario scenario = testing::tsb_scenario(scenario_text("{grid: square, columns: 12, rows: 12}", "none", "", sides));
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      const tsb::Setup setup = roll(scenario, Streams(seed));
      const Army& army = setup.sides[0].army;
      int total = 0;
      for (const Command& command : army.commands) {
        EXPECT_GE(command.units.size(), 3u) << units << " units, " << command.name;
        EXPECT_LE(command.units.size(), 6u) << units << " units, " << command.name;
        total += static_cast<int>(command.units.size());
      }
      ASSERT_EQ(total, units);
    }
  }
}

// The text's numbers, as the rosters and cards print them.
TEST(TsbTables, HitsRangesAndDiceAreTheTexts) {
  EXPECT_EQ(hits_to_destroy(UnitClass::militia), 2);
  EXPECT_EQ(hits_to_destroy(UnitClass::regular), 3);
  EXPECT_EQ(hits_to_destroy(UnitClass::elite), 4);
  EXPECT_EQ(range_in_areas(Weapon::musket), 2);
  EXPECT_EQ(range_in_areas(Weapon::rifle), 3);
  EXPECT_EQ(range_in_areas(Weapon::machine_gun), 4);
  EXPECT_EQ(range_in_areas(Weapon::superior_rifle), 4);
  EXPECT_EQ(range_in_areas(Weapon::smoothbore_artillery), 6);
  EXPECT_EQ(range_in_areas(Weapon::pack_artillery), 12);
  EXPECT_EQ(range_in_areas(Weapon::horse_artillery), 12);
  EXPECT_EQ(range_in_areas(Weapon::other_artillery), 18);
  EXPECT_EQ(shooting_dice(Weapon::rifle), 2);
  EXPECT_EQ(shooting_dice(Weapon::machine_gun), 3);
  EXPECT_EQ(shooting_dice(Weapon::other_artillery), 3);
  // Superior and heavy are one line of the modifiers: one die between them.
  EXPECT_EQ(shooting_dice(Unit{"", UnitType::artillery, UnitClass::regular, Weapon::other_artillery, Firepower::superior, true, false, false, "", 0}), 4);
  EXPECT_EQ(shooting_dice(Unit{"", UnitType::artillery, UnitClass::regular, Weapon::other_artillery, Firepower::superior, false, false, false, "", 0}), 4);
  EXPECT_EQ(shooting_dice(Unit{"", UnitType::artillery, UnitClass::regular, Weapon::other_artillery, Firepower::normal, true, false, false, "", 0}), 4);
  EXPECT_EQ(shooting_dice(Unit{"", UnitType::artillery, UnitClass::regular, Weapon::other_artillery, Firepower::inferior, true, false, false, "", 0}), 3);
  EXPECT_EQ(shooting_dice(Unit{"", UnitType::infantry, UnitClass::regular, Weapon::musket, Firepower::inferior, false, false, false, "", 0}), 1);
  // Over half lost: 10 units break at 6, 9 at 5.
  EXPECT_EQ(break_point(10), 6);
  EXPECT_EQ(break_point(9), 5);
}

}  // namespace
}  // namespace muster::tsb
