// A pack's cards say where its scenario changed the rules' numbers, and only there.
#include <gtest/gtest.h>

#include "rulesets/tsr/departures.hpp"
#include "rulesets/tsr/pages/pages.hpp"
#include "rulesets/tsr/procedures.hpp"
#include "support/document_walk.hpp"
#include "support/layout_checks.hpp"
#include "support/scenarios.hpp"

namespace muster::tsr {
namespace {

TEST(TsrDepartures, ASetupOnTheRulesNumbersHasNone) {
  const Scenario scenario = testing::default_tsr_scenario();
  for (std::uint64_t seed = 1; seed <= 200; ++seed) EXPECT_TRUE(departures_from_the_rules(roll(scenario, seed)).empty()) << seed;
}

TEST(TsrDepartures, EachChangedNumberIsNamedWithTheRulesOwn) {
  Scenario scenario = testing::default_tsr_scenario();
  scenario.draw = 10;
  scenario.first_echelon = 6;
  scenario.echelon_distance = 3;
  scenario.sides[1].pool = {4, 4, 10};
  scenario.hill_count = {1, 1};
  scenario.trees = 16;
  const std::vector<std::string> found = departures_from_the_rules(roll(scenario, 5));
  EXPECT_EQ(found, (std::vector<std::string>{"each side draws 10 markers (the rules: 12)", "the first 6 drawn stand 3 squares in (the rules: 8 at 2)",
                                             "CSA markers 4 XXX, 4 XAX, 10 decoys (the rules: 3 XXX, 3 XAX, 10 decoys)",
                                             "16 trees (the rules: at least 24)", "1 hill (the rules: 2-3)"}));
}

TEST(TsrDepartures, APacksCardsListThemAndTheRulesCardsDoNot) {
  Scenario scenario = testing::default_tsr_scenario();
  scenario.draw = 10;
  const tsr::Setup setup = roll(scenario, 3);
  const auto& measurer = testing::test_fonts().measurer();
  const std::string with = testing::all_text(reference_cards(Paper::a4, "footer", setup.timeline, departures_from_the_rules(setup), measurer));
  EXPECT_NE(with.find("This scenario's own numbers"), std::string::npos);
  EXPECT_NE(with.find("Each side draws 10 markers (the rules: 12)"), std::string::npos);
  const std::string without = testing::all_text(reference_cards(Paper::a4, "footer", std::nullopt, {}, measurer));
  EXPECT_EQ(without.find("own numbers"), std::string::npos);
}

}  // namespace
}  // namespace muster::tsr
