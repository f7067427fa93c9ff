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

TEST(CounterSizes, TsrCountersFitAtTheSmallestAndLargestSize) {
  tsr::Scenario scenario = testing::default_tsr_scenario();
  for (Length size : {tsr::print_rules.smallest_counter, tsr::print_rules.largest_counter}) {
    scenario.print.counter_size = size;
    const tsr::Setup setup = tsr::roll(scenario, 1863);
    for (tsr::Side side : tsr::both_sides)
      testing::expect_on_page_and_fitting(tsr::side_counter_sheets(setup, side, measurer()), named(tsr::side_key(side) + "-counters", size));
    testing::expect_on_page_and_fitting(tsr::marker_sheets(setup, measurer()), named("markers", size));
  }
}

TEST(CounterSizes, SbdCountersFitAtTheSmallestAndLargestSize) {
  sbd::Scenario scenario = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  for (Length size : {sbd::print_rules.smallest_counter, sbd::print_rules.largest_counter}) {
    scenario.print.counter_size = size;
    const sbd::Setup setup = sbd::roll(scenario, 1863);
    for (sbd::Side side : sbd::both_sides)
      testing::expect_on_page_and_fitting(sbd::side_counter_sheets(setup, side, measurer()), named(sbd::side_key(side) + "-counters", size));
    testing::expect_on_page_and_fitting(sbd::marker_sheets(setup, measurer()), named("markers", size));
  }
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
