// A Sword and the Flame scenario reads its campaign, forces, sides and
// choices, and each mistake is named at its line with what to write instead.
#include <gtest/gtest.h>

#include "support/tsatf_scenarios.hpp"

namespace muster::tsatf {
namespace {

const std::string head = "muster: 1\nname: Test\nruleset: tsatf\n";

TEST(TsatfScenario, TheRatioBuildsBothForcesOnTheirAllegiances) {
  const Scenario s = testing::tsatf_scenario(head +
                                             "campaign: boxer-rebellion\n"
                                             "ratio: {infantry: 4}\n"
                                             "sides:\n"
                                             "  Boxers: {allegiance: native, baseline: north}\n"
                                             "  Legations: {allegiance: imperial, baseline: south}\n");
  ASSERT_TRUE(s.ratio);
  EXPECT_EQ(s.ratio->base, 4);
  const auto forces = scenario_forces(s);
  const RatioCounts counts = ratio_counts(*s.ratio);
  int native_units = 0, imperial_units = 0;
  for (const KindCount& k : counts.native) native_units += k.count;
  for (const KindCount& k : counts.imperial) imperial_units += k.count;
  EXPECT_EQ(static_cast<int>(forces[0].units.size()), native_units);
  EXPECT_EQ(static_cast<int>(forces[1].units.size()), imperial_units);
  EXPECT_EQ(s.sides[0].key, "Boxers");
}

TEST(TsatfScenario, WithoutSidesTheCampaignsOwnAreUsed) {
  const Scenario s = testing::tsatf_scenario(head + "campaign: sudan-1885\nsides:\n  British: {counts: {british-infantry: 2}}\n  Dervishes: {counts: {native-tribe: 4}}\n");
  EXPECT_EQ(s.sides[1].name, "The Mahdi's army");
  const Scenario m = testing::tsatf_scenario(head + "ratio: {infantry: 2}\n");
  EXPECT_EQ(m.sides[0].key, "British");
  EXPECT_EQ(m.sides[1].key, "Mutineers");
  EXPECT_EQ(m.sides[1].allegiance, Allegiance::native);
}

TEST(TsatfScenario, ChoicesReadAsWritten) {
  const Scenario s = testing::tsatf_scenario(head +
                                             "campaign: sudan-1885\n"
                                             "deployment: {depth: 9in, edges: rolled}\n"
                                             "first-player: Dervishes\n"
                                             "decks: {movement-per-unit: 2, casualty: 24, key-figure: 4}\n"
                                             "unfamiliar-with-camels: [\"1st Troop, 19th Hussars\"]\n"
                                             "sides:\n"
                                             "  British: {counts: {british-cavalry: 2, imperial-camels: 1}}\n"
                                             "  Dervishes: {counts: {native-tribe: 4}}\n");
  EXPECT_EQ(s.zone_depth, Length::in(9));
  EXPECT_EQ(s.edges, EdgeChoice::rolled);
  EXPECT_EQ(s.first_player, std::optional<std::size_t>(1));
  EXPECT_EQ(s.decks, (DeckCounts{2, 24, 4}));
  ASSERT_TRUE(s.unfamiliar_named);
  EXPECT_EQ(*s.unfamiliar_named, std::vector<std::string>{"1st Troop, 19th Hussars"});
}

TEST(TsatfScenario, EachMistakeIsNamedWhereItStands) {
  using testing::first_tsatf_error;
  EXPECT_EQ(first_tsatf_error(head + "campaign: zulu-war\nratio: {infantry: 2}\n").substr(0, 5), "4:11:");
  EXPECT_EQ(first_tsatf_error(head + "campaign: sudan-1885\nratio: {infantry: 2}\n").substr(0, 5), "5:19:");
  EXPECT_EQ(first_tsatf_error(head + "ratio: {infantry: 2}\nsides:\n  British: {counts: {british-infantry: 2}}\n  Mutineers: {}\n"),
            "6:21: the scenario's 'ratio' builds both forces, so side 'British' cannot give its own");
  EXPECT_EQ(first_tsatf_error(head + "ratio: {infantry: 2}\nsides:\n  British: {allegiance: native}\n  Mutineers: {}\n"),
            "6:3: the ratio needs an imperial and a native side; both are native");
  EXPECT_EQ(first_tsatf_error(head + "campaign: sudan-1885\nsides:\n  British: {counts: {british-infantry: 2}}\n  Dervishes: {}\n"),
            "7:14: side 'Dervishes' has no force");
  EXPECT_EQ(first_tsatf_error(head + "campaign: sudan-1885\n"), "1:1: the scenario gives no forces");
  EXPECT_EQ(first_tsatf_error(head + "ratio: {infantry: 2}\nfirst-player: Boers\n").substr(0, 6), "5:15: ");
  EXPECT_EQ(first_tsatf_error(head + "ratio: {infantry: 2}\ndecks: {casualty: 0, key-figure: 0}\n"), "5:19: 'casualty' is 0, outside what the rules allow");
  EXPECT_EQ(testing::tsatf_problems(head + "ratio: {infantry: 2}\ndecks: {casualty: 10, key-figure: 12}\n"),
            std::vector<std::string>{"5:35: 12 key-figure cards are more than the casualty deck's 10 cards, and they are among them "
                                     "| give at most 10 key-figure cards, or a larger 'casualty' deck"});
  EXPECT_EQ(first_tsatf_error(head + "ratio: {infantry: 2}\nunfamiliar-with-camels: [\"Nobody\"]\n").substr(0, 6), "5:26: ");
}

TEST(TsatfScenario, ARefusedRatioOrCampaignIsOneErrorNotACascade) {
  using testing::tsatf_problems;
  EXPECT_EQ(tsatf_problems(head + "campaign: boxer-rebellion\nratio: {infantry: 3}\n"),
            std::vector<std::string>{"5:19: the Western force should have at least 4 infantry units, not 3 | give 4 to 12 Western infantry units"});
  EXPECT_EQ(tsatf_problems(head + "campaign: boxer-rebellion\nratio: {infantry: 3}\nsides:\n  Legations: {allegiance: imperial}\n  Boxers: {allegiance: native}\n"),
            std::vector<std::string>{"5:19: the Western force should have at least 4 infantry units, not 3 | give 4 to 12 Western infantry units"});
  EXPECT_EQ(tsatf_problems(head + "campaign: boxer-rebelion\nratio: {infantry: 4}\n"),
            std::vector<std::string>{"4:11: 'campaign' cannot be 'boxer-rebelion' | did you mean 'boxer-rebellion'?"});
  EXPECT_EQ(tsatf_problems(head +
                           "campaign: boxer-rebelion\nsides:\n  Legations: {allegiance: imperial, counts: {western-infantry: 4}}\n"
                           "  Boxers: {allegiance: native, counts: {boxer-riflemen: 2, boxer-tigermen: 1}}\n"),
            std::vector<std::string>{"4:11: 'campaign' cannot be 'boxer-rebelion' | did you mean 'boxer-rebellion'?"});
  // A side's own mistakes are still told beside the ratio's.
  EXPECT_EQ(tsatf_problems(head + "campaign: boxer-rebellion\nratio: {infantry: 3}\nsides:\n  Legations: {allegiance: imperial}\n  Boxers: {allegiance: natve}\n").size(), 2u);
}

TEST(TsatfScenario, ZoneDepthsAreInchesAndSaidInInches) {
  using testing::tsatf_problems;
  EXPECT_EQ(testing::tsatf_scenario(head + "ratio: {infantry: 2}\ndeployment: {depth: 9}\n").zone_depth, Length::in(9));
  EXPECT_EQ(testing::tsatf_scenario(head + "ratio: {infantry: 2}\ndeployment: {depth: 25.4cm}\n").zone_depth, Length::in(10));
  EXPECT_EQ(tsatf_problems(head + "ratio: {infantry: 2}\ndeployment: {depth: 2}\n"),
            std::vector<std::string>{"5:21: 'depth' is 2, outside the zone depths muster lays out | use a depth from 3 in to 24 in"});
  EXPECT_EQ(tsatf_problems(head + "ratio: {infantry: 2}\ndeployment: {depth: 30in}\n"),
            std::vector<std::string>{"5:21: 'depth' is 30in, outside the zone depths muster lays out | use a depth from 3 in to 24 in"});
  EXPECT_EQ(tsatf_problems(head + "ratio: {infantry: 2}\ntable: {width: 36in, depth: 36in}\nterrain: {hills: 0, scrub: 0, rough: 0, buildings: 0, "
                                  "villages: 0, walls: 0, barricades: 0, river: 0}\ndeployment: {depth: 24}\n"),
            std::vector<std::string>{"7:13: zones 24 in deep are cut to half the table, 18 in | give a shallower 'depth' or a larger table"});
}

TEST(TsatfScenario, TheShippedScenariosRead) {
  const Scenario ghat = testing::shipped_tsatf_scenario("scenarios/tsatf-river-ghat.yaml");
  EXPECT_TRUE(ghat.ratio);
  EXPECT_EQ(ghat.table.terrain.rivers.low, 1);
  const Scenario wells = testing::shipped_tsatf_scenario("scenarios/tsatf-desert-column.yaml");
  const auto forces = scenario_forces(wells);
  EXPECT_TRUE(has_camels(forces[0]));
  EXPECT_EQ(wells.edges, EdgeChoice::rolled);
}

}  // namespace
}  // namespace muster::tsatf
