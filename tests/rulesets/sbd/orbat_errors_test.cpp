// Bad orders of battle and bad Short But Desperate scenarios: every problem
// is reported at its place in the file that holds it, with a hint.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "rulesets/sbd/procedures.hpp"
#include "rulesets/sbd/record.hpp"
#include "spec/record_yaml.hpp"
#include "support/problems_found.hpp"
#include "support/sbd_scenarios.hpp"
#include "support/temp_folder.hpp"

namespace muster::sbd {
namespace {

namespace fs = std::filesystem;

// Each test has a folder of its own: ctest runs the tests of one suite side by side,
// and a shared folder was removed under a test by its neighbour's TearDown.
class SbdInputErrors : public testing::TempFolderTest {
 protected:
  std::vector<Diagnostic> problems(const std::string& scenario_yaml) {
    return testing::problems_found([&] { testing::sbd_scenario(scenario_yaml, (dir_ / "scenario.yaml").string()); });
  }
};

const std::string good_orbat = R"(name: Brigade
leader: {name: Col. Smith, rating: normal}
units:
  - {name: 1st Ohio, type: infantry, stands: 5}
  - {name: Battery A, type: battery, guns: 4}
)";

std::string scenario_using(const std::string& orbat_file) {
  return "ruleset: sbd\nsides:\n  USA:\n    orbat: " + orbat_file + "\n";
}

TEST_F(SbdInputErrors, AGoodOrbatFileIsReadRelativeToTheScenario) {
  write("good.yaml", good_orbat);
  const Scenario s = testing::sbd_scenario(scenario_using("good.yaml"), (dir_ / "scenario.yaml").string());
  ASSERT_TRUE(s.sides[0].orbat.has_value());
  EXPECT_EQ(orbat::units_of(s.sides[0].orbat->top).size(), 2u);
  EXPECT_FALSE(s.sides[1].orbat.has_value());  // the CSA comes from the recipe
}

TEST_F(SbdInputErrors, ARegimentOfTwelveStandsIsReportedInTheOrbatFile) {
  write("big.yaml", "name: Brigade\nleader: {name: Col. Smith}\nunits:\n  - {name: 1st Ohio, type: infantry, stands: 12}\n");
  const auto d = problems(scenario_using("big.yaml"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where.file, (dir_ / "big.yaml").string());
  EXPECT_EQ(d[0].where.line, 4);
  EXPECT_EQ(d[0].where.column, 46);
  EXPECT_EQ(d[0].message, "a regiment's 'stands' is 12, outside what the rules allow");
  EXPECT_EQ(d[0].hint, "use a number from 3 to 10");
}

TEST_F(SbdInputErrors, AnUnknownLeaderRatingSuggestsTheNearest) {
  write("rating.yaml", "name: Brigade\nleader: {name: Col. Smith, rating: genious}\nunits:\n  - {name: 1st Ohio, type: infantry, stands: 5}\n");
  const auto d = problems(scenario_using("rating.yaml"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where.line, 2);
  EXPECT_NE(d[0].message.find("genious"), std::string::npos);
  EXPECT_EQ(d[0].hint, "did you mean 'genius'?");
}

TEST_F(SbdInputErrors, AMissingOrbatFileIsReportedWhereTheScenarioNamesIt) {
  const auto d = problems(scenario_using("nowhere.yaml"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where.file, (dir_ / "scenario.yaml").string());
  EXPECT_EQ(d[0].where.line, 4);
  EXPECT_EQ(d[0].where.column, 12);
  EXPECT_EQ(d[0].message, "cannot find the orbat file 'nowhere.yaml'");
}

TEST_F(SbdInputErrors, AnOrbatPathThatIsAFolderIsNamedAsOne) {
  std::filesystem::create_directories(dir_ / "orbats");
  const auto d = problems(scenario_using("orbats"));
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where.line, 4);
  EXPECT_EQ(d[0].message, "'orbats' is a folder, not an orbat file");
}

TEST_F(SbdInputErrors, BatteriesAndRegimentsKeepTheirOwnFields) {
  write("mixed.yaml", "name: Brigade\nleader: {name: Col. Smith}\nunits:\n"
                      "  - {name: Battery A, type: battery, guns: 5}\n"
                      "  - {name: Battery B, type: battery, stands: 2, guns: 6}\n"
                      "  - {name: 1st Ohio, type: infantry, stands: 5, guns: 4}\n"
                      "  - {name: 1st Ohio, type: cavalry, stands: 4}\n");
  const auto d = problems(scenario_using("mixed.yaml"));
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d[0].message, "a battery has 4 or 6 guns, not 5");
  EXPECT_EQ(d[1].message, "a battery is counted in guns, not stands");
  EXPECT_EQ(d[2].message, "'guns' belongs to batteries, and this unit is infantry");
  EXPECT_EQ(d[3].message, "two units are called '1st Ohio'");
  EXPECT_EQ(d[3].where.line, 7);
}

TEST_F(SbdInputErrors, AnAllocationMustSpreadTwentyTwoDiceOneToSixADay) {
  const auto d = problems("ruleset: sbd\nsides:\n  CSA: {allocation: [7, 3, 3, 3, 3, 3, 3]}\n  USA: {allocation: [1, 1, 1, 1, 1, 1, 1]}\n");
  ASSERT_EQ(d.size(), 3u);
  EXPECT_EQ(d[0].message, "the allocation spreads 7 dice; the week has 22");  // USA's, read first
  EXPECT_EQ(d[1].message, "Monday's dice is 7, outside what the rules allow");
  EXPECT_EQ(d[1].where.line, 3);
  EXPECT_EQ(d[2].message, "the allocation spreads 18 dice; the week has 22");
}

TEST_F(SbdInputErrors, AnArmyTooBigForItsFirstRowIsRefused) {
  const auto d = problems("ruleset: sbd\nbattlefield: {columns: 5}\narmies: {brigades: 6, regiments-per-brigade: 4}\n");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].message, "USA can bring 28 units (4 batteries), more than its first row of zones holds");
  EXPECT_NE(d[0].hint.find("widen the battlefield"), std::string::npos);
}

TEST_F(SbdInputErrors, HandPlacedTerrainAndRoadsAreChecked) {
  const auto d = problems("ruleset: sbd\nterrain:\n  zones: {C3: swamp, Z9: woods}\n  roads: [[C3, C5]]\n  woods: 3\n");
  ASSERT_EQ(d.size(), 5u);
  EXPECT_NE(d[0].hint.find("very-difficult"), std::string::npos);
  EXPECT_NE(d[1].message.find("Z9"), std::string::npos);
  EXPECT_EQ(d[2].message, "road starts at C3, which is not on a table edge");
  EXPECT_EQ(d[3].message, "road jumps from C3 to C5");
  EXPECT_NE(d[4].message.find("'zones' places them by hand"), std::string::npos);
}

TEST_F(SbdInputErrors, TerrainCountsAreHeldToHalfOfTheirOwnBattlefield) {
  // Half of a 12 x 12 board is 72 zones: more than half the default 8 x 6 board, and allowed.
  EXPECT_TRUE(problems("ruleset: sbd\nbattlefield: {columns: 12, rows: 12}\nterrain: {woods: 40, hills: 30-72}\n").empty());
  // The default board has 48 zones, so 25 woods is one too many, reported where it is written.
  auto d = problems("ruleset: sbd\nterrain:\n  hills: 3\n  woods: 25\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message, "'woods' asks for up to 25 zones, more than half of this 8 x 6 battlefield (24)");
  EXPECT_EQ(d[0].where.line, 4);
  EXPECT_EQ(d[0].hint, "use at most 24, or a larger 'battlefield'");
  // The top of a range counts; so does a small board.
  d = problems("ruleset: sbd\nbattlefield: {columns: 5, rows: 5}\nterrain: {walls: 10-13}\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("'walls' asks for up to 13 zones"), std::string::npos) << d[0].message;
  // Beyond even the largest board, the range's own message says so.
  d = problems("ruleset: sbd\nbattlefield: {columns: 12, rows: 12}\nterrain: {woods: 73}\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].hint, "use a number from 0 to 72");
}

TEST_F(SbdInputErrors, TerrainCountsTogetherMayNotAskForMoreZonesThanTheBattlefieldHas) {
  // 24 + 19 + 3-5 + the default very-difficult 0-1 = up to 49 on the default 8 x 6 board of 48: the
  // generator would have placed fewer, quietly.
  auto d = problems("ruleset: sbd\nterrain:\n  woods: 24\n  hills: 19\n  walls: 3-5\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message, "the terrain counts ask for up to 49 zones, more than the 48 of this 8 x 6 battlefield");
  EXPECT_EQ(d[0].where.line, 3);
  EXPECT_NE(d[0].hint.find("the highest of each range counts"), std::string::npos);
  // Exactly the board's zones is allowed.
  EXPECT_TRUE(problems("ruleset: sbd\nterrain: {woods: 24, hills: 20, walls: 4, very-difficult: 0}\n").empty());
}

TEST_F(SbdInputErrors, AHandEditedRecordWithAZoneOverItsLimitIsRefused) {
  const Scenario scenario = testing::sbd_scenario_file("scenarios/sbd-wheatfield.yaml");
  sbd::Setup setup = roll(scenario, 5);
  SideSetup& attacker = setup.sides[index_of(setup.attacker())];
  for (std::size_t i = 0; i < 5; ++i) attacker.units[i].zone = attacker.units[0].zone;
  const std::string text = spec::to_yaml(to_record(setup), "");
  Diagnostics diagnostics;
  {
    spec::MapReader reader(spec::parse_yaml(text, "setup.yaml"), diagnostics, "the setup record");
    for (const char* key : {"muster", "scenario", "ruleset", "seed"}) reader.take(key);
    read_record(reader, {"x", 5, {}});
  }
  ASSERT_FALSE(diagnostics.empty());
  EXPECT_NE(diagnostics.list()[0].message.find("over its limit of"), std::string::npos) << diagnostics.list()[0].message;
}

}  // namespace
}  // namespace muster::sbd
