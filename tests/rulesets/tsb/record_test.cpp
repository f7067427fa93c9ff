// The setup record round-trips for every grid kind and both kinds of army, and
// a hand edit is checked as strictly as a scenario.
#include <gtest/gtest.h>

#include "rulesets/tsb/procedures.hpp"
#include "rulesets/tsb/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/record_text.hpp"
#include "support/tsb_scenarios.hpp"

namespace muster::tsb {
namespace {

tsb::Setup read_back(const std::string& text, Diagnostics& diagnostics) { return testing::read_record_text(text, diagnostics, tsb::read_record); }

std::string record_text(const std::string& file, std::uint64_t seed) { return testing::record_text_of(roll(testing::tsb_scenario_file(file), Streams(seed))); }

const char* const shipped[] = {"scenarios/tsb-mill-crossing.yaml", "scenarios/tsb-ypres-1914.yaml", "scenarios/tsb-open-table.yaml"};

TEST(TsbRecord, WritingAndReadingGivesTheSameRecord) {
  for (const char* file : shipped)
    for (std::uint64_t seed : {1ULL, 42ULL, 1914ULL, 77777ULL}) {
      const std::string text = record_text(file, seed);
      Diagnostics diagnostics;
      const tsb::Setup again = read_back(text, diagnostics);
      ASSERT_TRUE(diagnostics.empty()) << file << " seed " << seed << ": " << diagnostics.list()[0].message;
      EXPECT_EQ(spec::to_yaml(to_record(again), ""), text) << file << " seed " << seed;
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

TEST(TsbRecord, HandEditsAreCheckedLikeAScenario) {
  const std::string text = record_text("scenarios/tsb-ypres-1914.yaml", 5);
  EXPECT_EQ(first_problem(replaced(text, "baseline: east", "baseline: west")), "both sides have their baseline on the west edge");
  EXPECT_EQ(first_problem(replaced(text, "type: mg", "type: wagons")), "Wagons cannot carry a machine gun");
  EXPECT_EQ(first_problem(replaced(text, "name: \"1st Northamptons\"", "name: \"2nd Royal Sussex\"")), "two units are called '2nd Royal Sussex'");
  EXPECT_EQ(first_problem(replaced(text, "period: early-20th", "period: mid-19th")), "indirect fire belongs to 1900-1918, and this scenario is mid-19th century");
  EXPECT_EQ(first_problem(replaced(text, "type: mg, class: regular, weapon: mg", "type: mg, class: regular, weapon: rifle")),
            "Machine guns cannot carry a rifle");
  EXPECT_EQ(first_problem(replaced(text, "{side: German, by: attacker}", "{side: German, by: dice, rolls: [\"4-5\", \"2-2\"]}")),
            "the roll-off does not give the first move to German");
  EXPECT_EQ(first_problem(replaced(text, "deployment-depth: 2", "deployment-depth: 8")), "the two deployment zones meet in H1");
}

// An objective listed twice was starred once and counted twice; seven were printed though a scenario may ask for four.
TEST(TsbRecord, ObjectivesAreListedOnceAndFourAtMost) {
  const std::string text = record_text("scenarios/tsb-ypres-1914.yaml", 5);
  const auto start = text.find("  objectives: ["), end = text.find('\n', start);
  const std::string rolled = text.substr(start, end - start);
  EXPECT_EQ(first_problem(replaced(text, rolled, "  objectives: [E4, E4]")), "objective E4 is listed twice");
  EXPECT_EQ(first_problem(replaced(text, rolled, "  objectives: [E4, E5, D4, D5, E3]")), "the battlefield has 5 objectives, more than a scenario may ask for");
}

// Found by fuzz/record: terrain was placed on the empty grid of a missing battlefield, writing out of bounds.
TEST(TsbRecord, ARecordWithoutItsBattlefieldIsRefused) {
  const std::string text = record_text("scenarios/tsb-ypres-1914.yaml", 5);
  EXPECT_EQ(first_problem(replaced(text, "battlefield:", "battl*field:")), "the setup record needs 'battlefield'");
}

}  // namespace
}  // namespace muster::tsb
