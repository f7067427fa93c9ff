// What a Sword and the Flame roll promises, over thousands of seeds of every
// shipped scenario: forces exactly as the ratios or counts give them, each
// side's zone along its edge, the edges die, the roll-off and the camel dice
// deciding what they say, and the current wherever a river runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>

#include "rulesets/tsatf/current.hpp"
#include "rulesets/tsatf/procedures.hpp"
#include "rulesets/tsatf/statistics.hpp"
#include "support/tsatf_scenarios.hpp"

namespace muster::tsatf {
namespace {

constexpr int seeds = 2000;

int count_kind(const Force& force, UnitKind kind) {
  return static_cast<int>(std::count_if(force.units.begin(), force.units.end(), [&](const Unit& u) { return u.kind == kind; }));
}

void expect_zone_along_baseline(const tsatf::Setup& setup, const SideSetup& side) {
  const Table& t = setup.battlefield.table;
  const TableBox& z = side.zone;
  const Length depth = std::min(setup.zone_depth, std::min(t.width, t.depth) / 2);
  switch (side.baseline) {
    case Edge::south: EXPECT_EQ(z.south, Length{}); EXPECT_EQ(z.north, depth); break;
    case Edge::north: EXPECT_EQ(z.north, t.depth); EXPECT_EQ(z.south, t.depth - depth); break;
    case Edge::west: EXPECT_EQ(z.west, Length{}); EXPECT_EQ(z.east, depth); break;
    case Edge::east: EXPECT_EQ(z.east, t.width); EXPECT_EQ(z.west, t.width - depth); break;
  }
}

TEST(TsatfRoll, TheRiverGhatOverManySeeds) {
  const Scenario scenario = testing::shipped_tsatf_scenario("scenarios/tsatf-river-ghat.yaml");
  const RatioCounts counts = ratio_counts(*scenario.ratio);
  std::array<int, 2> firsts{};
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed * 104729));
    for (const KindCount& k : counts.imperial) ASSERT_EQ(count_kind(setup.sides[0].force, k.kind), k.count) << seed;
    for (const KindCount& k : counts.native) ASSERT_EQ(count_kind(setup.sides[1].force, k.kind), k.count) << seed;
    for (const SideSetup& side : setup.sides) expect_zone_along_baseline(setup, side);
    ASSERT_FALSE(setup.first_roll.empty());
    ASSERT_EQ(spec::roll_off_winner(setup.first_roll), std::optional<std::size_t>(setup.first_player)) << seed;
    ++firsts[setup.first_player];
    EXPECT_TRUE(setup.camels.empty());  // no camels on either side: nothing decided
    // The recipe always asks for one river, and it always finds room: the current is always rolled.
    ASSERT_NE(river_of(setup.battlefield.features), nullptr) << seed;
    ASSERT_TRUE(setup.battlefield.current) << seed;
    const RiverCurrent& current = *setup.battlefield.current;
    EXPECT_EQ(current.dice, current.speed_roll >= 4 ? current_dice_on_high_roll : muster_current_dice_on_low_roll) << seed;
  }
  // Each side moves first about half the time: 1,000 of 2,000 give or take five standard deviations.
  EXPECT_NEAR(firsts[0], seeds / 2, 5 * 22.4);
}

// What simulate counts of the river: its current's dice and which way it flows, on every roll that has one.
TEST(TsatfRoll, SimulateCountsTheCurrent) {
  const Scenario scenario = testing::shipped_tsatf_scenario("scenarios/tsatf-river-ghat.yaml");
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed));
    ASSERT_TRUE(setup.battlefield.current);
    const SetupStatistics stats = statistics_of(setup);
    const auto dice = std::find_if(stats.values.begin(), stats.values.end(), [](const Statistic& s) { return s.label == "current dice"; });
    ASSERT_NE(dice, stats.values.end());
    EXPECT_EQ(dice->number, setup.battlefield.current->dice);
    const auto flows = std::find_if(stats.values.begin(), stats.values.end(), [](const Statistic& s) { return s.label == "current flows"; });
    ASSERT_NE(flows, stats.values.end());
    EXPECT_FALSE(flows->category.empty());
  }
}

TEST(TsatfRoll, TheDesertColumnOverManySeeds) {
  const Scenario scenario = testing::shipped_tsatf_scenario("scenarios/tsatf-desert-column.yaml");
  ASSERT_TRUE(scenario.sides[0].counts && scenario.sides[1].counts);
  int swapped = 0, unfamiliar = 0, decided = 0;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed * 7919));
    for (std::size_t side = 0; side < 2; ++side)
      for (const KindCount& k : *scenario.sides[side].counts) ASSERT_EQ(count_kind(setup.sides[side].force, k.kind), k.count) << seed;
    ASSERT_TRUE(setup.edges_roll);
    const bool changed = *setup.edges_roll > highest_roll_keeping_edges;
    swapped += changed ? 1 : 0;
    EXPECT_EQ(setup.sides[0].baseline, changed ? Edge::north : Edge::south) << seed;
    EXPECT_EQ(setup.sides[1].baseline, changed ? Edge::south : Edge::north) << seed;
    for (const SideSetup& side : setup.sides) expect_zone_along_baseline(setup, side);
    EXPECT_TRUE(setup.first_roll.empty());
    EXPECT_EQ(setup.first_player, 1u);  // the scenario's choice: no dice
    EXPECT_FALSE(setup.battlefield.current);
    // Two British hussar troops and two native horse units face the camels; every one decided by its die.
    ASSERT_EQ(setup.camels.size(), 4u) << seed;
    for (const CamelFamiliarity& c : setup.camels) {
      ASSERT_TRUE(c.roll);
      EXPECT_EQ(c.unfamiliar, *c.roll <= highest_unfamiliar_roll);
      EXPECT_TRUE(is_horse_cavalry(setup.sides[static_cast<std::size_t>(c.side)].force.units[c.unit].kind));
      unfamiliar += c.unfamiliar ? 1 : 0;
      ++decided;
    }
  }
  EXPECT_NEAR(swapped, seeds / 2, 5 * 22.4);
  EXPECT_NEAR(unfamiliar, decided / 2, 5 * 44.8);
}

// The Legation Quarter: a listed force against counts, both exactly as written on every seed, and a fair roll-off.
TEST(TsatfRoll, TheLegationQuarterOverManySeeds) {
  const Scenario scenario = testing::shipped_tsatf_scenario("scenarios/tsatf-legation-quarter.yaml");
  ASSERT_TRUE(scenario.sides[1].counts && scenario.sides[0].list);
  const std::vector<KindCount>& boxers = *scenario.sides[1].counts;
  std::array<int, 2> firsts{};
  std::vector<std::string> listed;
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed * 104729));
    EXPECT_EQ(setup.campaign, Campaign::boxer_rebellion);
    for (const KindCount& k : boxers) ASSERT_EQ(count_kind(setup.sides[1].force, k.kind), k.count) << seed;
    // The listed side is the same units, by name, whatever the seed.
    std::vector<std::string> names;
    for (const Unit& u : setup.sides[0].force.units) names.push_back(u.name);
    if (listed.empty()) {
      for (const Unit& u : scenario.sides[0].list->units) listed.push_back(u.name);
    }
    ASSERT_EQ(names, listed) << seed;
    for (const SideSetup& side : setup.sides) expect_zone_along_baseline(setup, side);
    ASSERT_EQ(spec::roll_off_winner(setup.first_roll), std::optional<std::size_t>(setup.first_player)) << seed;
    ++firsts[setup.first_player];
    EXPECT_FALSE(setup.battlefield.current) << "no river";
  }
  EXPECT_FALSE(listed.empty());
  EXPECT_NEAR(firsts[0], seeds / 2, 5 * 22.4);
}

TEST(TsatfRoll, NamedCamelShyUnitsAndTheScenariosCurrentDrawNoDice) {
  const Scenario scenario = testing::tsatf_scenario(
      "muster: 1\nname: T\nruleset: tsatf\ncampaign: sudan-1885\n"
      "terrain: {river: 1}\ncurrent: {towards: east, dice: 3}\n"
      "unfamiliar-with-camels: [\"2nd Troop, 19th Hussars\"]\n"
      "sides:\n  British: {counts: {british-cavalry: 2, imperial-camels: 1}}\n  Dervishes: {counts: {native-tribe: 3}}\n");
  for (std::uint64_t seed = 1; seed <= 200; ++seed) {
    const tsatf::Setup setup = roll(scenario, Streams(seed));
    ASSERT_EQ(setup.camels.size(), 2u);
    EXPECT_TRUE(setup.unfamiliar_named);
    EXPECT_FALSE(setup.camels[0].unfamiliar);
    EXPECT_TRUE(setup.camels[1].unfamiliar);
    EXPECT_FALSE(setup.camels[1].roll);
    if (!setup.battlefield.current) continue;  // the one river may find no room on a crowded table
    EXPECT_EQ(setup.battlefield.current->dice, 3);
    EXPECT_EQ(setup.battlefield.current->speed_roll, 0);
  }
}

TEST(TsatfRoll, TheSameSeedRollsTheSameSetupAndAnotherSeedAnother) {
  const Scenario scenario = testing::shipped_tsatf_scenario("scenarios/tsatf-river-ghat.yaml");
  const tsatf::Setup a = roll(scenario, Streams(42)), b = roll(scenario, Streams(42)), c = roll(scenario, Streams(43));
  EXPECT_EQ(a.first_roll, b.first_roll);
  EXPECT_EQ(a.battlefield.features.size(), b.battlefield.features.size());
  EXPECT_EQ(a.battlefield.features.front().label, b.battlefield.features.front().label);
  const bool differs = a.first_roll != c.first_roll || a.battlefield.features.size() != c.battlefield.features.size() ||
                       a.battlefield.current->speed_roll != c.battlefield.current->speed_roll;
  EXPECT_TRUE(differs);
}

}  // namespace
}  // namespace muster::tsatf
