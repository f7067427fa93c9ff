// The setup record round-trips: what `muster render` reads back is what roll wrote.
#include <gtest/gtest.h>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/sbd_scenarios.hpp"

namespace muster::sbd {
namespace {

sbd::Setup read_back(const std::string& text, Diagnostics& diagnostics) {
  spec::MapReader reader(spec::parse_yaml(text, "setup.yaml"), diagnostics, "the setup record");
  for (const char* key : {"muster", "scenario", "ruleset", "seed"}) reader.take(key);
  return read_record(reader, {"x", 0, {}});
}

TEST(SbdRecord, WritingAndReadingGivesTheSameRecord) {
  for (const char* file : {"scenarios/sbd-wheatfield.yaml", "scenarios/sbd-meeting-engagement.yaml"})
    for (std::uint64_t seed : {1ULL, 42ULL, 1863ULL}) {
      sbd::Setup setup = roll(testing::sbd_scenario_file(file), seed);
      setup.scenario = "x";
      setup.seed = 0;
      const std::string text = spec::to_yaml(to_record(setup), "");
      Diagnostics diagnostics;
      const sbd::Setup again = read_back(text, diagnostics);
      ASSERT_TRUE(diagnostics.empty()) << file << " seed " << seed << ": " << diagnostics.list()[0].message;
      EXPECT_EQ(spec::to_yaml(to_record(again), ""), text) << file << " seed " << seed;
    }
}

TEST(SbdRecord, TheRecordHoldsTheKeysTheIssueAsksFor) {
  const sbd::Setup setup = roll(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), 3);
  const std::string text = spec::to_yaml(to_record(setup), "");
  for (const char* key : {"prebattle:", "days:", "attacker:", "margin:", "quality:", "units:", "straggler-dice:", "straggled:",
                          "reinforcement:", "red:", "green:", "branch:", "banked:", "skirmish-wins:", "earned-dice:", "earned-cards:"})
    EXPECT_NE(text.find(key), std::string::npos) << key;
}

TEST(SbdRecord, AnEditedWeekThatNoLongerAddsUpIsRefused) {
  const sbd::Setup setup = roll(testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml"), 3);
  std::string text = spec::to_yaml(to_record(setup), "");
  const auto at = text.find("attacker: ");
  text.replace(at, std::string("attacker: USA").size(), setup.attacker() == Side::usa ? "attacker: CSA" : "attacker: USA");
  Diagnostics diagnostics;
  read_back(text, diagnostics);
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_EQ(diagnostics.list()[0].message, "the attacker and margin do not follow from the banked sixes, Sunday's skirmish and the cavalry");
}

}  // namespace
}  // namespace muster::sbd
