// Counter sheets at the ends of the size range each rule set's scenario allows
// (`counter-size`): every word still fits its box, in 6 pt or more, and nothing
// leaves its page. The packs' own tests print the sizes their scenarios use;
// these print the sizes a scenario may ask for and none does yet.
#include <gtest/gtest.h>

#include "rulesets/sbd/pages/pages.hpp"
#include "rulesets/sbd/procedures.hpp"
#include "rulesets/tsb/pages/side_sheets.hpp"
#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/layout_checks.hpp"
#include "support/sbd_scenarios.hpp"
#include "support/scenarios.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster {
namespace {

const layout::TextMeasurer& measurer() { return testing::test_fonts().measurer(); }

std::string named(const std::string& document, Length size) {
  return document + " at " + std::to_string(static_cast<int>(size.millimetres())) + " mm";
}

// TSR and SBD print the same sheets for the same two sides: each side's counters, then the
// markers both use (the rule set's own, found by the setup's namespace).
template <typename Scenario>
void expect_acw_counters_fit(Scenario scenario, const PrintRules& rules) {
  for (Length size : {rules.smallest_counter, rules.largest_counter}) {
    scenario.print.counter_size = size;
    const auto setup = roll(scenario, 1863);
    for (acw::Side side : acw::both_sides)
      testing::expect_on_page_and_fitting(side_counter_sheets(setup, side, measurer()), named(acw::side_key(side) + "-counters", size));
    testing::expect_on_page_and_fitting(marker_sheets(setup, measurer()), named("markers", size));
  }
}

TEST(CounterSizes, TsrCountersFitAtTheSmallestAndLargestSize) {
  expect_acw_counters_fit(testing::default_tsr_scenario(), tsr::print_rules);
}

TEST(CounterSizes, SbdCountersFitAtTheSmallestAndLargestSize) {
  expect_acw_counters_fit(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), sbd::print_rules);
}

TEST(CounterSizes, TsbCountersFitAtTheSmallestAndLargestSize) {
  tsb::Scenario scenario = testing::tsb_scenario_file("scenarios/tsb-ypres-1914.yaml");
  for (Length size : {tsb::print_rules.smallest_counter, tsb::print_rules.largest_counter}) {
    scenario.print.counter_size = size;
    const tsb::Setup setup = tsb::roll(scenario, Streams(1914));
    for (std::size_t side = 0; side < setup.sides.size(); ++side)
      testing::expect_on_page_and_fitting(tsb::side_counter_sheets(setup, side, measurer()), named(setup.sides[side].key + "-counters", size));
    testing::expect_on_page_and_fitting(tsb::marker_sheets(setup, measurer()), named("markers", size));
  }
}

}  // namespace
}  // namespace muster
