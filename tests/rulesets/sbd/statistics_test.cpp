// What `muster simulate` counts for SBD: stragglers are the defender's alone, and a unit
// held back as reinforcements loses none of its stands, as the umpire's summary says.
#include <gtest/gtest.h>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/statistics.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

double value_of(const SetupStatistics& stats, const std::string& group, const std::string& label) {
  for (const Statistic& s : stats.values)
    if (s.group == group && s.label == label) return s.number;
  ADD_FAILURE() << "no statistic " << group << ": " << label;
  return -1;
}

TEST(SbdStatistics, TheDefendersLossesCountOnlyUnitsLeftInPlace) {
  const Scenario scenario = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  int held_back_with_stragglers = 0;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) {
    const sbd::Setup setup = roll(scenario, Streams(seed));
    int lost = 0, held = 0, on_table = 0;
    for (const UnitSetup& u : setup.side(setup.defender()).units) {
      if (u.reinforcement) {
        ++held;
        held_back_with_stragglers += u.straggled > 0 ? 1 : 0;
      } else {
        lost += u.straggled;
      }
      on_table += u.stands_on_table();
    }
    const SetupStatistics stats = statistics_of(setup);
    ASSERT_EQ(value_of(stats, "Day of battle: the defender", "stands lost to straggling"), lost) << seed;
    ASSERT_EQ(value_of(stats, "Day of battle: the defender", "units held back as reinforcements"), held) << seed;
    ASSERT_EQ(value_of(stats, "Day of battle: the defender", "stands on the table"), on_table) << seed;
  }
  EXPECT_GT(held_back_with_stragglers, 0) << "no roll tried a held-back unit's stragglers";
}

}  // namespace
}  // namespace muster::sbd
