// Bad scenario files: every problem reported, with its place and a hint.
#include <gtest/gtest.h>

#include "support/problems_found.hpp"
#include "support/scenarios.hpp"

namespace muster {
namespace {

std::vector<Diagnostic> problems(const std::string& yaml) {
  return testing::problems_found([&] { testing::tsr_scenario(yaml, "bad.yaml"); });
}

TEST(ScenarioErrors, UnknownKeyNamesItsPlaceAndTheNearestKey) {
  const auto d = problems("ruleset: tsr\nterrain:\n  tres: 30\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where.file, "bad.yaml");
  EXPECT_EQ(d[0].where.line, 3);
  EXPECT_EQ(d[0].where.column, 3);
  EXPECT_EQ(d[0].message, "unknown key 'tres' in 'terrain'");
  EXPECT_EQ(d[0].hint, "did you mean 'trees'?");
}

TEST(ScenarioErrors, EveryProblemIsReportedAtOnce) {
  const auto d = problems("ruleset: tsr\npaper: a5\nboard: {columns: 300}\nsides: {USA: {colour: blue}}\n");
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].hint, "did you mean 'a4'?");
  EXPECT_EQ(d[1].message, "'columns' is 300, outside what the rules allow");
  EXPECT_EQ(d[1].hint, "use a number from 6 to 26");
  EXPECT_EQ(d[2].where.line, 4);
}

TEST(ScenarioErrors, BrokenYamlPointsAtTheLine) {
  const auto d = problems("ruleset: tsr\nboard: {columns: 10\nterrain: x\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_GT(d[0].where.line, 1);
  EXPECT_NE(d[0].message.find("not valid YAML"), std::string::npos);
}

TEST(ScenarioErrors, AKeyGivenTwiceIsRefusedWithBothPlaces) {
  const auto d = problems("ruleset: tsr\nboard:\n  columns: 10\n  rows: 12\n  columns: 12\nsides: {USA: {name: A, name: B}}\n");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].where.line, 5);
  EXPECT_EQ(d[0].message, "'columns' is given twice in one mapping; it was first given at line 3, column 3");
  EXPECT_EQ(d[1].where.line, 6);
  EXPECT_EQ(d[1].message, "'name' is given twice in one mapping; it was first given at line 6, column 15");
}

// A problem that follows from several keys pointed at line 1, 'muster: 1', which says nothing of what to change.
TEST(ScenarioErrors, AProblemOfSeveralKeysPointsAtTheFirstOfThemGiven) {
  const auto draw = problems("ruleset: tsr\nname: T\ndeployment:\n  draw: 30\n");
  ASSERT_FALSE(draw.empty());
  EXPECT_EQ(draw[0].message, "USA has 17 force markers but must draw 30");
  EXPECT_EQ(draw[0].where.line, 4);
  EXPECT_EQ(draw[0].where.column, 9);
  const auto baselines = problems("ruleset: tsr\nsides:\n  USA: {baseline: north}\n  CSA:\n    baseline: north\n");
  ASSERT_EQ(baselines.size(), 1u);
  EXPECT_EQ(baselines[0].where.line, 5);
  const auto trees = problems("ruleset: tsr\nboard: {rows: 12}\nterrain:\n  trees: 200\n");
  ASSERT_EQ(trees.size(), 1u);
  EXPECT_EQ(trees[0].where.line, 4) << trees[0].message;
}

// A blank name printed blank titles on every page and named the pack folder "scenario-<code>".
TEST(ScenarioErrors, ABlankNameIsRefusedWhereItStands) {
  for (const std::string yaml : {"ruleset: tsr\nname: \"\"\n", "ruleset: tsr\nname: \"  \"\n", "ruleset: tsr\nsides: {USA: {name: ''}}\n"}) {
    const auto d = problems(yaml);
    ASSERT_EQ(d.size(), 1u) << yaml;
    EXPECT_EQ(d[0].message, "'name' is empty") << yaml;
    EXPECT_NE(d[0].hint.find("delete the line"), std::string::npos) << yaml;
  }
}

TEST(ScenarioErrors, ANameThatCannotBePrintedIsRefusedWhereItStands) {
  const auto nul = problems("ruleset: tsr\nsides: {USA: {name: \"Uni\\0on\"}}\n");
  ASSERT_EQ(nul.size(), 1u);
  EXPECT_EQ(nul[0].where.line, 2);
  EXPECT_EQ(nul[0].message, "'name' cannot be printed: it holds a NUL character");
  const auto broken = problems("ruleset: tsr\nsides: {USA: {name: \"Uni\xC3on\"}}\n");
  ASSERT_EQ(broken.size(), 1u);
  EXPECT_EQ(broken[0].message, "'name' cannot be printed: it is not valid UTF-8 (byte 4)");
  // Thirty-two accented letters are thirty-two characters, not sixty-four bytes.
  std::string accented;
  for (int i = 0; i < 32; ++i) accented += "é";
  EXPECT_TRUE(problems("ruleset: tsr\nsides: {USA: {name: " + accented + "}}\n").empty());
}

TEST(ScenarioErrors, AliasesThatMultiplyAreRefusedQuickly) {
  std::string yaml = "ruleset: tsr\na: &a [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]\n";
  for (char level = 'b'; level <= 'j'; ++level)
    yaml += std::string(1, level) + ": &" + level + " [*" + static_cast<char>(level - 1) + ", *" + static_cast<char>(level - 1) + ", *" +
            static_cast<char>(level - 1) + ", *" + static_cast<char>(level - 1) + "]\n";
  const auto d = problems(yaml);
  ASSERT_EQ(d.size(), 1u);
  // At the alias that would take the file past the limit, before a tree is built: h's third *g.
  EXPECT_EQ(d[0].message, "this file holds more than 200000 values with the 46421 that '*g' repeats");
  EXPECT_EQ(d[0].hint, "an alias repeats all that its anchor '&g' holds, so aliases of aliases multiply: write out what you need instead");
  EXPECT_EQ(d[0].where.line, 9);
  EXPECT_EQ(d[0].where.column, 16);
}

TEST(ScenarioErrors, ImpossibleNumbersAreRefusedWithAReason) {
  EXPECT_EQ(problems("ruleset: tsr\nsides: {CSA: {markers: {XXX: 1, XAX: 1, decoy: 2}}}\n").at(0).message,
            "CSA has 4 force markers but must draw 12");
  EXPECT_EQ(problems("ruleset: tsr\ndeployment: {draw: 12, first-echelon: 13}\n").size(), 2u);  // too many for the draw and the row
  EXPECT_EQ(problems("ruleset: tsr\nsides: {CSA: {baseline: south}}\n").at(0).message, "both sides have their baseline on the south edge");
  EXPECT_EQ(problems("ruleset: tsr\nterrain: {trees: 400, trees-per-square: 1}\n").size(), 1u);
  EXPECT_EQ(problems("ruleset: tsr\nboard: {columns: 6, rows: 10}\ndeployment: {draw: 8, first-echelon: 5}\nterrain: {hills: 3, trees: 4}\n").at(0).message,
            "3 hills of at least 3 x 4 squares would cover over half of the board");
  EXPECT_EQ(problems("ruleset: tsr\nseed: -4\n").size(), 1u);
  EXPECT_EQ(problems("ruleset: tsr\nseed: 99999999999999999999999\n").size(), 1u);
  EXPECT_EQ(problems("ruleset: tsr\nprint: {counter-size: 2m}\n").size(), 1u);
  EXPECT_EQ(problems("ruleset: tsr\nterrain: {hills: 3-2}\n").at(0).message, "'hills' runs backwards");
}

TEST(ScenarioErrors, RulesetIsRequiredAndChecked) {
  EXPECT_EQ(problems("name: x\n").at(0).message, "the scenario needs 'ruleset'");
  EXPECT_EQ(problems("ruleset: tsrr\n").at(0).hint, "did you mean 'tsr'?");
  EXPECT_EQ(problems("- a list\n").at(0).message,
            "the scenario should be a mapping of 'key: value' lines, not a list");
}

TEST(ScenarioErrors, ADefaultScenarioHasNoProblems) {
  EXPECT_TRUE(problems("ruleset: tsr\n").empty());
  EXPECT_NO_THROW(testing::default_tsr_scenario());
}

}  // namespace
}  // namespace muster
