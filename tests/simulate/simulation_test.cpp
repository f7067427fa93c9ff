// Run i of a simulation is exactly the setup `muster generate --seed base+i` rolls, for every rule
// set: the tally equals one built by rolling those seeds one by one, extremes name seeds that give them.
#include "muster_paths.hpp"
#include "simulate/simulation.hpp"

#include <gtest/gtest.h>

#include "app/pipeline.hpp"

namespace muster::simulate {
namespace {

std::string scenario_file(const std::string& name) { return std::string(MUSTER_SOURCE_DIR) + "/scenarios/" + name; }

void expect_same(const Tally& a, const Tally& b) {
  ASSERT_EQ(a.runs(), b.runs());
  ASSERT_EQ(a.statistics().size(), b.statistics().size());
  for (std::size_t i = 0; i < a.statistics().size(); ++i) {
    const StatisticTally& x = a.statistics()[i];
    const StatisticTally& y = b.statistics()[i];
    EXPECT_EQ(x.label, y.label);
    EXPECT_EQ(x.runs, y.runs) << x.label;
    EXPECT_EQ(x.categories, y.categories) << x.label;
    EXPECT_EQ(x.number.histogram, y.number.histogram) << x.label;
    EXPECT_EQ(x.number.mean, y.number.mean) << x.label;
    EXPECT_EQ(x.number.lowest_seed, y.number.lowest_seed) << x.label;
    EXPECT_EQ(x.number.highest_seed, y.number.highest_seed) << x.label;
  }
}

class EveryRuleset : public ::testing::TestWithParam<const char*> {};

TEST_P(EveryRuleset, RunIRollsSeedBasePlusIAndExtremesNameTheirSeeds) {
  const auto scenario = app::load_scenario(scenario_file(GetParam()));
  const std::uint64_t base = 0xFFFFFFFFFFFFFFF0u;  // wraps round past the largest seed
  const long long runs = 40;
  const Simulation sim = simulate({{"", scenario.get()}}, base, runs);
  Tally by_hand;
  for (long long i = 0; i < runs; ++i) by_hand.add(scenario->roll(base + static_cast<std::uint64_t>(i))->statistics(), base + static_cast<std::uint64_t>(i));
  ASSERT_EQ(sim.variants.size(), 1u);
  expect_same(sim.variants.front().tally, by_hand);
  EXPECT_EQ(sim.seed_of_run(17), 1u);
  EXPECT_FALSE(sim.variants.front().tally.statistics().empty()) << GetParam() << " gives nothing to count";
  for (const StatisticTally& s : sim.variants.front().tally.statistics()) {
    if (!s.is_number()) continue;
    // Rolling the seed the tally names for the lowest value gives that value again.
    for (const auto& v : scenario->roll(s.number.lowest_seed)->statistics().values) {
      if (v.group == s.group && v.label == s.label) {
        EXPECT_EQ(v.number, s.number.lowest) << s.label;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Scenarios, EveryRuleset,
                         ::testing::Values("tsr-liquor-store.yaml", "sbd-wheatfield.yaml", "tsb-mill-crossing.yaml", "sow-millers-ford.yaml",
                                           "tsatf-river-ghat.yaml"));

TEST(Simulation, ProgressIsToldForEveryRollOfEveryVariant) {
  const auto scenario = app::load_scenario("");
  long long calls = 0, last_done = 0, last_total = 0;
  simulate({{"a", scenario.get()}, {"b", scenario.get()}}, 5, 7, [&](long long done, long long total) {
    ++calls;
    last_done = done;
    last_total = total;
  });
  EXPECT_EQ(calls, 14);
  EXPECT_EQ(last_done, 14);
  EXPECT_EQ(last_total, 14);
}

}  // namespace
}  // namespace muster::simulate

namespace muster::simulate {
namespace {

Simulation of_values(const std::vector<std::pair<long long, std::string>>& rolls) {
  Simulation sim;
  sim.runs = static_cast<long long>(rolls.size());
  sim.variants.push_back({"", {}});
  std::uint64_t seed = 0;
  for (const auto& [number, category] : rolls) {
    SetupStatistics s;
    s.count("Army", "units", number);
    s.category("First move", "side", category);
    sim.variants.front().tally.add(s, seed++);
  }
  return sim;
}

// A scenario that leaves nothing counted to the dice says so; one count or one category that moves is enough to vary.
TEST(Simulation, NothingVariesOnlyWhereEveryRollCameOutAlike) {
  EXPECT_FALSE(of_values({{6, "Red"}, {6, "Red"}, {6, "Red"}}).anything_varies());
  EXPECT_TRUE(of_values({{6, "Red"}, {7, "Red"}, {6, "Red"}}).anything_varies());
  EXPECT_TRUE(of_values({{6, "Red"}, {6, "Blue"}, {6, "Red"}}).anything_varies());
  Simulation some_lack_it = of_values({{6, "Red"}, {6, "Red"}});
  SetupStatistics only_once;
  only_once.count("Army", "guns", 2);
  some_lack_it.variants.front().tally.add(only_once, 9);
  some_lack_it.runs = 3;
  EXPECT_TRUE(some_lack_it.anything_varies()) << "a statistic some rolls lack";
}

}  // namespace
}  // namespace muster::simulate
