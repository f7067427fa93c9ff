// A TSR roll without its log is the same setup as the roll with it, draw for
// draw: its record, log aside, is the same to the byte over thousands of seeds,
// and its log is empty. `muster simulate` rolls so; `muster generate` keeps the log.
#include <gtest/gtest.h>

#include "muster_paths.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "rulesets/tsr/record.hpp"
#include "spec/record_yaml.hpp"
#include "spec/yaml_node.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

// The record of a setup, its log left out.
std::string record_without_log(tsr::Setup setup) {
  setup.rolls.clear();
  return spec::to_yaml(to_record(setup));
}

void expect_same_setups_without_the_log(const tsr::Scenario& scenario, std::uint64_t seeds) {
  for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
    const tsr::Setup logged = roll(scenario, seed, RollDetail::with_log);
    const tsr::Setup unlogged = roll(scenario, seed, RollDetail::without_log);
    ASSERT_FALSE(logged.rolls.empty()) << "seed " << seed;
    ASSERT_TRUE(unlogged.rolls.empty()) << "seed " << seed;
    ASSERT_EQ(record_without_log(logged), record_without_log(unlogged)) << "seed " << seed;
  }
}

TEST(TsrRollWithoutLog, TheLiquorStoreRollsTheSameSetupsWithoutItsLog) {
  expect_same_setups_without_the_log(testing::default_tsr_scenario(), 2000);
}

TEST(TsrRollWithoutLog, TheGettysburgLetterRollsTheSameSetupsWithoutItsLog) {
  const tsr::Scenario scenario = testing::read_scenario_with(
      spec::load_yaml_file(std::string(MUSTER_SOURCE_DIR) + "/scenarios/tsr-gettysburg-letter.yaml"), "tsr", read_scenario);
  expect_same_setups_without_the_log(scenario, 500);
}

TEST(TsrRollWithoutLog, TheDefaultRollKeepsItsLog) {
  const tsr::Scenario scenario = testing::default_tsr_scenario();
  const tsr::Setup by_default = roll(scenario, 1863);
  const tsr::Setup logged = roll(scenario, 1863, RollDetail::with_log);
  ASSERT_EQ(spec::to_yaml(to_record(by_default)), spec::to_yaml(to_record(logged)));
  EXPECT_GT(by_default.rolls.size(), 8u);  // time, dusk, store, hills, forest, both draws, brigades
}

}  // namespace
}  // namespace muster::tsr
