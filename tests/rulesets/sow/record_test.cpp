// The State of War record round-trips for both shipped scenarios over many
// seeds, and a hand edit is checked as strictly as a scenario: the forces,
// the roll-off, the solo side's dice and groups.
#include <gtest/gtest.h>

#include "rulesets/sow/procedures.hpp"
#include "rulesets/sow/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"
#include "support/sow_scenarios.hpp"

namespace muster::sow {
namespace {

sow::Setup read_back(const std::string& text, Diagnostics& diagnostics) { return testing::read_record_text(text, diagnostics, sow::read_record); }

std::string record_text(const std::string& file, std::uint64_t seed) { return testing::record_text_of(roll(testing::shipped_sow_scenario(file), Streams(seed))); }

const char* const shipped[] = {"scenarios/sow-millers-ford.yaml", "scenarios/sow-solo-patrol.yaml"};

TEST(SowRecord, WritingAndReadingGivesTheSameRecord) {
  for (const char* file : shipped)
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
      const std::string text = record_text(file, seed * 7919);
      Diagnostics diagnostics;
      const sow::Setup again = read_back(text, diagnostics);
      ASSERT_TRUE(diagnostics.empty()) << file << " seed " << seed << ": " << diagnostics.list()[0].message << "\n" << text;
      ASSERT_EQ(spec::to_yaml(to_record(again), ""), text) << file << " seed " << seed;
    }
}

// Every solo record the roll writes must read back, whatever the seed (a check against the enemy's
// whole zone once refused some): the reader checks every rule the roll keeps, and no more.
TEST(SowRecord, EverySoloRecordTheRollWritesReadsBack) {
  const sow::Scenario scenario = testing::shipped_sow_scenario("scenarios/sow-solo-patrol.yaml");
  for (std::uint64_t seed = 1; seed <= 1500; ++seed) {
    const std::string text = testing::record_text_of(roll(scenario, Streams(seed)));
    Diagnostics diagnostics;
    read_back(text, diagnostics);
    ASSERT_TRUE(diagnostics.empty()) << "seed " << seed << ": " << diagnostics.list()[0].message;
  }
}

std::string first_problem(const std::string& text) {
  Diagnostics diagnostics;
  read_back(text, diagnostics);
  return diagnostics.empty() ? "" : diagnostics.list()[0].message;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

TEST(SowRecord, ARecordFromBeforeCountersAndBacksWereDroppedStillReads) {
  // Earlier versions wrote every print key; State of War prints no counters and no backs.
  const std::string text = record_text("scenarios/sow-millers-ford.yaml", 5);
  EXPECT_EQ(text.find("counter-size"), std::string::npos);
  EXPECT_EQ(text.find("duplex-offset"), std::string::npos);
  const std::string older = replaced(text, "print: {paper: a4, map-tiles: false}",
                                     "print: {paper: a4, counter-size: 15mm, map-tiles: false, duplex-offset: [0mm, 0mm]}");
  Diagnostics diagnostics;
  const sow::Setup again = read_back(older, diagnostics);
  ASSERT_TRUE(diagnostics.empty()) << diagnostics.list()[0].message;
  EXPECT_EQ(spec::to_yaml(to_record(again), ""), text);
}

TEST(SowRecord, HandEditedForcesAreCheckedLikeAScenario) {
  const std::string text = record_text("scenarios/sow-millers-ford.yaml", 5);
  EXPECT_EQ(first_problem(replaced(text, "{rank: private, count: 12, class: trained", "{rank: private, count: 14, class: trained")),
            "unit '1st Platoon, 1st Squad' has 16 figures; a unit holds 1 to 14, its leader counted");
  EXPECT_EQ(first_problem(replaced(text, "{rank: private, count: 12, class: trained, weapon: minie-rifle", "{rank: private, count: 12, class: raw, weapon: minie-rifle")),
            "unit '1st Platoon, 1st Squad' mixes classes: this figure is Trained in a unit of Raw figures");
  EXPECT_EQ(first_problem(replaced(text, "weapon: minie-rifle", "weapon: rifle")), "'weapon' cannot be 'rifle'");
}

TEST(SowRecord, HandEditedDiceAreCheckedAgainstWhatTheyDecide) {
  const std::string text = record_text("scenarios/sow-millers-ford.yaml", 5);
  const auto at = text.find("attacker: ");
  ASSERT_NE(at, std::string::npos);
  const std::string attacker = text.substr(at + 10, 3);
  const std::string other = attacker == "USA" ? "CSA" : "USA";
  EXPECT_EQ(first_problem(replaced(text, "attacker: " + attacker, "attacker: " + other)),
            "the initiative dice make " + attacker + " the attacker, not " + other);
  const auto roll = text.find("table-roll: ");
  ASSERT_NE(roll, std::string::npos);
  std::string seven = text;
  seven[roll + 12] = '7';
  EXPECT_NE(first_problem(seven).find("'table-roll'"), std::string::npos) << first_problem(seven);
}

TEST(SowRecord, HandEditedSoloPlansAreChecked) {
  const std::string text = record_text("scenarios/sow-solo-patrol.yaml", 11);
  ASSERT_NE(text.find("solo:"), std::string::npos);
  const auto groups = text.find("groups:");
  ASSERT_NE(groups, std::string::npos);
  // One group fewer than the solo side has units.
  const auto first_group = text.find("\n    - ", groups);
  const auto second_group = text.find("\n    - ", first_group + 1);
  std::string fewer = text;
  fewer.erase(first_group, second_group - first_group);
  EXPECT_NE(first_problem(fewer).find("groups but 'solo' places"), std::string::npos) << first_problem(fewer);
}

}  // namespace
}  // namespace muster::sow
